import { cn } from '../../../../lib/cn';

const COLORS = [
  'bg-sky-100 text-sky-800',
  'bg-violet-100 text-violet-800',
  'bg-emerald-100 text-emerald-800',
  'bg-rose-100 text-rose-800',
  'bg-amber-100 text-amber-800',
  'bg-teal-100 text-teal-800',
];

export function initials(name: string): string {
  const words = name
    .replace(/[<>@"].*$/, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[words.length - 1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** Initials in a coloured circle; agents are indigo so the two sides of a thread read apart at a glance. */
export function Avatar({ name, agent = false, size = 'md' }: { name: string; agent?: boolean; size?: 'sm' | 'md' }) {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-semibold',
        size === 'sm' ? 'size-6 text-[10px]' : 'size-8 text-xs',
        agent ? 'bg-indigo-600 text-white' : COLORS[hash % COLORS.length],
      )}
    >
      {initials(name)}
    </span>
  );
}
