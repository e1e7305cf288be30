import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents, channels, organizations } from '../../db/schema.ts';
import { slugify } from '../organizations.ts';
import { generatePassword, hashPassword } from '../secrets.ts';
import type { SeedAgent, SeedChannel } from './drafts.ts';
import { sample, type Random } from './random.ts';
import { AGENT_NAMES } from './vocabulary.ts';

// The channels and agents a seeded inbox needs before any conversation: created only when missing.

export const MIN_CHANNELS = 2;
export const MIN_AGENTS = 3;

const CHANNEL_CANDIDATES = [
  { local: 'support', name: 'Support' },
  { local: 'billing', name: 'Billing' },
  { local: 'help', name: 'Help desk' },
  { local: 'sales', name: 'Sales' },
] as const;

/** `<org-slug>-<id>.example.com`: the id makes it unique, since channel addresses are unique across organizations. */
export async function demoDomainOf(db: Db, organizationId: number): Promise<string> {
  const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  if (!org) throw new Error(`organization ${organizationId} does not exist`);
  return `${slugify(org.name)}-${organizationId}.example.com`;
}

export async function ensureChannels(
  db: Db,
  organizationId: number,
  domain: string,
  createdAt: Date,
): Promise<{ channels: SeedChannel[]; created: number }> {
  const select = { id: channels.id, email: channels.email, name: channels.name };
  const existing = await db.select(select).from(channels).where(eq(channels.organizationId, organizationId));
  let created = 0;
  for (const candidate of CHANNEL_CANDIDATES) {
    if (existing.length >= MIN_CHANNELS) break;
    const email = `${candidate.local}@${domain}`;
    if (existing.some((c) => c.email === email)) continue;
    const rows = await db
      .insert(channels)
      .values({ organizationId, email, name: candidate.name, createdAt })
      .onConflictDoNothing()
      .returning(select);
    existing.push(...rows);
    created += rows.length;
  }
  return { channels: existing, created };
}

export async function ensureAgents(
  db: Db,
  organizationId: number,
  domain: string,
  createdAt: Date,
  random: Random,
): Promise<{ agents: SeedAgent[]; created: number }> {
  const all = await db
    .select({ id: agents.id, name: agents.name, email: agents.email, role: agents.role, active: agents.active })
    .from(agents)
    .where(eq(agents.organizationId, organizationId));
  const active: SeedAgent[] = all.filter((a) => a.active).map(({ id, name }) => ({ id, name }));
  const missing = MIN_AGENTS - active.length;
  if (missing <= 0) return { agents: active, created: 0 };

  const taken = new Set(all.map((a) => a.email));
  const candidates = sample(random, AGENT_NAMES, AGENT_NAMES.length)
    .map((name) => ({ name, email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${domain}` }))
    .filter((c) => !taken.has(c.email))
    .slice(0, missing);
  if (candidates.length < missing) throw new Error(`not enough unused demo agent names in organization ${organizationId}`);
  // One argon2 hash shared by every seeded agent, since hashing is deliberately slow. Nobody knows the
  // password: seeded agents are there to be assigned and to reply.
  const passwordHash = await hashPassword(generatePassword());
  const hasAdmin = all.some((a) => a.active && (a.role === 'admin' || a.role === 'owner'));
  const rows = await db
    .insert(agents)
    .values(
      candidates.map((c, i) => {
        const role = !hasAdmin && i === 0 ? ('admin' as const) : ('agent' as const);
        return { organizationId, name: c.name, email: c.email, role, passwordHash, createdAt };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: agents.id, name: agents.name });
  return { agents: [...active, ...rows], created: rows.length };
}
