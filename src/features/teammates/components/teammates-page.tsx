import { useSuspenseQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../session/api/session';
import { isAdmin } from '../../settings/settings-pages';
import { useTeammates } from '../api/list-teammates';
import { InvitesSection } from './invites-section';
import { TEAM_HEADING_ID, TeamTable } from './team-table';
import { ListHeading } from '../../settings/list-heading';

/** The team, then the pending invitations. */
export function TeammatesPage() {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const { data: agents } = useTeammates();
  const timeZone = session.organization.timezone;
  return (
    <div className="space-y-8">
      <section aria-labelledby="team-heading">
        <ListHeading id={TEAM_HEADING_ID} title="Team" count={agents.length} timeZone={timeZone} />
        <TeamTable agents={agents} meId={session.agent.id} canManage={isAdmin(session)} timeZone={timeZone} />
      </section>
      <InvitesSection canInvite={session.agent.permissions.includes('teammate.invite')} timeZone={timeZone} />
    </div>
  );
}
