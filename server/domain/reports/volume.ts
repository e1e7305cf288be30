import { eq, sql, type SQL } from 'drizzle-orm';
import type { ReportVolume, VolumeQuery } from '#contract/reports';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { agents, channels } from '../../db/schema.ts';
import { dateOfDay, dayNumber, type ReportScope } from './report-scope.ts';

// The volume of a period as a time series: new conversations, closings (not undone) and replies sent, per day or
// per week (Monday first) in the organization's time zone, for the whole inbox or by channel, tag or agent (the
// assignee of a new conversation, who closed, who replied). A conversation with several tags counts in each.

type Num = number | string | null;
type Interval = VolumeQuery['interval'];
type GroupBy = VolumeQuery['group_by'];

/** The bucket of a quarter of an hour `q`, read in the time zone: its day, or the Monday of its week. */
const bucketOf = (timeZone: string, interval: Interval): SQL =>
  interval === 'week'
    ? sql`to_char(date_trunc('week', q at time zone ${timeZone}), 'YYYY-MM-DD')`
    : sql`to_char(q at time zone ${timeZone}, 'YYYY-MM-DD')`;
const quarterOf = (column: string) => sql.raw(`date_bin('15 minutes', ${column}, timestamptz '2000-01-01 00:00:00+00')`);

/** The first day of each bucket from `from` to `to`; a week bucket starts on the Monday on or before `from`. */
export function bucketStarts(from: string, to: string, interval: Interval): string[] {
  let day = dayNumber(from);
  // Day 0 (1970-01-01) was a Thursday: (day + 3) % 7 is days since Monday.
  if (interval === 'week') day -= (((day + 3) % 7) + 7) % 7;
  const out: string[] = [];
  for (; day <= dayNumber(to); day += interval === 'week' ? 7 : 1) out.push(dateOfDay(day));
  return out;
}

interface Keyed {
  bucket: string;
  key: Num;
  n: Num;
}

/**
 * Counts per quarter of an hour and group first (a few thousand rows for a month), then per bucket in the time zone:
 * the time zone is read once per quarter rather than once per row.
 */
function counts(db: Db, scope: ReportScope, groupBy: GroupBy, interval: Interval) {
  const key = (agentColumn: string): SQL =>
    groupBy === 'channel' ? sql`c.channel_id::text` : groupBy === 'tag' ? sql`t.tag` : groupBy === 'agent' ? sql.raw(`${agentColumn}::text`) : sql`null::text`;
  const tags = groupBy === 'tag' ? sql`cross join unnest(c.tags) as t(tag)` : sql``;
  // Messages and events need their conversation's columns only for a filter, or to group by its channel or tags.
  const needsConversation = scope.filtered || groupBy === 'channel' || groupBy === 'tag';
  const join = (column: string) => (needsConversation ? sql`join conversations c on c.id = ${sql.raw(column)} ${tags}` : sql``);
  const condition = scope.filtered ? sql` and ${scope.conversationFilter}` : sql``;
  const perBucket = (inner: SQL) =>
    queryRows<Keyed>(db, sql`select ${bucketOf(scope.timeZone, interval)} as bucket, key, sum(n) as n from (${inner}) quarters group by 1, 2`);
  const created = perBucket(
    sql`select ${quarterOf('c.created_at')} as q, ${key('c.assignee_id')} as key, count(*) as n
        from conversations c ${tags}
        where ${scope.conversationFilter} and c.created_at >= ${scope.start} and c.created_at < ${scope.end}
        group by 1, 2`,
  );
  const closed = perBucket(
    sql`select ${quarterOf('e.created_at')} as q, ${key('e.actor_agent_id')} as key, count(*) as n
        from events e ${join('e.conversation_id')}
        where e.organization_id = ${scope.organizationId} and e.type = 'status_changed' and e.data->>'to' = 'closed' and e.data->>'undone' is null
          and e.created_at >= ${scope.start} and e.created_at < ${scope.end}${condition}
        group by 1, 2`,
  );
  const replies = perBucket(
    sql`select ${quarterOf('m.sent_at')} as q, ${key('m.agent_id')} as key, count(*) as n
        from messages m ${join('m.conversation_id')}
        where m.organization_id = ${scope.organizationId} and m.direction = 'outbound' and m.status = 'sent' and m.automated is null
          and m.sent_at >= ${scope.start} and m.sent_at < ${scope.end}${condition}
        group by 1, 2`,
  );
  return Promise.all([created, closed, replies]);
}

async function groupNames(db: Db, organizationId: number, groupBy: GroupBy): Promise<Map<string, string>> {
  if (groupBy === 'channel') {
    const rows = await db.select({ id: channels.id, name: channels.name }).from(channels).where(eq(channels.organizationId, organizationId));
    return new Map(rows.map((r) => [String(r.id), r.name]));
  }
  if (groupBy === 'agent') {
    const rows = await db.select({ id: agents.id, name: agents.name }).from(agents).where(eq(agents.organizationId, organizationId));
    return new Map(rows.map((r) => [String(r.id), r.name]));
  }
  return new Map();
}

export async function reportVolume(db: Db, scope: ReportScope, query: Pick<VolumeQuery, 'interval' | 'group_by'>): Promise<ReportVolume> {
  const { interval, group_by: groupBy } = query;
  const buckets = bucketStarts(scope.from, scope.to, interval);
  const index = new Map(buckets.map((b, i) => [b, i]));
  const [[created, closed, replies], names] = await Promise.all([counts(db, scope, groupBy, interval), groupNames(db, scope.organizationId, groupBy)]);
  const series = new Map<string, ReportVolume['series'][number]>();
  const seriesOf = (key: Num) => {
    const id = key === null ? '' : String(key);
    let s = series.get(id);
    if (!s) {
      const group: ReportVolume['series'][number]['group'] =
        groupBy === 'none'
          ? null
          : groupBy === 'tag'
            ? { type: 'tag', id: null, name: id }
            : { type: groupBy, id: key === null ? null : Number(key), name: key === null ? (groupBy === 'agent' ? 'No agent' : 'No channel') : (names.get(id) ?? `#${id}`) };
      s = { group, new: buckets.map(() => 0), closed: buckets.map(() => 0), replies: buckets.map(() => 0) };
      series.set(id, s);
    }
    return s;
  };
  if (groupBy === 'none') seriesOf(null);
  const add = (rows: Keyed[], field: 'new' | 'closed' | 'replies') => {
    for (const r of rows) {
      const at = index.get(r.bucket);
      if (at !== undefined) seriesOf(r.key)[field][at]! += Number(r.n);
    }
  };
  add(created, 'new');
  add(closed, 'closed');
  add(replies, 'replies');
  const total = (s: ReportVolume['series'][number]) => [...s.new, ...s.closed, ...s.replies].reduce((a, b) => a + b, 0);
  return {
    from: scope.from,
    to: scope.to,
    time_zone: scope.timeZone,
    interval,
    group_by: groupBy,
    filters: scope.filters,
    buckets,
    series: [...series.values()].sort((a, b) => total(b) - total(a) || (a.group?.name ?? '').localeCompare(b.group?.name ?? '')),
  };
}
