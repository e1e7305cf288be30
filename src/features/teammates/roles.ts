import type { Agent } from '#contract/agents';
import type { Role } from '#contract/permissions';

export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', admin: 'Admin', agent: 'Agent' };

/** What each role may do, in a sentence: shown where a role is chosen. */
export const ROLE_DESCRIPTIONS: Record<'admin' | 'agent', string> = {
  agent: 'Works conversations: replies, notes, assignments, tags.',
  admin: 'Also invites and manages teammates, API keys and the settings.',
};

export function roleOf(agent: Agent): Role {
  if (agent.owner) return 'owner';
  return agent.roles?.[0] ?? 'agent';
}
