import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { CONVERSATION_STATUSES, type ConversationOrder, type ConversationPage, type ConversationStatus } from '#contract/conversations';
import type { Db } from '../../db/client.ts';
import type { JsonText } from '../../db/json-text.ts';
import { queryRows } from '../../db/query-rows.ts';
import { agents, contacts, conversations } from '../../db/schema.ts';
import { appSecret } from '../app-secrets.ts';
import { InputError } from '../errors.ts';
import { selectConversationsSql, type ConversationRow } from './conversation-view.ts';
import { commonLexemes, lexemesOf } from './common-lexemes.ts';
import { decodeCursor, encodeCursor, type CursorScope } from './cursor.ts';
import type { ConversationSearch } from './search-query.ts';

// Keyset pagination: each order is an ascending (or, for newest, descending) walk over (key, id), served by
// an index on (organization_id, status, key, id). A page costs the same at any depth: no OFFSET.

interface OrderSpec {
  /** The key column, and how it is written into a cursor (text keeps timestamps' microseconds). */
  key: SQL;
  keyText: SQL;
  keyParam: (value: number | string) => SQL;
  descending: boolean;
}

const timestampKey = (column: SQL): Omit<OrderSpec, 'descending'> => ({
  key: column,
  keyText: sql`(${column})::text`,
  keyParam: (v) => sql`${String(v)}::timestamptz`,
});

const ORDERS: Record<ConversationOrder, OrderSpec> = {
  // Waiting on an agent first, the longest wait on top; then the rest by their last message (migration 0004).
  priority: {
    key: sql`${conversations.priorityKey}`,
    keyText: sql`${conversations.priorityKey}`,
    keyParam: (v) => sql`${Number(v)}::bigint`,
    descending: false,
  },
  longest: { ...timestampKey(sql`${conversations.longestKey}`), descending: false },
  oldest: { ...timestampKey(sql`${conversations.createdAt}`), descending: false },
  newest: { ...timestampKey(sql`${conversations.createdAt}`), descending: true },
  // The soonest unmet SLA due time first (overdue ones are in the past, so first of all); none: last ('infinity').
  due: { ...timestampKey(sql`${conversations.slaDueKey}`), descending: false },
};

/** `sla:due_soon`: a target due within this long, or overdue. */
export const DUE_SOON_MS = 3_600_000;

const SECRET_NAME = 'conversation-cursor';

async function agentIdsByEmail(db: Db, organizationId: number, emails: string[]): Promise<number[]> {
  if (emails.length === 0) return [];
  // Raw rows (queryRows): the query builder's mapping cost more than the statement on PGlite.
  const rows = await queryRows<{ id: number | string; email: string }>(
    db,
    sql`select ${agents.id} as id, ${agents.email} as email from ${agents}
        where ${and(eq(agents.organizationId, organizationId), inArray(agents.email, emails))}`,
  );
  const missing = emails.filter((e) => !rows.some((r) => r.email === e));
  if (missing.length) throw new InputError(`no agent with the email ${missing[0]} in this organization`);
  return rows.map((r) => Number(r.id));
}

// A word typed alone that is an email address: the agent is looking for that customer.
const EMAIL_WORD = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The conditions of the free-text part: every word and phrase must match the conversation (its subject and
 * messages, English stemming) or its contact (name, address, the address's local part and domain). A word that
 * is all stop words ("the") filters nothing. A search that is exactly one email address is answered with that
 * contact's conversations when such a contact exists (quote the address to search message text instead).
 */
async function freeTextFilters(db: Db, organizationId: number, search: ConversationSearch): Promise<{ filters: SQL[]; rare: boolean }> {
  const terms = [
    ...search.words.map((w) => ({ en: sql`plainto_tsquery('english', ${w})`, simple: sql`plainto_tsquery('simple', ${w})` })),
    ...search.phrases.map((p) => ({ en: sql`phraseto_tsquery('english', ${p})`, simple: sql`phraseto_tsquery('simple', ${p})` })),
  ];
  if (terms.length === 0) return { filters: [], rare: false };
  const onlyWord = search.phrases.length === 0 && search.words.length === 1 ? search.words[0]! : undefined;
  if (onlyWord && EMAIL_WORD.test(onlyWord)) {
    const [contact] = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.organizationId, organizationId), eq(contacts.email, onlyWord), isNull(contacts.sessionUuid)));
    if (contact) return { filters: [eq(conversations.contactId, contact.id)], rare: false };
  }
  // One round trip turns every term into its two tsqueries (as text, so the plans see constants).
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`select ${sql.join(
      terms.flatMap((t, i) => [sql`(${t.en})::text as ${sql.raw(`en${i}`)}`, sql`(${t.simple})::text as ${sql.raw(`simple${i}`)}`]),
      sql`, `,
    )}`,
  );
  // Every term as "its English form or its exact words", all of them required: one tsquery over the document
  // that holds the conversation's words and its contact's (migration 0014), so any number of words is one scan.
  const required: string[] = [];
  const common = await commonLexemes(db);
  let rare = false;
  for (let i = 0; i < terms.length; i++) {
    const en = row?.[`en${i}`] ?? '';
    const simple = row?.[`simple${i}`] ?? '';
    if (en === '') continue; // stop words only
    required.push(simple === '' || simple === en ? `(${en})` : `(${en} | ${simple})`);
    // A term none of whose words the statistics know as common (common-lexemes.ts).
    if (common && ![...lexemesOf(en), ...lexemesOf(simple)].some((l) => common.has(l))) rare = true;
  }
  if (required.length === 0) return { filters: [], rare: false };
  return { filters: [sql`${conversations.search} @@ ${required.join(' & ')}::tsquery`], rare };
}

export interface ListInput {
  search: ConversationSearch;
  /** The signed-in agent making the request (for assigned:me); null for an API key. */
  callerAgentId: number | null;
  /** What `sla:due_soon` counts from. */
  now: Date;
  /** The search text as given: cursors are bound to it. */
  searchText: string;
  order: ConversationOrder;
  limit: number;
  cursor?: string | undefined;
}

/**
 * The conditions of a search (besides its statuses), and the statuses it covers: no status given means opened
 * ones, unless conversations are named by id (#123 finds one whatever its status).
 */
export async function searchConditions(
  db: Db,
  organizationId: number,
  input: Pick<ListInput, 'search' | 'callerAgentId' | 'now'>,
): Promise<{ filters: SQL[]; statuses: readonly ConversationStatus[]; rare: boolean }> {
  const filters: SQL[] = [eq(conversations.organizationId, organizationId)];
  const statuses = input.search.statuses.length
    ? input.search.statuses
    : input.search.ids.length
      ? CONVERSATION_STATUSES
      : (['opened'] as const);
  if (input.search.ids.length) filters.push(inArray(conversations.id, input.search.ids));
  if (input.search.unassigned) filters.push(isNull(conversations.assigneeId));
  const assigneeIds = await agentIdsByEmail(db, organizationId, input.search.assignedEmails);
  if (input.search.assignedToMe) {
    if (input.callerAgentId === null) {
      throw new InputError('assigned:me names the signed-in agent, and an API key acts for the organization: use assigned:<agent email>');
    }
    assigneeIds.push(input.callerAgentId);
  }
  if (assigneeIds.length) filters.push(inArray(conversations.assigneeId, assigneeIds));
  if (input.search.tags.length) {
    filters.push(sql`${conversations.tags} @> ${sql`array[${sql.join(input.search.tags.map((t) => sql`${t}`), sql`, `)}]::text[]`}`);
  }
  if (input.search.sla.includes('breached')) filters.push(sql`${conversations.slaBreaches} <> '{}'::jsonb`);
  if (input.search.sla.includes('due_soon')) {
    filters.push(sql`${conversations.slaDueKey} < ${new Date(input.now.getTime() + DUE_SOON_MS).toISOString()}::timestamptz`);
  }
  const text = await freeTextFilters(db, organizationId, input.search);
  filters.push(...text.filters);
  return { filters, statuses, rare: text.rare };
}

export async function listConversations(db: Db, organizationId: number, input: ListInput): Promise<ConversationPage> {
  return JSON.parse(await listConversationsJson(db, organizationId, input)) as ConversationPage;
}

/**
 * A page as the API answers it, as JSON text: the conversations as the database wrote them, joined as they are
 * (parsing a 15 KB page and writing it again was 7% of the server's time under the list's load).
 */
export async function listConversationsJson(db: Db, organizationId: number, input: ListInput): Promise<JsonText<ConversationPage>> {
  const spec = ORDERS[input.order];
  const scope: CursorScope = { organizationId, order: input.order, search: input.searchText };
  const secret = await appSecret(db, SECRET_NAME);
  const position = input.cursor === undefined ? undefined : decodeCursor(secret, input.cursor, scope);
  if (input.cursor !== undefined && !position) {
    throw new InputError('cursor is invalid: use the cursor of the previous page, with the same order and search');
  }

  const { filters, statuses, rare } = await searchConditions(db, organizationId, input);
  if (position) {
    const op = spec.descending ? sql`<` : sql`>`;
    filters.push(sql`(${spec.key}, ${conversations.id}) ${op} (${spec.keyParam(position.key)}, ${position.id}::bigint)`);
  }

  const dir = spec.descending ? sql`desc` : sql`asc`;
  // The index gives rows in key order for one status only: with several, `status in (...)` would read and sort
  // every matching row (a sequential scan at 100k). So each status takes its first page from its own index
  // range, and the page is cut from those few rows. A rare word's matches are read first, all statuses at once.
  const byStatus =
    statuses.length === 1
      ? eq(conversations.status, statuses[0]!)
      : rare
        ? inArray(conversations.status, [...statuses])
        : sql`${conversations.id} in (${sql.join(
            statuses.map(
              (status) =>
                sql`(select ${conversations.id} from ${conversations} where ${and(...filters, eq(conversations.status, status))}
                   order by ${spec.key} ${dir}, ${conversations.id} ${dir} limit ${input.limit + 1})`,
            ),
            sql` union all `,
          )})`;
  const rows = await queryRows<ConversationRow<'sort_key' | 'id'>>(
    db,
    selectConversationsSql({
      where: and(...filters, byStatus)!,
      matchesFirst: rare,
      orderBy: sql`${spec.key} ${dir}, ${conversations.id} ${dir}`,
      limit: input.limit + 1,
      extra: { sort_key: spec.keyText, id: sql`${conversations.id}` },
    }),
  );
  const data = rows.slice(0, input.limit);
  let cursor: string | null = null;
  if (rows.length > input.limit) {
    // Drivers differ in how they return int8 (string or number); the key type is fixed by the order.
    const last = data[data.length - 1]!;
    const key = input.order === 'priority' ? Number(last.sort_key) : String(last.sort_key);
    cursor = encodeCursor(secret, { key, id: Number(last.id) }, scope);
  }
  return `{"data":[${data.map((r) => r.conversation).join(',')}],"cursor":${JSON.stringify(cursor)}}`;
}
