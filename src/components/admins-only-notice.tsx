import { Link } from '@tanstack/react-router';
import { Lock } from 'lucide-react';

/**
 * What an agent sees on a page for owners and admins (the server would answer 403): why, and the way back to the
 * inbox, never a broken screen. The settings pages and the reports say it the same way.
 */
export function AdminsOnlyNotice({ what, organization, need }: { what: string; organization: string; need: string }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <div>
        <p className="font-medium text-slate-900">
          {what} for owners and admins of {organization}.
        </p>
        <p className="mt-1">
          You are signed in as an agent. Ask an admin if you need {need}.{' '}
          <Link to="/inbox" className="font-medium text-indigo-700 underline">
            Back to the inbox
          </Link>
        </p>
      </div>
    </div>
  );
}
