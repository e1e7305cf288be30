import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Agent, AgentInvite } from '#contract/agents';
import type { Role } from '#contract/permissions';
import type { Db } from '../db/client.ts';
import { agentInvites, agents } from '../db/schema.ts';
import { InputError } from './errors.ts';
import { permissionsForRole } from './permissions.ts';
import { generatePassword, hashPassword, randomToken, sha256Hex } from './secrets.ts';

export const INVITE_LIFETIME_DAYS = 14;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function checkEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!z.email().safeParse(normalized).success) throw new InputError(`${email} is not a valid email address`);
  return normalized;
}

async function agentEmailTaken(db: Db, organizationId: number, email: string, activeOnly = false): Promise<boolean> {
  const [row] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.organizationId, organizationId), eq(agents.email, email), activeOnly ? eq(agents.active, true) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function createAgent(
  db: Db,
  input: { organizationId: number; email: string; name: string; role: Role; password?: string },
): Promise<{ id: number; email: string; name: string; role: Role; password: string }> {
  const email = checkEmail(input.email);
  const name = input.name.trim();
  if (!name) throw new InputError('name is required');
  if (await agentEmailTaken(db, input.organizationId, email)) {
    throw new InputError(`an agent with the email ${email} already exists in this organization`);
  }
  const password = input.password ?? generatePassword();
  if (password.length < 8) throw new InputError('password must be at least 8 characters');
  const [row] = await db
    .insert(agents)
    .values({ organizationId: input.organizationId, email, name, role: input.role, passwordHash: await hashPassword(password) })
    .returning({ id: agents.id });
  return { id: row!.id, email, name, role: input.role, password };
}

export async function listAgents(db: Db, organizationId: number, complete: boolean): Promise<Agent[]> {
  const rows = await db
    .select()
    .from(agents)
    .where(and(eq(agents.organizationId, organizationId), eq(agents.active, true)))
    .orderBy(asc(agents.name), asc(agents.id));
  return rows.map((a) => ({
    id: a.id,
    name: a.name,
    email: a.email,
    created: a.createdAt.toISOString(),
    ...(complete ? { roles: [a.role], permissions: permissionsForRole(a.role), owner: a.role === 'owner' } : {}),
  }));
}

export async function createInvite(
  db: Db,
  input: { organizationId: number; email: string; role: 'admin' | 'agent'; invitedById?: number | null; now?: Date },
): Promise<AgentInvite & { token: string }> {
  const email = checkEmail(input.email);
  // A former (deactivated) teammate may be invited back.
  if (await agentEmailTaken(db, input.organizationId, email, true)) {
    throw new InputError(`${email} is already an agent of this organization`);
  }
  const now = input.now ?? new Date();
  const token = randomToken(32);
  const [row] = await db
    .insert(agentInvites)
    .values({
      organizationId: input.organizationId,
      email,
      role: input.role,
      invitedById: input.invitedById ?? null,
      tokenHash: sha256Hex(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITE_LIFETIME_DAYS * 86_400_000),
    })
    .returning();
  return {
    id: row!.id,
    email: row!.email,
    role: row!.role,
    created: row!.createdAt.toISOString(),
    expires: row!.expiresAt.toISOString(),
    invited_by: null,
    token,
  };
}

/** Invitations neither accepted nor expired, newest first. */
export async function listPendingInvites(db: Db, organizationId: number, now = new Date()): Promise<AgentInvite[]> {
  const inviter = alias(agents, 'inviter');
  const rows = await db
    .select({ invite: agentInvites, inviter: { id: inviter.id, name: inviter.name, email: inviter.email } })
    .from(agentInvites)
    .leftJoin(inviter, eq(inviter.id, agentInvites.invitedById))
    .where(
      and(
        eq(agentInvites.organizationId, organizationId),
        isNull(agentInvites.acceptedAt),
        gt(agentInvites.expiresAt, now),
      ),
    )
    .orderBy(desc(agentInvites.createdAt), desc(agentInvites.id));
  return rows.map(({ invite, inviter: by }) => ({
    id: invite.id,
    email: invite.email,
    role: invite.role,
    created: invite.createdAt.toISOString(),
    expires: invite.expiresAt.toISOString(),
    invited_by: by && by.id !== null ? by : null,
  }));
}
