import { Link } from '@tanstack/react-router';
import { cn } from '../../lib/cn';
import { Tooltip } from '../ui/tooltip';
import type { InboxViewLink } from './inbox-views';

const linkClass =
  'relative flex flex-col items-center gap-0.5 rounded-md px-1 py-1.5 text-sm font-medium text-slate-600 ' +
  'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 ' +
  'xl:flex-row xl:gap-2.5 xl:px-2.5';
const currentClass = 'bg-indigo-50 text-indigo-700 hover:bg-indigo-50 hover:text-indigo-700';

/**
 * One view of the sidebar with its count. Below xl the sidebar is a rail of icons: the count sits under the
 * icon and the name shows in a tooltip (hover or keyboard focus). The link's accessible name says both at
 * every width ("Mine, 12 conversations").
 */
export function ViewLink({ view, count, current }: { view: InboxViewLink; count: string | null; current: boolean }) {
  const Icon = view.icon;
  return (
    <Tooltip side="right" className="xl:hidden" content={count === null ? view.label : `${view.label} · ${count}`}>
      <Link
        to="/inbox"
        search={{ q: view.q, order: view.order }}
        // The router marks a link current (aria-current) when the URL has exactly its q (none for All open);
        // `current` also covers the same view written otherwise ("status:opened assigned:me").
        activeOptions={{ includeSearch: true, explicitUndefined: true }}
        activeProps={{}}
        aria-current={current ? 'page' : undefined}
        aria-label={count === null ? view.label : `${view.label}, ${count} conversations`}
        className={cn(linkClass, current && currentClass)}
      >
        {/* The current view is marked by more than colour: a bar on its edge. */}
        {current && <span aria-hidden="true" className="absolute inset-y-1 left-0 w-[3px] rounded-full bg-indigo-600" />}
        <Icon aria-hidden="true" className={cn('size-4 shrink-0', current ? 'text-indigo-600' : 'text-slate-400')} />
        <span className="hidden truncate xl:inline">{view.label}</span>
        {count !== null && (
          <span
            className={cn(
              'text-[10px] leading-none tabular-nums xl:ml-auto xl:text-xs',
              current ? 'font-semibold text-indigo-700' : 'text-slate-500',
            )}
          >
            {count}
          </span>
        )}
      </Link>
    </Tooltip>
  );
}
