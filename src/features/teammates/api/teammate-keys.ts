// Query keys of the team page. Mutations invalidate through these, never with no key.
export const teammateKeys = {
  all: ['teammates'] as const,
  /** The active agents with roles, permissions and owner status (GET /agents?complete=true). */
  agents: () => [...teammateKeys.all, 'agents'] as const,
  invites: () => [...teammateKeys.all, 'invites'] as const,
  /** What an invitation link says, before joining (public). */
  invitation: (token: string) => [...teammateKeys.all, 'invitation', token] as const,
};
