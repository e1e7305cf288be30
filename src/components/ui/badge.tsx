import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

type Tone = 'slate' | 'indigo' | 'amber' | 'emerald';

const tones: Record<Tone, string> = {
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  emerald: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** A short label beside a value ("Webmail", "Owner"): plain text, so screen readers read it in place. */
export function Badge({ tone = 'slate', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
