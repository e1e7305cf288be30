import { Link } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';

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
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <div>
        <p className="font-medium text-slate-900">Reports are for owners and admins of {organization}.</p>
        <p className="mt-1">
          You are signed in as an agent. Ask an admin if you need the team’s figures.{' '}
          <Link to="/inbox" className="font-medium text-indigo-700 underline">
            Back to the inbox
          </Link>
        </p>
      </div>
    </div>
  );
}
