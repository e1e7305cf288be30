import { Skeleton } from './skeleton';

const WIDTHS = ['w-1/3', 'w-1/4', 'w-2/5', 'w-1/3', 'w-1/5'];

/** A table's shape while its rows load; `label` is what screen readers hear ("Loading the team…"). */
export function TableSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="rounded-lg border border-slate-200 bg-white">
      <span className="sr-only">{label}</span>
      <div className="h-10 border-b border-slate-200 bg-slate-50" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-6 border-b border-slate-100 px-4 py-3.5 last:border-b-0">
          <div className="flex-1 space-y-1.5">
            <Skeleton className={`h-4 ${WIDTHS[i % WIDTHS.length]}`} />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-4 w-36" />
        </div>
      ))}
    </div>
  );
}
