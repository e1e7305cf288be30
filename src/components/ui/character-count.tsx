import { cn } from '../../lib/cn';

/**
 * "12/250" beside a field, red past the limit. The field lists `id` in its aria-describedby, so screen readers
 * hear "Length: 12 of 250 characters" with it; the text is not live (it would talk over every keystroke).
 */
export function CharacterCount({ id, length, max, className }: { id: string; length: number; max: number; className?: string }) {
  const over = length > max;
  return (
    <span id={id} className={cn('text-xs tabular-nums', over ? 'font-semibold text-red-700' : 'text-slate-500', className)}>
      <span className="sr-only">Length: </span>
      {length.toLocaleString()}
      <span aria-hidden="true">/</span>
      <span className="sr-only"> of </span>
      {max.toLocaleString()}
      <span className="sr-only"> characters{over ? `, ${(length - max).toLocaleString()} too many` : ''}</span>
    </span>
  );
}
