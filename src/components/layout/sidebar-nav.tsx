import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from '@tanstack/react-router';
import { BarChart3, Settings, SquarePen, type LucideIcon } from 'lucide-react';
import { formatCount, useCounts } from '../../features/conversations/api/get-counts';
import { composeSheetModule } from '../../features/conversations/components/compose/compose-drawer';
import { useCompose } from '../../features/conversations/compose-state';
import { viewOf } from '../../features/conversations/inbox-search';
import { canReadReports } from '../../features/reports/report-access';
import { sessionQueryOptions } from '../../features/session/api/session';
import { cn } from '../../lib/cn';
import { preload } from '../../lib/lazy-module';
import { Tooltip } from '../ui/tooltip';
import { countOf, FIRST_STATUS_VIEW, INBOX_VIEWS } from './inbox-views';
import { useViewTitle } from './use-view-title';
import { ViewLink } from './view-link';

/** Compose, and the inbox's views with their live counts. Below xl a rail of icons. */
export function SidebarNav() {
  const compose = useCompose();
  const onInbox = useLocation({ select: (location) => location.pathname.startsWith('/inbox') });
  const q = useSearch({ strict: false, select: (search) => ('q' in search && typeof search.q === 'string' ? search.q : '') });
  const currentView = onInbox ? viewOf(q) : null;
  const counts = useCounts().data;
  const { data: session } = useQuery(sessionQueryOptions());
  const cap = counts?.cap ?? Number.POSITIVE_INFINITY;
  const current = INBOX_VIEWS.find((v) => v.view === currentView);
  useViewTitle(current ? { label: current.label, count: countOf(counts, current.view), cap } : null);

  return (
    <nav aria-label="Main" className="flex w-14 shrink-0 flex-col gap-4 border-r border-slate-200 bg-white p-2 xl:w-56 xl:p-3">
      <Tooltip side="right" content="Compose (c)">
        <button
          type="button"
          onClick={() => compose.open()}
          // The drawer's code is loaded on demand: start on intent.
          onPointerEnter={() => preload(composeSheetModule)}
          onFocus={() => preload(composeSheetModule)}
          className="flex h-9 items-center justify-center gap-2 rounded-md bg-indigo-600 px-3 text-sm font-medium text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 xl:justify-start"
        >
          <SquarePen aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only xl:not-sr-only">Compose</span>
        </button>
      </Tooltip>
      <ul aria-label="Views" className="space-y-0.5">
        {INBOX_VIEWS.map((view) => {
          const count = countOf(counts, view.view);
          return (
            <li key={view.view} className={cn(view.view === FIRST_STATUS_VIEW && 'mt-2 border-t border-slate-100 pt-2')}>
              <ViewLink view={view} count={count === null ? null : formatCount(count, cap)} current={view.view === currentView} />
            </li>
          );
        })}
      </ul>
      <ul className="mt-auto space-y-0.5">
        {session && canReadReports(session) && <PageLink to="/reports" label="Reports" icon={BarChart3} />}
        <PageLink to="/settings" label="Settings" icon={Settings} />
      </ul>
    </nav>
  );
}

/** A page of the app below the views: an icon with a tooltip in the rail, with its name from xl. */
function PageLink({ to, label, icon: Icon }: { to: '/reports' | '/settings'; label: string; icon: LucideIcon }) {
  return (
    <li>
      <Tooltip side="right" content={label} className="xl:hidden">
        <Link
          to={to}
          aria-label={label}
          className="flex items-center justify-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 xl:justify-start"
          activeProps={{ className: 'bg-indigo-50 text-indigo-700 hover:bg-indigo-50 hover:text-indigo-700' }}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only xl:not-sr-only">{label}</span>
        </Link>
      </Tooltip>
    </li>
  );
}
