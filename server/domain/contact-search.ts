import { sql, type SQL } from 'drizzle-orm';
import type { Contact } from '#contract/contacts';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { isoTimestamp } from '../db/sql-json.ts';
import { containsPattern } from './like-pattern.ts';

// The keys of contacts_org_name_key_idx and contacts_org_email_key_idx: case-insensitive, in byte order, so that
// a prefix is a range of the index and its first rows come in order without a sort.
const NAME_KEY = sql.raw(`(lower(name) collate "C")`);
const EMAIL_KEY = sql.raw(`(lower(email) collate "C")`);
const COLUMNS = sql.raw(`id, name, email, session_uuid, ${isoTimestamp('created_at')} as created`);

type Row = Contact & { rank: number };

/**
 * Trusted contacts (no session_uuid) matching the query, case-insensitively: with "@" only addresses are
 * searched, otherwise names and addresses. Exact matches come first, then names starting with the query, then
 * addresses starting with it, then the rest that contain it. Each group is in name order (the addresses' group
 * in address order), case-insensitive. Without a query: every trusted contact by name.
 *
 * The exact and prefix groups are ranges of btree indexes read in order, so a common first name ("Giulia" among
 * 400,000 contacts) answers without sorting its thousands of matches. Only when they fill less than the page is
 * the substring match asked (trigram indexes), for what is left.
 */
export async function searchContacts(
  db: Db,
  organizationId: number,
  input: { query?: string | undefined; limit: number },
): Promise<Contact[]> {
  const query = input.query?.trim() ?? '';
  const trusted = sql`organization_id = ${organizationId} and session_uuid is null`;
  if (!query) return select(db, sql`select ${COLUMNS} from contacts where ${trusted} order by ${NAME_KEY}, id limit ${input.limit}`);

  const emailsOnly = query.includes('@');
  const prefix = sql`lower(${query.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%'`;
  const branch = (rank: number, where: SQL, key: SQL, readOrder = key) =>
    sql`(select ${COLUMNS}, ${rank} as rank, ${key} as sort_key from contacts where ${trusted} and ${where} order by ${readOrder}, id limit ${input.limit})`;
  const branches = [
    // Exact name and exact address apart, each read from its own index (an "or" of them, or the address read in
    // name order, walked the whole name index at 400,000 contacts). An address is one trusted contact at most.
    branch(0, sql`${EMAIL_KEY} = lower(${query})`, NAME_KEY, EMAIL_KEY),
    ...(emailsOnly ? [] : [branch(0, sql`${NAME_KEY} = lower(${query})`, NAME_KEY), branch(1, sql`${NAME_KEY} like ${prefix}`, NAME_KEY)]),
    branch(2, sql`${EMAIL_KEY} like ${prefix}`, EMAIL_KEY),
  ];
  // A contact in several groups counts in its first. Each branch's first `limit` rows are enough: rows it shares
  // with an earlier group are answered there, ahead of its own.
  const ranked = await select(
    db,
    sql`select id, name, email, session_uuid, created from (
          select distinct on (id) * from (${sql.join(branches, sql` union all `)}) b order by id, rank
        ) d order by rank, sort_key, id limit ${input.limit}`,
  );
  if (ranked.length === input.limit) return ranked;

  const pattern = containsPattern(query);
  const contains = emailsOnly ? sql`email ilike ${pattern}` : sql`(name ilike ${pattern} or email ilike ${pattern})`;
  const seen = ranked.length ? sql`and id not in (${sql.join(ranked.map((c) => sql`${c.id}`), sql`, `)})` : sql``;
  const rest = await select(
    db,
    sql`select ${COLUMNS} from contacts where ${trusted} and ${contains} ${seen} order by ${NAME_KEY}, id limit ${input.limit - ranked.length}`,
  );
  return [...ranked, ...rest];
}

async function select(db: Db, statement: SQL): Promise<Contact[]> {
  const rows = await queryRows<Row>(db, statement);
  return rows.map((r) => ({ id: Number(r.id), name: r.name, email: r.email, session_uuid: r.session_uuid, created: r.created }));
}
