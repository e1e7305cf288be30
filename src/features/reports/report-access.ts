import type { Session } from '#contract/session';

/** Reports are for owners and admins: the server answers an agent 403, the dashboard shows them why instead. */
export function canReadReports(session: Session): boolean {
  return session.agent.role === 'owner' || session.agent.role === 'admin';
}
