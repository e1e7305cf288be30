import { Link } from '@tanstack/react-router';
import { Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Invitation } from '#contract/agents';
import { Skeleton } from '../../../components/ui/skeleton';
import { Button } from '../../../components/ui/button';
import { zonedDateTime } from '../../../components/ui/zoned-time';
import { AcceptInviteForm } from './accept-invite-form';

/** The page around the card: the product's name above, centred, its own <main> (no app shell here). */
export function AcceptInviteShell({ productName, children }: { productName: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-full items-center justify-center bg-slate-50 p-6">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="mb-6 flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-7 rounded-md bg-indigo-600" />
          <span className="text-lg font-semibold text-slate-900">{productName}</span>
        </div>
        {children}
      </div>
    </main>
  );
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Who invites, to which organization, with which role; then the form to join. */
export function AcceptInvite({ token, invitation, onJoined }: { token: string; invitation: Invitation; onJoined: () => Promise<void> }) {
  const role = invitation.role === 'admin' ? 'an admin' : 'an agent';
  return (
    <>
      <h1 className="text-xl font-semibold text-slate-900">Join {invitation.organization.name}</h1>
      <p className="mt-2 text-sm text-slate-600">
        {invitation.invited_by ? (
          <>
            <span className="font-medium text-slate-900">{invitation.invited_by.name}</span> invited you to join{' '}
          </>
        ) : (
          'You are invited to join '
        )}
        <span className="font-medium text-slate-900">{invitation.organization.name}</span> as {role}.
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-slate-50 px-3 py-2 text-sm">
        <dt className="text-slate-500">Email</dt>
        <dd className="break-all text-slate-900">{invitation.email}</dd>
        <dt className="text-slate-500">Role</dt>
        <dd className="text-slate-900">{invitation.role === 'admin' ? 'Admin' : 'Agent'}</dd>
        <dt className="text-slate-500">Valid until</dt>
        <dd className="text-slate-900">
          <time dateTime={invitation.expires}>{zonedDateTime(invitation.expires, browserZone())}</time>
        </dd>
      </dl>
      <AcceptInviteForm token={token} invitation={invitation} onJoined={onJoined} />
    </>
  );
}

/** The link admits no one (unknown, used, revoked, expired) or has no token at all. */
export function InvitationUnusable({ reason }: { reason: 'missing' | 'gone' }) {
  return (
    <div role="alert">
      <div className="flex size-10 items-center justify-center rounded-full bg-amber-50 text-amber-600">
        <Link2Off aria-hidden="true" className="size-5" />
      </div>
      <h1 className="mt-3 text-xl font-semibold text-slate-900">This invitation can’t be used</h1>
      <p className="mt-2 text-sm text-slate-600">
        {reason === 'missing'
          ? 'The link is incomplete: open the whole link you were sent.'
          : 'The link is unknown, already used, revoked or expired. Ask the teammate who invited you for a new one.'}
      </p>
      <p className="mt-4 text-sm text-slate-600">
        Already joined?{' '}
        <Link to="/sign-in" search={{ redirect: undefined, reason: undefined }} className="font-medium text-indigo-700 underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}

/** The invitation could not be read (not a 404: the server or the network failed). */
export function InvitationError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <h1 className="text-xl font-semibold text-slate-900">Couldn’t open the invitation</h1>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function AcceptInviteSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Opening the invitation…</span>
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-4/5" />
      <Skeleton className="mt-6 h-10 w-full" />
      <Skeleton className="mt-4 h-10 w-full" />
      <Skeleton className="mt-4 h-10 w-full" />
    </div>
  );
}
