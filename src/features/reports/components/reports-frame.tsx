import type { ReactNode } from 'react';
import { AdminsOnlyNotice } from '../../../components/admins-only-notice';

/** The reports page's title and description above its content (or above its loading and error states). */
export function ReportsFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-6 py-6">
      <div className="mb-6">
        <h1 className="text-xl font-semibold text-slate-900">Reports</h1>
        <p className="mt-1 text-sm text-slate-600">How the team did over a period, against the period before.</p>
      </div>
      {children}
    </div>
  );
}

/** What an agent sees instead of the reports (the server answers them 403). */
export function ReportsForAdmins({ organization }: { organization: string }) {
  return <AdminsOnlyNotice what="Reports are" organization={organization} need="the team’s figures" />;
}
