import { createFileRoute, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../components/layout/app-header';
import { invitationQueryOptions, useInvitation } from '../features/teammates/api/get-invitation';
import {
  AcceptInvite,
  AcceptInviteShell,
  AcceptInviteSkeleton,
  InvitationError,
  InvitationUnusable,
} from '../features/teammates/components/accept-invite-card';
import { isApiError } from '../lib/api-client';
import { searchParams, text } from '../lib/search-params';

// Where an invited person joins the team: outside the signed-in shell, like sign-in. The token is the secret
// of the link (/accept-invite?token=...); joining signs them in and opens the inbox.
export const Route = createFileRoute('/accept-invite')({
  validateSearch: searchParams({ token: text({ min: 1, max: 200 }) }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ context: { queryClient }, deps }) =>
    deps.token ? queryClient.ensureQueryData(invitationQueryOptions(deps.token)) : undefined,
  pendingComponent: () => (
    <AcceptInviteShell productName={PRODUCT_NAME}>
      <AcceptInviteSkeleton />
    </AcceptInviteShell>
  ),
  errorComponent: AcceptInviteFailed,
  component: AcceptInviteRoute,
});

function AcceptInviteRoute() {
  const { token } = Route.useSearch();
  return (
    <AcceptInviteShell productName={PRODUCT_NAME}>
      {token ? <Invitation token={token} /> : <InvitationUnusable reason="missing" />}
    </AcceptInviteShell>
  );
}

function Invitation({ token }: { token: string }) {
  const { data: invitation } = useInvitation(token);
  const navigate = Route.useNavigate();
  return <AcceptInvite token={token} invitation={invitation} onJoined={() => navigate({ to: '/inbox', replace: true })} />;
}

function AcceptInviteFailed({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <AcceptInviteShell productName={PRODUCT_NAME}>
      {isApiError(error) && error.status === 404 ? (
        <InvitationUnusable reason="gone" />
      ) : (
        <InvitationError
          message={error instanceof Error ? error.message : 'Something went wrong.'}
          onRetry={() => void router.invalidate()}
        />
      )}
    </AcceptInviteShell>
  );
}
