import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { timesUsed } from '../lib/times-used';

/** "Used 3 times, last …" or "Not used yet": how much the team relies on a snippet or an AI answer. */
export function UsageLine({ count, last, className }: { count: number; last: ReactNode; className?: string }) {
  return (
    <span className={cn('block text-xs text-slate-500', className)}>
      {timesUsed(count)}
      {count > 0 && last && <>, last {last}</>}
    </span>
  );
}
