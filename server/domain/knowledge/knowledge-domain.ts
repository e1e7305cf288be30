import { and, eq, sql } from 'drizzle-orm';
import { DomainVerificationSchema, type DomainVerification, type KnowledgeDomain } from '#contract/knowledge';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { InputError } from '../errors.ts';
import { lookupCname } from './cname-lookup.ts';

export interface KnowledgeDnsOptions {
  /** Where domains must point (KNOWLEDGE_CNAME_TARGET), lower case. */
  cnameTarget: string;
  /** DNS_SERVERS; the system's resolvers when absent. */
  dnsServers?: string[] | undefined;
  boundMs?: number;
}

type OrgRow = Pick<typeof organizations.$inferSelect, 'knowledgeDomain' | 'knowledgeCheck' | 'knowledgeCheckedAt'>;

const columns = {
  knowledgeDomain: organizations.knowledgeDomain,
  knowledgeCheck: organizations.knowledgeCheck,
  knowledgeCheckedAt: organizations.knowledgeCheckedAt,
};

function view(row: OrgRow | undefined, cnameTarget: string): KnowledgeDomain {
  const domain = row?.knowledgeDomain ?? null;
  // Stored by verifyKnowledgeDomain below; anything else (a hand-edited row) reads as "not checked yet".
  const check = DomainVerificationSchema.safeParse(row?.knowledgeCheck);
  const lastCheck = domain && check.success && row?.knowledgeCheckedAt ? { ...check.data, checked: row.knowledgeCheckedAt.toISOString() } : null;
  return { domain, cname_target: cnameTarget, last_check: lastCheck };
}

export async function getKnowledgeDomain(db: Db, organizationId: number, cnameTarget: string): Promise<KnowledgeDomain> {
  const [row] = await db.select(columns).from(organizations).where(eq(organizations.id, organizationId));
  return view(row, cnameTarget);
}

/** Sets the domain (already validated and normalized). Another domain than before forgets the last check. */
export async function setKnowledgeDomain(db: Db, organizationId: number, domain: string, cnameTarget: string): Promise<KnowledgeDomain> {
  const changed = sql`${organizations.knowledgeDomain} is distinct from ${domain}`;
  const [row] = await db
    .update(organizations)
    .set({
      knowledgeDomain: domain,
      knowledgeCheck: sql`case when ${changed} then null else ${organizations.knowledgeCheck} end`,
      knowledgeCheckedAt: sql`case when ${changed} then null else ${organizations.knowledgeCheckedAt} end`,
    })
    .where(eq(organizations.id, organizationId))
    .returning(columns);
  return view(row, cnameTarget);
}

export async function clearKnowledgeDomain(db: Db, organizationId: number, cnameTarget: string): Promise<KnowledgeDomain> {
  const [row] = await db
    .update(organizations)
    .set({ knowledgeDomain: null, knowledgeCheck: null, knowledgeCheckedAt: null })
    .where(eq(organizations.id, organizationId))
    .returning(columns);
  return view(row, cnameTarget);
}

/** Compares the domain's CNAME (trailing dot and case ignored) with the target. */
export function judgeCname(domain: string, cnameTarget: string, found: string[]): DomainVerification {
  const verification = { type: 'CNAME' as const, name: domain, value: cnameTarget };
  if (found.length === 0) return { status: 'pending', verification };
  if (found.includes(cnameTarget)) return { status: 'verified', verification };
  return { status: 'misconfigured', verification, found: found[0]! };
}

/**
 * Looks the organization's domain up over DNS and stores the answer with its time. A failed lookup (DnsLookupError)
 * stores nothing: it says nothing about the domain. No domain set: 400.
 */
export async function verifyKnowledgeDomain(db: Db, organizationId: number, opts: KnowledgeDnsOptions & { now: Date }): Promise<DomainVerification> {
  const { domain } = await getKnowledgeDomain(db, organizationId, opts.cnameTarget);
  if (!domain) throw new InputError('no knowledge site domain is set: set one with PUT /knowledge/domain first');
  const found = await lookupCname(domain, { servers: opts.dnsServers, boundMs: opts.boundMs });
  const result = judgeCname(domain, opts.cnameTarget, found);
  // Only if the domain is still the one looked up: a change meanwhile must not inherit this answer.
  await db
    .update(organizations)
    .set({ knowledgeCheck: result, knowledgeCheckedAt: opts.now })
    .where(and(eq(organizations.id, organizationId), eq(organizations.knowledgeDomain, domain)));
  return result;
}
