import { asc, eq, sql } from 'drizzle-orm';
import { DURATION_BANDS_SECONDS, type ReportOverview } from '#contract/reports';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { agents } from '../../db/schema.ts';
import type { ReportScope } from './report-scope.ts';

// The overview of a period, in plain SQL over the facts each write keeps: conversations (created, first reply and
// its wait), the history's status changes (closings with how long they were open, reopenings) and sent messages.
// Durations are medians and 90th percentiles with linear interpolation, as spreadsheets' MEDIAN and PERCENTILE.

type Num = number | string | null;
const int = (v: Num | undefined) => (v === null || v === undefined ? 0 : Number(v));
const seconds = (v: Num | undefined) => (v === null || v === undefined ? null : Math.round(Number(v)));

/** Durations in business hours when the organization has them (times recorded before it had them count around the clock). */
const duration = (scope: ReportScope, business: string, calendar: string) =>
  scope.businessHours ? sql.raw(`coalesce(${business}, ${calendar})`) : sql.raw(calendar);

/** Counts of `s` per band of DURATION_BANDS_SECONDS (b0 .. b5), among the rows where `among` holds. */
const bandCounts = (among: string) => {
  const bounds = [0, ...DURATION_BANDS_SECONDS, null];
  return sql.raw(
    bounds
      .slice(0, -1)
      .map((low, i) => {
        const high = bounds[i + 1];
        return `count(*) filter (where ${among} and s >= ${low}${high === null ? '' : ` and s < ${high}`}) as b${i}`;
      })
      .join(', '),
  );
};
type Bands = { b0: Num; b1: Num; b2: Num; b3: Num; b4: Num; b5: Num };
const distributionOf = (row: Partial<Bands> | undefined) =>
  [...DURATION_BANDS_SECONDS, null].map((under, i) => ({ under_seconds: under, count: int(row?.[`b${i}` as keyof Bands]) }));

function newByChannel(db: Db, scope: ReportScope) {
  return queryRows<{ channel_id: Num; n: Num; g: Num }>(
    db,
    sql`select c.channel_id, count(*) as n, grouping(c.channel_id) as g
        from conversations c
        where ${scope.conversationFilter} and c.created_at >= ${scope.start} and c.created_at < ${scope.end}
        group by grouping sets ((), (c.channel_id))`,
  );
}

/**
 * New conversations by local weekday and hour: counted per quarter of an hour first (a few thousand groups for a
 * month), then each quarter read in the time zone, rather than converting every conversation's time.
 */
function newByHour(db: Db, scope: ReportScope) {
  return queryRows<{ dow: Num; hour: Num; n: Num }>(
    db,
    sql`select extract(isodow from q at time zone ${scope.timeZone})::int as dow, extract(hour from q at time zone ${scope.timeZone})::int as hour, sum(n) as n
        from (select date_bin('15 minutes', c.created_at, timestamptz '2000-01-01 00:00:00+00') as q, count(*) as n
              from conversations c
              where ${scope.conversationFilter} and c.created_at >= ${scope.start} and c.created_at < ${scope.end}
              group by 1) quarters
        group by 1, 2`,
  );
}

function newByTag(db: Db, scope: ReportScope) {
  return queryRows<{ tag: string; n: Num }>(
    db,
    sql`select t.tag, count(*) as n
        from conversations c cross join unnest(c.tags) as t(tag)
        where ${scope.conversationFilter} and c.created_at >= ${scope.start} and c.created_at < ${scope.end}
        group by t.tag order by n desc, t.tag limit 100`,
  );
}

function firstResponses(db: Db, scope: ReportScope) {
  return queryRows<{ agent_id: Num; n: Num; median: Num; p90: Num; g: Num } & Bands>(
    db,
    sql`select agent_id, count(*) as n,
          percentile_cont(0.5) within group (order by s) as median, percentile_cont(0.9) within group (order by s) as p90,
          ${bandCounts('true')}, grouping(agent_id) as g
        from (select c.first_reply_agent_id as agent_id, ${duration(scope, 'c.first_response_business_seconds', 'c.first_response_seconds')} as s
              from conversations c
              where ${scope.conversationFilter} and c.first_reply_at >= ${scope.start} and c.first_reply_at < ${scope.end}
                and c.first_response_seconds is not null) x
        group by grouping sets ((), (agent_id))`,
  );
}

/** Rows of `alias` joined to their conversation `c` when a filter needs its columns (deleted ones took theirs along). */
export const withConversation = (scope: ReportScope, column: string) =>
  scope.filtered ? sql.raw(`join conversations c on c.id = ${column}`) : sql``;
export const conversationCondition = (scope: ReportScope) => (scope.filtered ? sql` and ${scope.conversationFilter}` : sql``);

/** Closings with their resolution times, and reopenings (a closed or spam one opened again), neither undone. */
function statusChanges(db: Db, scope: ReportScope) {
  const resolution = duration(scope, "(e.data->>'resolution_business_seconds')::int", "(e.data->>'resolution_seconds')::int");
  return queryRows<{ agent_id: Num; closed: Num; reopened: Num; median: Num; p90: Num; g: Num } & Bands>(
    db,
    sql`select agent_id, count(*) filter (where closing) as closed, count(*) filter (where reopening) as reopened,
          percentile_cont(0.5) within group (order by s) filter (where closing) as median,
          percentile_cont(0.9) within group (order by s) filter (where closing) as p90,
          ${bandCounts('closing')}, grouping(agent_id) as g
        from (select e.actor_agent_id as agent_id, ${resolution} as s,
                e.data->>'to' = 'closed' as closing,
                e.data->>'to' = 'opened' and e.data->>'from' in ('closed', 'spam') and coalesce(e.data->>'reason', '') <> 'undo' as reopening
              from events e ${withConversation(scope, 'e.conversation_id')}
              where e.organization_id = ${scope.organizationId} and e.type = 'status_changed' and e.data->>'undone' is null
                and e.created_at >= ${scope.start} and e.created_at < ${scope.end}${conversationCondition(scope)}) x
        group by grouping sets ((), (agent_id))`,
  );
}

function repliesSent(db: Db, scope: ReportScope) {
  return queryRows<{ agent_id: Num; n: Num; g: Num }>(
    db,
    sql`select m.agent_id, count(*) as n, grouping(m.agent_id) as g
        from messages m ${withConversation(scope, 'm.conversation_id')}
        where m.organization_id = ${scope.organizationId} and m.direction = 'outbound' and m.status = 'sent' and m.automated is null
          and m.sent_at >= ${scope.start} and m.sent_at < ${scope.end}${conversationCondition(scope)}
        group by grouping sets ((), (m.agent_id))`,
  );
}

/** Of the conversations opened in the period under a policy with a first-response target: met and breached. */
function firstResponseSla(db: Db, scope: ReportScope) {
  return queryRows<{ met: Num; breached: Num }>(
    db,
    sql`select count(*) filter (where c.sla_breaches->>'first_response' is null and c.first_response_seconds is not null) as met,
          count(*) filter (where c.sla_breaches->>'first_response' is not null) as breached
        from conversations c join sla_policies p on p.id = c.sla_policy_id
        where ${scope.conversationFilter} and c.created_at >= ${scope.start} and c.created_at < ${scope.end}
          and p.first_response_minutes is not null`,
  );
}

export async function reportOverview(db: Db, organizationId: number, scope: ReportScope): Promise<ReportOverview> {
  const [created, hours, tags, firsts, changes, replies, sla, team] = await Promise.all([
    newByChannel(db, scope),
    newByHour(db, scope),
    newByTag(db, scope),
    firstResponses(db, scope),
    statusChanges(db, scope),
    repliesSent(db, scope),
    firstResponseSla(db, scope),
    db.select({ id: agents.id, name: agents.name, email: agents.email, active: agents.active }).from(agents).where(eq(agents.organizationId, organizationId)).orderBy(asc(agents.name), asc(agents.id)),
  ]);
  const total = <T extends { g: Num }>(rows: T[], mask: number) => rows.find((r) => int(r.g) === mask);
  const busiest = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const r of hours) busiest[int(r.dow) - 1]![int(r.hour)]! += int(r.n);

  const byAgent = <T extends { agent_id: Num; g: Num }>(rows: T[]) =>
    new Map<number, T>(rows.filter((r) => int(r.g) === 0 && r.agent_id !== null).map((r) => [int(r.agent_id), r]));
  const repliesBy = byAgent(replies);
  const changesBy = byAgent(changes);
  const firstsBy = byAgent(firsts);
  const firstTotal = total(firsts, 1);
  const changeTotal = total(changes, 1);
  return {
    from: scope.from,
    to: scope.to,
    time_zone: scope.timeZone,
    response_hours: scope.businessHours ? 'business' : 'calendar',
    filters: scope.filters,
    conversations: { new: int(total(created, 1)?.n), closed: int(changeTotal?.closed), reopened: int(changeTotal?.reopened) },
    replies: { sent: int(total(replies, 1)?.n) },
    first_response: {
      count: int(firstTotal?.n),
      median_seconds: seconds(firstTotal?.median),
      p90_seconds: seconds(firstTotal?.p90),
      distribution: distributionOf(firstTotal),
    },
    resolution: {
      count: int(changeTotal?.closed),
      median_seconds: seconds(changeTotal?.median),
      p90_seconds: seconds(changeTotal?.p90),
      distribution: distributionOf(changeTotal),
    },
    sla: { first_response_met: int(sla[0]?.met), first_response_breached: int(sla[0]?.breached) },
    // Every active agent, and a deactivated one who did something in the period.
    by_agent: team
      .filter((a) => a.active || repliesBy.has(a.id) || changesBy.has(a.id) || firstsBy.has(a.id))
      .map((a) => ({
        agent: { id: a.id, name: a.name, email: a.email },
        replies: int(repliesBy.get(a.id)?.n),
        closed: int(changesBy.get(a.id)?.closed),
        first_response_median_seconds: seconds(firstsBy.get(a.id)?.median),
      }))
      .sort((a, b) => b.replies - a.replies || b.closed - a.closed || a.agent.name.localeCompare(b.agent.name)),
    by_tag: tags.map((r) => ({ tag: r.tag, new: int(r.n) })),
    by_channel: created
      .filter((r) => int(r.g) === 0)
      .map((r) => ({ channel_id: int(r.channel_id), new: int(r.n) }))
      .sort((a, b) => b.new - a.new || a.channel_id - b.channel_id),
    busiest_hours: busiest,
  };
}
