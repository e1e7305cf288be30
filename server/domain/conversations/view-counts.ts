import { sql, type SQL } from 'drizzle-orm';
import { VIEW_COUNT_CAP, type ConversationCounts } from '#contract/conversations';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { DUE_SOON_MS } from './list-conversations.ts';

/**
 * How many conversations each view of the sidebar holds, each count capped (a capped count reads "at least"):
 * a count is an index range, so a cap keeps it cheap at any size.
 */
export async function viewCounts(db: Db, organizationId: number, agentId: number | null, now: Date): Promise<ConversationCounts> {
  const soon = new Date(now.getTime() + DUE_SOON_MS).toISOString();
  const capped = (where: SQL) =>
    sql`(select count(*)::int from (select 1 from conversations where organization_id = ${organizationId} and ${where} limit ${VIEW_COUNT_CAP}) as v)`;
  const [row] = await queryRows<Record<Exclude<keyof ConversationCounts, 'cap'>, number | null>>(
    db,
    sql`select
      ${agentId === null ? sql`null::int` : capped(sql`status = 'opened' and assignee_id = ${agentId}`)} as mine,
      ${capped(sql`status = 'opened' and assignee_id is null`)} as unassigned,
      ${capped(sql`status = 'opened' and sla_due_key < ${soon}::timestamptz`)} as due_soon,
      ${capped(sql`status = 'opened'`)} as opened,
      ${capped(sql`status = 'snoozed'`)} as snoozed,
      ${capped(sql`status = 'closed'`)} as closed,
      ${capped(sql`status = 'spam'`)} as spam`,
  );
  const n = (v: number | null | undefined) => Number(v ?? 0);
  return {
    mine: row?.mine === null || row?.mine === undefined ? null : n(row.mine),
    unassigned: n(row?.unassigned),
    due_soon: n(row?.due_soon),
    opened: n(row?.opened),
    snoozed: n(row?.snoozed),
    closed: n(row?.closed),
    spam: n(row?.spam),
    cap: VIEW_COUNT_CAP,
  };
}
