import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { UserPlus } from 'lucide-react';
import { Button } from '../components/ui/button';
import { useDialog } from '../components/use-dialog';
import { sessionQueryOptions } from '../features/session/api/session';
import { SettingsPageFrame } from '../features/settings/settings-page';
import { settingsError, settingsPending } from '../features/settings/settings-route-states';
import { invitesQueryOptions } from '../features/teammates/api/list-invites';
import { teammatesQueryOptions } from '../features/teammates/api/list-teammates';
import { InviteDialog } from '../features/teammates/components/invite-dialog';
import { TeammatesPage } from '../features/teammates/components/teammates-page';

// Teammates: the team with roles, pending invitations and inviting, for everyone to see; changes for admins.
export const Route = createFileRoute('/_app/settings/teammates')({
  loader: ({ context: { queryClient, session } }) =>
    Promise.all([
      queryClient.ensureQueryData(teammatesQueryOptions()),
      // Someone who may not invite gets an empty list anyway: no need to ask.
      session.agent.permissions.includes('teammate.invite') ? queryClient.ensureQueryData(invitesQueryOptions()) : null,
    ]),
  pendingComponent: settingsPending('/settings/teammates', 'Loading the team…', 3),
  errorComponent: settingsError('/settings/teammates', 'Couldn’t load the team'),
  component: TeammatesRoute,
});

function TeammatesRoute() {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const inviting = useDialog();
  const canInvite = session.agent.permissions.includes('teammate.invite');
  return (
    <SettingsPageFrame
      path="/settings/teammates"
      actions={
        canInvite && (
          <Button variant="primary" onClick={() => inviting.show()}>
            <UserPlus aria-hidden="true" className="size-4" />
            Invite teammate
          </Button>
        )
      }
    >
      <TeammatesPage />
      {canInvite && <InviteDialog {...inviting.props} organization={session.organization.name} />}
    </SettingsPageFrame>
  );
}
