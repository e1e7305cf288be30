import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** A placeholder block while content loads; decorative, so hidden from assistive technology. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded bg-slate-200/80', className)} {...props} />;
}
