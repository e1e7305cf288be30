import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import type { LoggedQuery } from '../../server/db/logged-db.ts';
import { queryRows } from '../../server/db/query-rows.ts';
import { applyBulkUpdate } from '../../server/domain/conversations/bulk-apply.ts';
import { planBulkUpdate } from '../../server/domain/conversations/bulk-update.ts';
import type { Actor } from '../../server/domain/conversations/events.ts';
import { captureDb } from './capture.ts';
import type { LatencyBudget } from './report.ts';
import { statementRunner } from './replay.ts';
import type { WriteCase } from './write-case.ts';

// POST /conversations/bulk with 250 ids. Every request must change its 250 conversations, and two requests must
// not fight over the same rows (agents bulk-close different conversations): the ids come in slots, twice as many
// as the most connections, taken in turn, each closed and reopened in turn. What still contends is what the
// writes share: the organization's change-feed lock, held from a request's feed events to its commit.
// The floor replays, per slot and direction, the statements that request sent when captured, committed, on the
// same ids; only its bulk operation is the captured one (its items are upserted where the API inserts them).

export const BULK_IDS = 250;
type Status = 'CLOSED' | 'OPENED';

class Slots {
  private next = 0;
  /** What each slot's conversations are now, as far as the requests sent so far go. */
  private readonly state: Status[];
  constructor(readonly ids: number[][]) {
    this.state = ids.map(() => 'OPENED');
  }
  /** The next slot in turn and the status that changes it, counted as sent. */
  take(): { slot: number; status: Status } {
    const slot = this.next++ % this.ids.length;
    const status: Status = this.state[slot] === 'OPENED' ? 'CLOSED' : 'OPENED';
    this.state[slot] = status;
    return { slot, status };
  }
}

export async function prepareBulkCase(
  database: Database,
  organizationId: number,
  opts: { maxConnections: number; actor: Actor; budget: LatencyBudget },
): Promise<WriteCase> {
  const { db } = database;
  const wanted = opts.maxConnections * 2;
  // Opened conversations first, then closed ones (reopened here), oldest first.
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id::int as id from conversations where organization_id = ${organizationId} and status in ('opened', 'closed')
        order by status = 'opened' desc, id limit ${wanted * BULK_IDS}`,
  );
  const all = rows.map((r) => Number(r.id));
  if (all.length < BULK_IDS) throw new Error(`bulk: only ${all.length} conversations to update`);
  const slotCount = Math.max(1, Math.floor(all.length / BULK_IDS));
  const ids = Array.from({ length: slotCount }, (_, s) => all.slice(s * BULK_IDS, (s + 1) * BULK_IDS));
  await db.execute(sql`update conversations set status = 'opened', snooze_until = null
    where organization_id = ${organizationId} and status <> 'opened' and id in (select jsonb_array_elements_text(${JSON.stringify(all)}::jsonb)::bigint)`);

  // As the handler does it: the plan (no statement for a status change), then the change in one transaction.
  const bulk = async (log: LoggedQuery[] | undefined, slot: number, status: Status) => {
    const on = log ? captureDb(database, log) : db;
    const now = new Date();
    const plan = await planBulkUpdate(on, organizationId, { ids: ids[slot]!, status }, { now, canBlock: true });
    const { conversations } = await applyBulkUpdate(on, organizationId, plan, { now, actor: opts.actor });
    if (conversations.length !== BULK_IDS) throw new Error(`bulk: ${conversations.length} of ${BULK_IDS} changed`);
  };
  await bulk(undefined, 0, 'CLOSED');
  await bulk(undefined, 0, 'OPENED');
  const captured: Record<Status, LoggedQuery[]>[] = [];
  for (let slot = 0; slot < slotCount; slot++) {
    const closed: LoggedQuery[] = [];
    await bulk(closed, slot, 'CLOSED');
    const opened: LoggedQuery[] = [];
    await bulk(opened, slot, 'OPENED');
    captured.push({ CLOSED: closed, OPENED: opened });
  }

  // One turn for the API and the floor after it: the floor starts from the state the API runs left.
  const slots = new Slots(ids);
  const shared = slotCount < wanted ? `, only ${slotCount} slots of ${BULK_IDS} for ${wanted} wanted: connections share ids` : '';
  return {
    name: `bulk: ${BULK_IDS} ids`,
    http: {
      method: 'POST',
      path: '/api/conversations/bulk',
      nextBody: () => {
        const { slot, status } = slots.take();
        return JSON.stringify({ ids: ids[slot], status });
      },
    },
    floor: (floorDb) => {
      const runners = captured.map((c) => ({ CLOSED: statementRunner(floorDb, c.CLOSED), OPENED: statementRunner(floorDb, c.OPENED) }));
      return () => {
        const { slot, status } = slots.take();
        return runners[slot]![status]();
      };
    },
    note: `CLOSED and OPENED in turn, ${slotCount} sets of ids taken in turn${shared}; floor: the captured statements on the same ids, committed`,
    budget: opts.budget,
  };
}
