import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { sessionQueryOptions } from '../session/api/session';
import { canUse, SETTINGS_PAGES } from './settings-pages';

/** The settings navigation: only the pages the signed-in agent may use. */
export function SettingsNav() {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  return (
    <nav aria-label="Settings" className="w-56 shrink-0 border-r border-slate-200 bg-white p-3">
      <h2 className="px-2.5 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Settings</h2>
      <ul className="space-y-0.5">
        {SETTINGS_PAGES.filter((page) => canUse(page, session)).map((page) => (
          <li key={page.path}>
            <Link
              to={page.path}
              className="flex items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
              activeProps={{ className: 'bg-indigo-50 text-indigo-700 hover:bg-indigo-50 hover:text-indigo-700' }}
            >
              <page.icon aria-hidden="true" className="size-4 shrink-0" />
              {page.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
