import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { ReplyBodySchema } from '#contract/compose';
import type { ConversationOrder } from '#contract/conversations';
import type { Database, Db } from '../../server/db/client.ts';
import type { LoggedQuery } from '../../server/db/logged-db.ts';
import { queryRows } from '../../server/db/query-rows.ts';
import { getConversation } from '../../server/domain/conversations/conversation-view.ts';
import { SYSTEM_ACTOR } from '../../server/domain/conversations/events.ts';
import { listConversations } from '../../server/domain/conversations/list-conversations.ts';
import { loadTimelineEntries } from '../../server/domain/conversations/message-view.ts';
import { replyToConversation } from '../../server/domain/conversations/reply.ts';
import { parseConversationSearch } from '../../server/domain/conversations/search-query.ts';
import { jobHandlers } from '../../server/jobs/handlers.ts';
import { runDueJobs } from '../../server/jobs/worker.ts';
import { createMailTransport } from '../../server/mail/outbound/transport.ts';
import { capture } from './capture.ts';
import type { HttpRequestSpec } from './measure.ts';
import type { LatencyBudget } from './report.ts';

// The read cases of the load stage: each is one API request and the SQL statements that request runs, captured
// by running the domain functions its handler calls through a logging connection. The floor replays exactly
// those statements with their parameters.

export interface LoadCase {
  name: string;
  http: HttpRequestSpec;
  statements: LoggedQuery[];
  /** Held to API / floor <= 1.5 at 20 connections (issue 12). */
  ratioBudget: boolean;
  note: string;
  /** An absolute budget of the API's latency, judged where it applies. */
  budget?: LatencyBudget;
}

const PAGE = 25;

function listCase(database: Database, organizationId: number, name: string, search: string, extra: { cursor?: string; note?: string } = {}): Promise<LoadCase> {
  const order: ConversationOrder = 'priority';
  const parsed = parseConversationSearch(search);
  if (!parsed.ok) throw new Error(`${name}: ${parsed.error}`);
  const qs = new URLSearchParams({ limit: String(PAGE), ...(search ? { search } : {}), ...(extra.cursor ? { cursor: extra.cursor } : {}) });
  let rows = 0;
  return capture(database, async (db) => {
    const page = await listConversations(db, organizationId, { search: parsed.query, callerAgentId: null, now: new Date(), searchText: search, order, limit: PAGE, cursor: extra.cursor });
    rows = page.data.length;
  }).then((statements) => ({
    name,
    http: { method: 'GET', path: `/api/conversations?${qs.toString()}` },
    statements,
    ratioBudget: true,
    note: [`${rows} rows`, extra.note].filter(Boolean).join(', '),
  }));
}

/** Words of the seeded texts by how many conversations hold them (a sample of every 10th, for speed at 1M). */
async function wordCounts(db: Db, organizationId: number): Promise<{ word: string; ndoc: number }[]> {
  const rows = await queryRows<{ word: string; ndoc: number }>(
    db,
    sql.raw(
      `select word, ndoc::int as ndoc from ts_stat('select search from conversations where organization_id = ${Number(organizationId)} and id % 10 = 0') ` +
        `where length(word) >= 5 and word ~ '^[a-z]+$' order by ndoc desc`,
    ),
  );
  return rows.map((r) => ({ word: r.word, ndoc: Number(r.ndoc) }));
}

export async function prepareReadCases(database: Database, organizationId: number, deepPages: number): Promise<LoadCase[]> {
  const { db } = database;
  const cases: LoadCase[] = [await listCase(database, organizationId, 'list: default page', '')];

  const [busiest] = await queryRows<{ tag: string; email: string; n: number }>(
    db,
    sql`select t.tag, a.email, count(*)::int as n
        from conversations c cross join unnest(c.tags) as t(tag) join agents a on a.id = c.assignee_id
        where c.organization_id = ${organizationId} and c.status = 'opened'
        group by t.tag, a.email order by n desc limit 1`,
  );
  if (busiest) cases.push(await listCase(database, organizationId, 'list: filtered', `status:opened tag:${busiest.tag} assigned:${busiest.email}`));

  const words = await wordCounts(db, organizationId);
  const common = words[0]?.word ?? 'refund';
  const rare = words.find((w) => w.ndoc >= 1 && w.ndoc <= 3)?.word ?? words.at(-1)?.word ?? 'zebra';
  cases.push(await listCase(database, organizationId, 'search: common word', common, { note: `"${common}"` }));
  cases.push(await listCase(database, organizationId, 'search: rare word', rare, { note: `"${rare}"` }));
  // Three words found together in one conversation, taken from the middle of the frequency list.
  const [three] = await queryRows<{ words: string }>(
    db,
    sql`select string_agg(word, ' ') as words from (
          select word from ts_stat(${`select search from conversations where organization_id = ${Number(organizationId)} and id = (select min(id) + 7 from conversations where organization_id = ${Number(organizationId)})`})
          where length(word) >= 5 and word ~ '^[a-z]+$' order by word limit 3) w`,
  );
  const threeWords = three?.words ?? `${common} ${rare}`;
  cases.push(await listCase(database, organizationId, 'search: three words', threeWords, { note: `"${threeWords}"` }));

  // A page `deepPages` pages down the default list: the cursor is found by walking it.
  const empty = parseConversationSearch('');
  if (!empty.ok) throw new Error(empty.error);
  let cursor: string | undefined;
  let walked = 0;
  for (; walked < deepPages; walked++) {
    const page = await listConversations(db, organizationId, { search: empty.query, callerAgentId: null, now: new Date(), searchText: '', order: 'priority', limit: PAGE, cursor });
    if (!page.cursor) break;
    cursor = page.cursor;
  }
  if (cursor) cases.push(await listCase(database, organizationId, `list: page ${walked + 1}`, '', { cursor, note: `after ${walked * PAGE} conversations` }));

  cases.push(await threadCase(database, organizationId));
  return cases;
}

/** `GET /conversations/{id}/messages` of a 50-message thread: the longest seeded one, topped up with replies. */
async function threadCase(database: Database, organizationId: number): Promise<LoadCase> {
  const { db } = database;
  const [longest] = await queryRows<{ id: number; n: number }>(
    db,
    // A contact with an email address: replies topping the thread up go to it (chat visitors may have none).
    sql`select m.conversation_id::int as id, count(*)::int as n from messages m
        join conversations c on c.id = m.conversation_id join contacts k on k.id = c.contact_id
        where m.organization_id = ${organizationId} and k.email is not null
        group by m.conversation_id order by count(*) desc limit 1`,
  );
  if (!longest) throw new Error('no conversation has messages');
  const id = Number(longest.id);
  const [agent] = await queryRows<{ email: string }>(db, sql`select email from agents where organization_id = ${organizationId} and active order by id limit 1`);
  for (let n = Number(longest.n); n < 50; n++) {
    const reply = ReplyBodySchema.parse({ content: { content: `<p>Following up, part ${n + 1}.</p>` }, agent_email: agent!.email, delay: 0 });
    await replyToConversation(db, organizationId, id, reply, { now: new Date(), actor: SYSTEM_ACTOR });
  }
  // Sent here, to a scratch outbox: the server's job worker must not be sending them while it is measured.
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-load-sent-'));
  const transport = createMailTransport({ outboxDir: outbox });
  const handlers = jobHandlers({ db, transport, logger: pino({ level: 'silent' }) });
  while ((await runDueJobs(db, handlers, { now: new Date(), workerId: 'bench-load' })) > 0);
  transport.close();
  fs.rmSync(outbox, { recursive: true, force: true });
  let entries = 0;
  const statements = await capture(database, async (logged) => {
    await getConversation(logged, organizationId, id);
    entries = (await loadTimelineEntries(logged, organizationId, id)).length;
  });
  return { name: 'thread: 50 messages', http: { method: 'GET', path: `/api/conversations/${id}/messages` }, statements, ratioBudget: true, note: `${entries} entries` };
}
