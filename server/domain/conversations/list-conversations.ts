import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ConversationOrder, ConversationPage } from '../../../contract/conversations.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { agents, conversations } from '../../db/schema.ts';
import { appSecret } from '../app-secrets.ts';
import { InputError } from '../errors.ts';
import { selectConversationsWith, toConversation } from './conversation-view.ts';
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
  // Waiting on an agent first, the longest wait on top; then the rest by latest activity (see migration 0001).
  priority: {
    key: sql`${conversations.priorityKey}`,
    keyText: sql`${conversations.priorityKey}`,
    keyParam: (v) => sql`${Number(v)}::bigint`,
    descending: false,
  },
  longest: { ...timestampKey(sql`${conversations.longestKey}`), descending: false },
  oldest: { ...timestampKey(sql`${conversations.createdAt}`), descending: false },
  newest: { ...timestampKey(sql`${conversations.createdAt}`), descending: true },
};

const SECRET_NAME = 'conversation-cursor';

async function agentIdsByEmail(db: Db, organizationId: number, emails: string[]): Promise<number[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ id: agents.id, email: agents.email })
    .from(agents)
    .where(and(eq(agents.organizationId, organizationId), inArray(agents.email, emails)));
  const missing = emails.filter((e) => !rows.some((r) => r.email === e));
  if (missing.length) throw new InputError(`no agent with the email ${missing[0]} in this organization`);
  return rows.map((r) => r.id);
}

/** The tsquery of the free-text part (every word and phrase must match), or undefined when it has no lexemes. */
async function fullTextQuery(db: Db, search: ConversationSearch): Promise<SQL | undefined> {
  const parts = [
    ...search.words.map((w) => sql`plainto_tsquery('english', ${w})`),
    ...search.phrases.map((p) => sql`phraseto_tsquery('english', ${p})`),
  ];
  if (parts.length === 0) return undefined;
  const query = sql.join(parts, sql` && `);
  // Words that are all stop words ("the", "and") leave nothing to search for: then they do not filter.
  const [row] = await queryRows<{ text: string }>(db, sql`select (${query})::text as text`);
  if (!row || row.text === '') return undefined;
  return sql`${row.text}::tsquery`;
}

export interface ListInput {
  search: ConversationSearch;
  /** The search text as given: cursors are bound to it. */
  searchText: string;
  order: ConversationOrder;
  limit: number;
  cursor?: string | undefined;
}

export async function listConversations(db: Db, organizationId: number, input: ListInput): Promise<ConversationPage> {
  const spec = ORDERS[input.order];
  const scope: CursorScope = { organizationId, order: input.order, search: input.searchText };
  const secret = await appSecret(db, SECRET_NAME);
  const position = input.cursor === undefined ? undefined : decodeCursor(secret, input.cursor, scope);
  if (input.cursor !== undefined && !position) {
    throw new InputError('cursor is invalid: use the cursor of the previous page, with the same order and search');
  }

  const filters: SQL[] = [eq(conversations.organizationId, organizationId)];
  const statuses = input.search.statuses.length ? input.search.statuses : (['opened'] as const);
  if (input.search.unassigned) filters.push(isNull(conversations.assigneeId));
  const assigneeIds = await agentIdsByEmail(db, organizationId, input.search.assignedEmails);
  if (assigneeIds.length) filters.push(inArray(conversations.assigneeId, assigneeIds));
  if (input.search.tags.length) {
    filters.push(sql`${conversations.tags} @> ${sql`array[${sql.join(input.search.tags.map((t) => sql`${t}`), sql`, `)}]::text[]`}`);
  }
  const tsquery = await fullTextQuery(db, input.search);
  if (tsquery) filters.push(sql`${conversations.search} @@ ${tsquery}`);
  if (position) {
    const op = spec.descending ? sql`<` : sql`>`;
    filters.push(sql`(${spec.key}, ${conversations.id}) ${op} (${spec.keyParam(position.key)}, ${position.id}::bigint)`);
  }

  const direction = spec.descending ? desc : asc;
  const dir = spec.descending ? sql`desc` : sql`asc`;
  // The index gives rows in key order for one status only: with several, `status in (...)` would read and sort
  // every matching row (a sequential scan at 100k). So each status takes its first page from its own index
  // range, and the page is cut from those few rows.
  const byStatus =
    statuses.length === 1
      ? eq(conversations.status, statuses[0]!)
      : sql`${conversations.id} in (${sql.join(
          statuses.map(
            (status) =>
              sql`(select ${conversations.id} from ${conversations} where ${and(...filters, eq(conversations.status, status))}
                   order by ${spec.key} ${dir}, ${conversations.id} ${dir} limit ${input.limit + 1})`,
          ),
          sql` union all `,
        )})`;
  const rows = await selectConversationsWith(db, { sortKey: sql<string | number>`${spec.keyText}` })
    .where(and(...filters, byStatus))
    .orderBy(direction(spec.key), direction(conversations.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  let cursor: string | null = null;
  if (rows.length > input.limit) {
    const last = page[page.length - 1]!;
    // Drivers differ in how they return int8 (string or number); the key type is fixed by the order.
    const key = input.order === 'priority' ? Number(last.sortKey) : String(last.sortKey);
    cursor = encodeCursor(secret, { key, id: last.c.id }, scope);
  }
  return { data: page.map(toConversation), cursor };
}
