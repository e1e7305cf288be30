import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminsOnlyNotice } from '../../components/admins-only-notice';
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
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6">
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
        <AdminsOnlyNotice what="This page is" organization={session.organization.name} need="something changed here" />
      )}
    </div>
  );
}
