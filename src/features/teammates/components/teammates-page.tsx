import { useSuspenseQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../../session/api/session';
import { isAdmin } from '../../settings/settings-pages';
import { useTeammates } from '../api/list-teammates';
import { InvitesSection } from './invites-section';
import { TEAM_HEADING_ID, TeamTable } from './team-table';

/** The team, then the pending invitations. */
export function TeammatesPage() {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const { data: agents } = useTeammates();
  const timeZone = session.organization.timezone;
  return (
    <div className="space-y-8">
      <section aria-labelledby="team-heading">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={TEAM_HEADING_ID} tabIndex={-1} className="text-sm font-semibold text-slate-900 focus:outline-none">
            Team <span className="font-normal text-slate-500">({agents.length})</span>
          </h2>
          <p className="text-xs text-slate-500">Times in {timeZone}</p>
        </div>
        <TeamTable agents={agents} meId={session.agent.id} canManage={isAdmin(session)} timeZone={timeZone} />
      </section>
      <InvitesSection canInvite={session.agent.permissions.includes('teammate.invite')} timeZone={timeZone} />
    </div>
  );
}
