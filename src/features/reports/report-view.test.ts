import { describe, expect, it } from 'vitest';
import { TagSchema } from '#contract/conversations';
import { VOLUME_METRICS, reportSearchSchema, TAG_PATTERN } from './report-search';
import { resolveReportView } from './report-view';

const today = '2026-03-10';
const view = (input: Record<string, unknown>) => resolveReportView(reportSearchSchema.parse(input), today);

describe('the report’s address', () => {
  it('defaults to the last 7 days of the whole inbox, new conversations per day', () => {
    expect(view({})).toEqual({
      preset: '7d',
      period: { from: '2026-03-04', to: '2026-03-10' },
      filters: { from: '2026-03-04', to: '2026-03-10', channel_id: undefined, tag: undefined, agent_id: undefined },
      volume: { from: '2026-03-04', to: '2026-03-10', channel_id: undefined, tag: undefined, agent_id: undefined, interval: 'day', group_by: 'none' },
      metric: 'new',
    });
  });

  it('reads a preset, fixed days and the filters', () => {
    expect(view({ period: '30d' }).period).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    const custom = view({ from: '2026-01-01', to: '2026-01-31', channel: '4', tag: 'Billing', agent: 7, group: 'agent', metric: 'replies' });
    expect(custom.preset).toBe('custom');
    expect(custom.filters).toEqual({ from: '2026-01-01', to: '2026-01-31', channel_id: 4, tag: 'billing', agent_id: 7 });
    expect(custom.volume).toMatchObject({ group_by: 'agent', interval: 'day' });
    expect(custom.metric).toBe('replies');
  });

  it('counts long periods by week unless told otherwise', () => {
    expect(view({ from: '2025-06-01', to: '2026-03-10' }).volume.interval).toBe('week');
    expect(view({ from: '2025-06-01', to: '2026-03-10', interval: 'day' }).volume.interval).toBe('day');
  });

  it('drops what it cannot read, and falls back to the preset for days the API would refuse', () => {
    expect(view({ period: 'yesterday', channel: 'x', agent: '-1', tag: 'two words', interval: 'hour', metric: 'all' })).toEqual(view({}));
    expect(view({ from: '2026-03-10', to: '2026-03-01' }).preset).toBe('7d');
    expect(view({ from: '2026-02-30', to: '2026-03-01' }).preset).toBe('7d');
    expect(view({ from: '2026-03-01' }).preset).toBe('7d');
    expect(view({ from: '2024-01-01', to: '2026-03-01', period: '30d' }).preset).toBe('30d');
  });

  it('takes the tags the API takes', () => {
    for (const tag of ['billing', 'VIP', 'a-b_c.d', 'x'.repeat(50), 'x'.repeat(51), 'two words', 'a,b', 'it’s', "it's", 'say"hi"', '']) {
      expect(TAG_PATTERN.test(tag), tag).toBe(TagSchema.safeParse(tag).success);
    }
  });

  it('offers the counts the volume report has', () => {
    expect(VOLUME_METRICS).toEqual(['new', 'closed', 'replies']);
  });
});
