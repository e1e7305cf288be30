import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../server/db/client.ts';
import { queryRows } from '../../server/db/query-rows.ts';
import { searchContacts } from '../../server/domain/contact-search.ts';
import { COMPANY_DOMAINS, FIRST_NAMES, LAST_NAMES, WEBMAIL_DOMAINS } from '../../server/domain/seed/vocabulary.ts';
import { capture } from './capture.ts';
import type { LoadCase } from './cases.ts';
import type { LatencyBudget } from './report.ts';

// GET /contacts?query= (the compose form's recipient search) over an organization of `target` contacts: the seed
// makes fewer than a conversation each, so the rest are written here in SQL, set-based.

const LIMIT = 10;
const CHUNK = 50_000;

/** "Zoë O'Brien" -> "zoeobrien", as the seed makes mailbox names. */
const mailboxPart = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

async function contactCount(db: Db, organizationId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from contacts where organization_id = ${organizationId}`);
  return Number(row?.n ?? 0);
}

/** Adds contacts until the organization has `target` (first.last.N@domain: never one the seed made). Answers how many it has. */
export async function topUpContacts(db: Db, organizationId: number, target: number): Promise<number> {
  const have = await contactCount(db, organizationId);
  const firsts = [...FIRST_NAMES];
  const lasts = [...LAST_NAMES];
  const domains = [...WEBMAIL_DOMAINS, ...COMPANY_DOMAINS];
  for (let from = have; from < target; from += CHUNK) {
    const to = Math.min(target, from + CHUNK) - 1;
    // Names cycle through every first-last pair; created times spread over the last two years. The word lists
    // travel as JSON arrays (indexed from 0 with ->>).
    await db.execute(sql`
      insert into contacts (organization_id, name, email, created_at)
      select ${organizationId}::bigint,
             (${JSON.stringify(firsts)}::jsonb ->> (n % ${firsts.length})) || ' ' || (${JSON.stringify(lasts)}::jsonb ->> ((n / ${firsts.length}) % ${lasts.length})),
             (${JSON.stringify(firsts.map(mailboxPart))}::jsonb ->> (n % ${firsts.length})) || '.' ||
               (${JSON.stringify(lasts.map(mailboxPart))}::jsonb ->> ((n / ${firsts.length}) % ${lasts.length})) || '.' || n || '@' ||
               (${JSON.stringify(domains)}::jsonb ->> (n % ${domains.length})),
             now() - (n % 730) * interval '1 day'
      from generate_series(${from}::int, ${to}::int) as n
      on conflict do nothing`);
  }
  await db.execute(sql`analyze contacts`);
  return contactCount(db, organizationId);
}

/** The search for the commonest first name: as many matches as a name typed in the form finds. */
export async function contactsCase(database: Database, organizationId: number, contactCount: number, budget: LatencyBudget): Promise<LoadCase> {
  const [common] = await queryRows<{ word: string; n: number }>(
    database.db,
    sql`select split_part(name, ' ', 1) as word, count(*)::int as n from contacts
        where organization_id = ${organizationId} and session_uuid is null and split_part(name, ' ', 1) ~ '^[A-Za-z]+$'
        group by 1 order by 2 desc limit 1`,
  );
  const query = common?.word ?? 'Emma';
  let found = 0;
  const statements = await capture(database, async (db) => {
    found = (await searchContacts(db, organizationId, { query, limit: LIMIT })).length;
  });
  return {
    name: 'contacts: name search',
    http: { method: 'GET', path: `/api/contacts?${new URLSearchParams({ query, limit: String(LIMIT) })}` },
    statements,
    ratioBudget: false,
    budget,
    note: `"${query}" in ${contactCount.toLocaleString('en-US')} contacts, ~${Number(common?.n ?? 0).toLocaleString('en-US')} by that name, ${found} answered`,
  };
}
