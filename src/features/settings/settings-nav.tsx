import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { sessionQueryOptions } from '../session/api/session';
import { canUse, SETTINGS_PAGES } from './settings-pages';

/** The settings navigation: only the pages the signed-in agent may use. On a phone a row above the page, scrolled sideways. */
export function SettingsNav() {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const nav = useRef<HTMLElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });
  // On a phone the row may hold the current page out of sight: brought into view (nothing moves when it shows).
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav ref={nav} aria-label="Settings" className="shrink-0 border-b border-slate-200 bg-white p-2 md:w-56 md:border-r md:border-b-0 md:p-3">
      <h2 className="sr-only text-xs font-semibold tracking-wide text-slate-500 uppercase md:not-sr-only md:block md:px-2.5 md:pb-2">Settings</h2>
      <ul className="flex gap-1 overflow-x-auto md:block md:space-y-0.5">
        {SETTINGS_PAGES.filter((page) => canUse(page, session)).map((page) => (
          <li key={page.path}>
            <Link
              to={page.path}
              className="flex items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm font-medium whitespace-nowrap text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
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
