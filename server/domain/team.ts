import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Invitation } from '#contract/agents';
import type { Role } from '#contract/permissions';
import type { Db } from '../db/client.ts';
import { agentInvites, agents, organizations, sessions } from '../db/schema.ts';
import { InputError } from './errors.ts';
import { hashPassword, sha256Hex } from './secrets.ts';
import { callerCache } from './caller-cache.ts';

// The team: invitations to join it (revoked, accepted), and changes to its agents (role, deactivation).

const INVITATION_GONE = 'this invitation is unknown, already used, revoked or expired: ask for a new one';

/** Revokes a pending invitation of the organization; false when there is none of that id. */
export async function revokeInvite(db: Db, organizationId: number, id: number, now: Date): Promise<boolean> {
  // A revoked invitation is expired at once: its token no longer admits anyone.
  const rows = await db
    .update(agentInvites)
    .set({ expiresAt: now })
    .where(and(eq(agentInvites.organizationId, organizationId), eq(agentInvites.id, id), isNull(agentInvites.acceptedAt), gt(agentInvites.expiresAt, now)))
    .returning({ id: agentInvites.id });
  return rows.length > 0;
}

async function pendingByToken(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ invite: agentInvites, organization: { id: organizations.id, name: organizations.name } })
    .from(agentInvites)
    .innerJoin(organizations, eq(organizations.id, agentInvites.organizationId))
    .where(and(eq(agentInvites.tokenHash, sha256Hex(token)), isNull(agentInvites.acceptedAt), gt(agentInvites.expiresAt, now)));
  return row;
}

/** What the invitation page shows before joining; undefined when the token admits no one. */
export async function invitationByToken(db: Db, token: string, now: Date): Promise<Invitation | undefined> {
  const row = await pendingByToken(db, token, now);
  if (!row) return undefined;
  const [inviter] = row.invite.invitedById
    ? await db.select({ id: agents.id, name: agents.name, email: agents.email }).from(agents).where(eq(agents.id, row.invite.invitedById))
    : [];
  return {
    email: row.invite.email,
    role: row.invite.role,
    organization: row.organization,
    invited_by: inviter ?? null,
    expires: row.invite.expiresAt.toISOString(),
  };
}

/** Joins the team with an invitation: a new agent of its role, the invitation used. Answers the agent's email. */
export async function acceptInvitation(db: Db, input: { token: string; name: string; password: string }, now: Date): Promise<{ organizationId: number; email: string }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const row = await pendingByToken(tx, input.token, now);
    if (!row) throw new InputError(INVITATION_GONE, 404);
    const used = await tx
      .update(agentInvites)
      .set({ acceptedAt: now })
      .where(and(eq(agentInvites.id, row.invite.id), isNull(agentInvites.acceptedAt)))
      .returning({ id: agentInvites.id });
    if (used.length === 0) throw new InputError(INVITATION_GONE, 404);
    const [existing] = await tx
      .select({ id: agents.id, active: agents.active })
      .from(agents)
      .where(and(eq(agents.organizationId, row.invite.organizationId), eq(agents.email, row.invite.email)));
    if (existing?.active) throw new InputError(`${row.invite.email} is already an agent of this organization: sign in instead`, 409);
    if (existing) {
      // A former teammate invited back: the same agent (and history) again.
      await tx.update(agents).set({ active: true, name: input.name, role: row.invite.role, passwordHash }).where(eq(agents.id, existing.id));
    } else {
      await tx.insert(agents).values({ organizationId: row.invite.organizationId, email: row.invite.email, name: input.name, role: row.invite.role, passwordHash, createdAt: now });
    }
    return { organizationId: row.invite.organizationId, email: row.invite.email };
  });
}

/** Loads an agent another agent wants to change, refusing what may not be done to them. */
async function changeableAgent(db: Db, organizationId: number, id: number, byAgentId: number | null) {
  const [agent] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.organizationId, organizationId), eq(agents.id, id), eq(agents.active, true)));
  if (!agent) return undefined;
  if (agent.role === 'owner') throw new InputError('the owner of the organization cannot be changed or deactivated', 403);
  if (byAgentId === agent.id) throw new InputError('you cannot change your own role or deactivate yourself: ask another admin', 403);
  return agent;
}

export async function setAgentRole(db: Db, organizationId: number, id: number, role: Exclude<Role, 'owner'>, byAgentId: number | null): Promise<boolean> {
  const agent = await changeableAgent(db, organizationId, id, byAgentId);
  if (!agent) return false;
  await db.update(agents).set({ role }).where(eq(agents.id, id));
  callerCache.forget({ agentId: id });
  return true;
}

/** Deactivates an agent: they can no longer sign in, their sessions end at once, their history stays. */
export async function deactivateAgent(db: Db, organizationId: number, id: number, byAgentId: number | null, now: Date): Promise<boolean> {
  const agent = await changeableAgent(db, organizationId, id, byAgentId);
  if (!agent) return false;
  await db.transaction(async (tx) => {
    await tx.update(agents).set({ active: false }).where(eq(agents.id, id));
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.agentId, id), isNull(sessions.revokedAt)));
  });
  callerCache.forget({ agentId: id });
  return true;
}
