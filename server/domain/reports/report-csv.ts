import type { OverviewQuery, ReportOverview, ReportVolume } from '#contract/reports';

// Reports as CSV for spreadsheets (RFC 4180): a header row, one row per line of the table, CRLF line ends. Text
// that a spreadsheet would run as a formula (=, +, -, @ first) is kept as text with a leading apostrophe.

type Cell = string | number | null;

export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const toCsv = (header: string[], rows: Cell[][]) => [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function overviewCsv(report: ReportOverview, table: OverviewQuery['table']): string {
  switch (table) {
    case 'agents':
      return toCsv(
        ['agent_id', 'name', 'email', 'replies', 'closed', 'first_response_median_seconds'],
        report.by_agent.map((a) => [a.agent.id, a.agent.name, a.agent.email, a.replies, a.closed, a.first_response_median_seconds]),
      );
    case 'tags':
      return toCsv(['tag', 'new'], report.by_tag.map((t) => [t.tag, t.new]));
    case 'channels':
      return toCsv(['channel_id', 'new'], report.by_channel.map((c) => [c.channel_id, c.new]));
    case 'busiest_hours':
      return toCsv(['day', ...Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`)], report.busiest_hours.map((hours, d) => [DAYS[d]!, ...hours]));
    case 'summary':
      return toCsv(['metric', 'value'], [
        ['from', report.from],
        ['to', report.to],
        ['time_zone', report.time_zone],
        ['response_hours', report.response_hours],
        ['conversations_new', report.conversations.new],
        ['conversations_closed', report.conversations.closed],
        ['conversations_reopened', report.conversations.reopened],
        ['replies_sent', report.replies.sent],
        ['first_response_count', report.first_response.count],
        ['first_response_median_seconds', report.first_response.median_seconds],
        ['first_response_p90_seconds', report.first_response.p90_seconds],
        ['resolution_count', report.resolution.count],
        ['resolution_median_seconds', report.resolution.median_seconds],
        ['resolution_p90_seconds', report.resolution.p90_seconds],
        ['sla_first_response_met', report.sla.first_response_met],
        ['sla_first_response_breached', report.sla.first_response_breached],
      ]);
  }
}

export function volumeCsv(report: ReportVolume): string {
  const rows: Cell[][] = [];
  for (const s of report.series) {
    report.buckets.forEach((bucket, i) => {
      rows.push([bucket, s.group?.type ?? null, s.group?.id ?? null, s.group?.name ?? null, s.new[i]!, s.closed[i]!, s.replies[i]!]);
    });
  }
  return toCsv(['period_start', 'group_type', 'group_id', 'group_name', 'new', 'closed', 'replies'], rows);
}
