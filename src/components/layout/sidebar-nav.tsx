import { Link, useLocation, useSearch } from '@tanstack/react-router';
import { AlarmClock, CircleCheck, CircleDot, Inbox, ShieldAlert, SquarePen, type LucideIcon } from 'lucide-react';
import type { ConversationStatus } from '../../../contract/conversations';
import { useCompose } from '../../features/conversations/compose-state';
import { statusTabOf } from '../../features/conversations/inbox-search';
import { cn } from '../../lib/cn';

const VIEWS: { status: ConversationStatus; label: string; icon: LucideIcon }[] = [
  { status: 'opened', label: 'Opened', icon: CircleDot },
  { status: 'snoozed', label: 'Snoozed', icon: AlarmClock },
  { status: 'closed', label: 'Closed', icon: CircleCheck },
  { status: 'spam', label: 'Spam', icon: ShieldAlert },
];

const linkClass =
  'flex items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';
// Below xl the sidebar shows icons only; the labels stay for assistive technology.
const labelClass = 'sr-only xl:not-sr-only';

export function SidebarNav() {
  const compose = useCompose();
  const onInbox = useLocation({ select: (location) => location.pathname.startsWith('/inbox') });
  const q = useSearch({ strict: false, select: (search) => ('q' in search && typeof search.q === 'string' ? search.q : '') });
  const currentStatus = onInbox ? statusTabOf(q) : null;

  return (
    <nav aria-label="Main" className="flex w-14 shrink-0 flex-col gap-4 border-r border-slate-200 bg-white p-2 xl:w-56 xl:p-3">
      <button
        type="button"
        onClick={() => compose.open()}
        title="Compose (c)"
        className="flex h-9 items-center justify-center gap-2 rounded-md bg-indigo-600 px-3 text-sm font-medium text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 xl:justify-start"
      >
        <SquarePen aria-hidden="true" className="size-4 shrink-0" />
        <span className={labelClass}>Compose</span>
      </button>
      <ul className="space-y-0.5">
        <li>
          <Link
            to="/inbox"
            search={{ q: undefined }}
            className={cn(linkClass, onInbox && 'text-slate-900')}
            activeOptions={{ includeSearch: false }}
            activeProps={{ 'aria-current': 'page' }}
          >
            <Inbox aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className={labelClass}>Inbox</span>
          </Link>
          <ul aria-label="Status views" className="mt-0.5 space-y-0.5 xl:ml-4 xl:border-l xl:border-slate-200 xl:pl-2">
            {VIEWS.map((view) => {
              const current = view.status === currentStatus;
              return (
                <li key={view.status}>
                  <Link
                    to="/inbox"
                    search={{ q: `status:${view.status}` }}
                    activeOptions={{ includeSearch: false }}
                    // Path matching would mark every view current; the search decides.
                    activeProps={{ 'aria-current': undefined }}
                    aria-current={current ? 'true' : undefined}
                    title={view.label}
                    className={cn(linkClass, 'py-1', current && 'bg-indigo-50 text-indigo-700 hover:bg-indigo-50 hover:text-indigo-700')}
                  >
                    <view.icon
                      aria-hidden="true"
                      className={cn('size-4 shrink-0 xl:size-3.5', current ? 'text-indigo-600' : 'text-slate-400')}
                    />
                    <span className={labelClass}>{view.label}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </li>
      </ul>
    </nav>
  );
}
