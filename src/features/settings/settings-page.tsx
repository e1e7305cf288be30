import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { sessionQueryOptions } from '../session/api/session';
import { canUse, settingsPage, type SettingsPath } from './settings-pages';

/**
 * The frame of a settings page: its title and description, and its content only for those allowed to use it.
 * Anyone else who opens its address is told why, and where to go instead: never a broken screen.
 */
export function SettingsPageFrame({ path, actions, children }: { path: SettingsPath; actions?: ReactNode; children: ReactNode }) {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const page = settingsPage(path);
  return (
    <div className="mx-auto w-full max-w-5xl px-6 py-6">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">{page.label}</h1>
          <p className="mt-1 text-sm text-slate-600">{page.description}</p>
        </div>
        {canUse(page, session) && actions}
      </div>
      {canUse(page, session) ? (
        children
      ) : (
        <div role="status" className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <div>
            <p className="font-medium text-slate-900">This page is for owners and admins of {session.organization.name}.</p>
            <p className="mt-1">
              You are signed in as an agent. Ask an admin if you need something changed here.{' '}
              <Link to="/inbox" className="font-medium text-indigo-700 underline">
                Back to the inbox
              </Link>
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
