import { CircleAlert, Inbox, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import type { EmptyState } from '../../inbox-search';
import { ROW_HEIGHT } from './conversation-row';

const WIDTHS = ['w-2/5', 'w-1/3', 'w-1/2', 'w-1/4', 'w-2/5', 'w-1/3', 'w-1/2', 'w-1/4', 'w-2/5', 'w-1/3'];

export function ListSkeleton() {
  return (
    <div role="status" aria-live="polite" className="overflow-hidden">
      <span className="sr-only">Loading conversations…</span>
      {WIDTHS.map((width, i) => (
        <div key={i} style={{ height: ROW_HEIGHT }} className="flex gap-3 border-b border-slate-100 px-4 py-3.5">
          <Skeleton className="mt-0.5 size-4 rounded-[5px]" />
          <div className="flex-1 space-y-2">
            <div className="flex items-center gap-2">
              <Skeleton className={`h-3.5 ${width}`} />
              <Skeleton className="ml-auto h-3 w-8" />
            </div>
            <Skeleton className="h-3 w-3/4" />
            <Skeleton className="h-3 w-11/12" />
          </div>
        </div>
      ))}
    </div>
  );
}

function Centered({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-8 py-16 text-center">
      <div className="flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-500">{icon}</div>
      <p className="mt-3 text-sm font-semibold text-slate-900">{title}</p>
      {children}
    </div>
  );
}

export function ListEmpty({ state, onReset }: { state: EmptyState; onReset: (q: string) => void }) {
  const { reset } = state;
  return (
    <div role="status" className="flex flex-1 flex-col">
      <Centered
        icon={reset ? <SearchX aria-hidden="true" className="size-5" /> : <Inbox aria-hidden="true" className="size-5" />}
        title={state.title}
      >
        {state.description && <p className="mt-1 max-w-xs text-sm text-slate-500">{state.description}</p>}
        {reset && (
          <Button size="sm" variant="secondary" className="mt-4" onClick={() => onReset(reset.q)}>
            {reset.label}
          </Button>
        )}
      </Centered>
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-1 flex-col">
      <Centered icon={<CircleAlert aria-hidden="true" className="size-5 text-red-600" />} title="Couldn’t load conversations">
        <p className="mt-1 max-w-xs text-sm text-slate-500">{message}</p>
        <Button size="sm" variant="secondary" className="mt-4" onClick={onRetry}>
          Retry
        </Button>
      </Centered>
    </div>
  );
}

/** The search itself is invalid: its message is next to the search box, so say little here. */
export function ListInvalidSearch() {
  return (
    <div className="flex flex-1 flex-col">
      <Centered icon={<SearchX aria-hidden="true" className="size-5" />} title="Fix the search to see conversations">
        <p className="mt-1 max-w-xs text-sm text-slate-500">
          Filters: <code className="text-slate-700">status:</code>, <code className="text-slate-700">assigned:</code>,{' '}
          <code className="text-slate-700">unassigned:true</code>, <code className="text-slate-700">tag:</code>, and “quoted phrases”.
        </p>
      </Centered>
    </div>
  );
}
