import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Role } from '#contract/permissions';
import type { Db } from '../db/client.ts';
import { agents, organizations } from '../db/schema.ts';
import { createOrganization, type CreatedOrganization } from './organizations.ts';
import { generatePassword, hashPassword } from './secrets.ts';
import { DEMO_OPENING_CONVERSATION } from './seed/demo-opening-conversation.ts';
import { seedDemoKnowledge } from './seed/seed-demo-knowledge.ts';
import { seedDemoServiceLevels } from './seed/seed-demo-service-levels.ts';
import { seedDemoSnippets } from './seed/seed-demo-snippets.ts';
import { seedOrganization } from './seed/seed-organization.ts';

export const DEMO_CONVERSATIONS = 150;
/** One domain for the demo's sign-ins and its channel addresses, so what is printed matches what is shown. */
export const DEMO_DOMAIN = 'acme-support.example.com';

export interface DemoSignIn {
  role: Role;
  name: string;
  email: string;
  password: string;
}

export interface DemoOrganization extends CreatedOrganization {
  /** One sign-in per role (owner, admin, agent), to try the dashboard as each. */
  signIns: DemoSignIn[];
}

/**
 * On the first start of an empty database: a demo organization with agents, channels, contacts, conversations,
 * AI answers about its own product (queued: the job worker makes them ready) and snippets, so the product can be
 * tried at once. Returns its credentials, or undefined when the
 * database already holds an organization. Safe when several servers start together on one PostgreSQL.
 */
export async function ensureDemoOrganization(db: Db): Promise<DemoOrganization | undefined> {
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727003)`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(organizations);
    if ((row?.n ?? 0) > 0) return undefined;
    return createOrganization(tx, {
      name: 'Acme Support',
      timezone: 'Europe/Paris',
      ownerEmail: `demo@${DEMO_DOMAIN}`,
      ownerName: 'Dana Demo',
    });
  });
  if (!created) return undefined;
  const organizationId = created.organization.id;
  await seedOrganization(db, organizationId, { conversations: DEMO_CONVERSATIONS, domain: DEMO_DOMAIN, opening: DEMO_OPENING_CONVERSATION });
  const owner: DemoSignIn = { role: 'owner', name: created.owner.name, email: created.owner.email, password: created.owner.password };
  const signIns = [owner, ...(await teammateSignIns(db, organizationId))];
  // After the sign-ins: an escalation snippet assigns to the admin they made.
  const now = new Date();
  await seedDemoKnowledge(db, organizationId, now);
  await seedDemoSnippets(db, organizationId, now);
  await seedDemoServiceLevels(db, organizationId, now);
  return { ...created, signIns };
}

/**
 * Passwords for two seeded teammates (seeded agents have none anyone knows), the first made an admin, so the
 * dashboard can be tried as each role.
 */
async function teammateSignIns(db: Db, organizationId: number): Promise<DemoSignIn[]> {
  const teammates = await db
    .select({ id: agents.id, name: agents.name, email: agents.email })
    .from(agents)
    .where(and(eq(agents.organizationId, organizationId), ne(agents.role, 'owner'), eq(agents.active, true)))
    .orderBy(asc(agents.id))
    .limit(2);
  const roles = ['admin', 'agent'] as const;
  return Promise.all(
    teammates.map(async (agent, i) => {
      const role = roles[i]!;
      const password = generatePassword();
      await db.update(agents).set({ role, passwordHash: await hashPassword(password) }).where(eq(agents.id, agent.id));
      return { role, name: agent.name, email: agent.email, password };
    }),
  );
}
