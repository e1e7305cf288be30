import { eq, like, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { canonicalTimeZone } from '#contract/organization';
import { freeSlug, slugify as makeSlug } from '#contract/slug';
import type { Db } from '../db/client.ts';
import { organizations } from '../db/schema.ts';
import { createAgent } from './agents.ts';
import { createApiKey } from './api-keys.ts';
import { InputError } from './errors.ts';
import { permissionsForRole } from './permissions.ts';
import { generatePassword } from './secrets.ts';

/** A name as a host label of the demo addresses ("Acme Inc." -> "acme-inc"). */
export function slugify(name: string): string {
  return makeSlug(name, 'org', 40);
}

/** The organization's slug (its help site's path): the name's, made unique with -2, -3 ... */
async function freeOrganizationSlug(tx: Db, name: string): Promise<string> {
  // One organization created at a time per slug: two "Acme" at once would both find "acme" free.
  const base = makeSlug(name, 'help', 60);
  await tx.execute(sql`select pg_advisory_xact_lock(727006, hashtext(${base}))`);
  const rows = await tx
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(or(eq(organizations.slug, base), like(organizations.slug, `${base}-%`)));
  return freeSlug(base, new Set(rows.map((r) => r.slug)), 60);
}

export interface CreatedOrganization {
  organization: { id: number; name: string; timezone: string };
  owner: { id: number; email: string; name: string; password: string };
  api_key: string;
  api_key_id: number;
}

/** An organization with its owner (a generated password) and an owner API key holding every permission. */
export async function createOrganization(
  db: Db,
  input: { name: string; timezone?: string; ownerEmail?: string; ownerName?: string; ownerPassword?: string },
): Promise<CreatedOrganization> {
  const name = input.name.trim();
  if (!name) throw new InputError('name is required');
  if (name.length > 200) throw new InputError('name must be at most 200 characters');
  const timezone = canonicalTimeZone(input.timezone ?? 'UTC');
  if (!timezone) throw new InputError(`timezone ${input.timezone} is not an IANA time zone (e.g. Europe/Paris)`);
  const ownerEmail = input.ownerEmail ?? `owner@${slugify(name)}.example.com`;
  if (!z.email().safeParse(ownerEmail).success) throw new InputError(`owner email ${ownerEmail} is not a valid email address`);
  const password = input.ownerPassword ?? generatePassword();

  return db.transaction(async (tx) => {
    const slug = await freeOrganizationSlug(tx, name);
    const [org] = await tx.insert(organizations).values({ name, slug, timezone }).returning();
    const owner = await createAgent(tx, {
      organizationId: org!.id,
      email: ownerEmail,
      name: input.ownerName ?? 'Owner',
      role: 'owner',
      password,
    });
    const key = await createApiKey(tx, {
      organizationId: org!.id,
      name: 'Owner key',
      permissions: permissionsForRole('owner'),
      createdById: owner.id,
    });
    return {
      organization: { id: org!.id, name: org!.name, timezone: org!.timezone },
      owner: { id: owner.id, email: owner.email, name: owner.name, password },
      api_key: key.key,
      api_key_id: key.id,
    };
  });
}
