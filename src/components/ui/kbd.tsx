import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A key of the keyboard, as in shortcut hints. */
export function Kbd({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <kbd
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded border border-slate-300 border-b-2 bg-white px-1 font-sans text-[11px] font-medium text-slate-600',
        className,
      )}
      {...props}
    />
  );
}
