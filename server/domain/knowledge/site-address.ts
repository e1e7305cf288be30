import { and, count, eq } from 'drizzle-orm';
import { DomainVerificationSchema } from '#contract/knowledge';
import type { KnowledgeSite, UpdateKnowledgeSiteBody } from '#contract/knowledge-articles';
import type { Db } from '../../db/client.ts';
import { knowledgeArticles, organizations } from '../../db/schema.ts';
import { emitChanges } from '../changes/emit.ts';
import type { Actor } from '../conversations/events.ts';
import { InputError } from '../errors.ts';
import { checkContactChannel, contactChannel } from './contact-channel.ts';

// Where an organization's help site is. Always at PUBLIC_URL/help/<organization slug>/, which works before any
// DNS; at the root of its own domain once GET /knowledge/verify found the CNAME, with the scheme the server
// itself is reached with (https in production, http on a laptop).

export type SiteAddress = Pick<KnowledgeSite, 'url' | 'path_url' | 'domain' | 'domain_status'> & { slug: string };

/** `base`: PUBLIC_URL, or the origin the request came to; without a trailing slash. */
export async function siteAddress(db: Db, organizationId: number, base: string): Promise<SiteAddress | undefined> {
  const [row] = await db
    .select({ slug: organizations.slug, domain: organizations.knowledgeDomain, check: organizations.knowledgeCheck })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!row) return undefined;
  const root = base.replace(/\/+$/, '');
  const pathUrl = `${root}/help/${row.slug}/`;
  const check = DomainVerificationSchema.safeParse(row.check);
  const domainStatus = !row.domain ? 'none' : check.success ? check.data.status : 'unchecked';
  const scheme = root.startsWith('https:') ? 'https' : 'http';
  return {
    slug: row.slug,
    url: domainStatus === 'verified' ? `${scheme}://${row.domain}/` : pathUrl,
    path_url: pathUrl,
    domain: row.domain,
    domain_status: domainStatus,
  };
}

export async function knowledgeSite(db: Db, organizationId: number, base: string): Promise<KnowledgeSite | undefined> {
  const address = await siteAddress(db, organizationId, base);
  if (!address) return undefined;
  const [published] = await db
    .select({ n: count() })
    .from(knowledgeArticles)
    .where(and(eq(knowledgeArticles.organizationId, organizationId), eq(knowledgeArticles.status, 'published')));
  const [setting] = await db
    .select({ chosen: organizations.knowledgeContactChannelId })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const { slug: _slug, ...site } = address;
  return {
    ...site,
    published_articles: Number(published?.n ?? 0),
    contact_channel_id: setting?.chosen ?? null,
    contact_channel: (await contactChannel(db, organizationId)) ?? null,
  };
}

/** Chooses the contact form's channel (null: the first active one), with `knowledge_site.updated` when it changed. */
export async function updateKnowledgeSite(
  db: Db,
  organizationId: number,
  body: UpdateKnowledgeSiteBody,
  opts: { actor: Actor; now: Date; base: string },
): Promise<KnowledgeSite> {
  const problem = body.contact_channel_id === null ? undefined : await checkContactChannel(db, organizationId, body.contact_channel_id);
  if (problem) throw new InputError(problem);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ chosen: organizations.knowledgeContactChannelId })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('no key update');
    if (before?.chosen !== body.contact_channel_id) {
      await tx.update(organizations).set({ knowledgeContactChannelId: body.contact_channel_id }).where(eq(organizations.id, organizationId));
    }
    const site = (await knowledgeSite(tx, organizationId, opts.base))!;
    if (before?.chosen !== body.contact_channel_id) {
      await emitChanges(tx, organizationId, opts.actor, [{ type: 'knowledge_site.updated', payload: { site } }], opts.now);
    }
    return site;
  });
}
