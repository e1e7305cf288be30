import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ConnectionStatus } from '../../features/live/connection-status';
import { useLeaveAllPresence } from '../../features/live/live-context';
import { sessionQueryOptions, useSignOut } from '../../features/session/api/session';
import { Button } from '../ui/button';

export const PRODUCT_NAME = 'Support Inbox';

export function AppHeader() {
  const { data: session } = useQuery(sessionQueryOptions());
  const signOut = useSignOut();
  const leaveAll = useLeaveAllPresence();
  return (
    <header className="flex h-14 shrink-0 items-center gap-4 border-b border-slate-200 bg-white px-4">
      <Link to="/inbox" className="flex items-center gap-2 font-semibold text-slate-900">
        <span aria-hidden="true" className="inline-block size-6 rounded-md bg-indigo-600" />
        <span>{PRODUCT_NAME}</span>
      </Link>
      <ConnectionStatus />
      {session && (
        <div className="ml-auto flex items-center gap-3 text-sm text-slate-700">
          <span>
            <span className="font-medium text-slate-900">{session.agent.name}</span>
            <span className="text-slate-500"> · {session.organization.name}</span>
          </span>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void leaveAll().then(() => signOut.mutate())}
          >
            Sign out
          </Button>
        </div>
      )}
    </header>
  );
}
