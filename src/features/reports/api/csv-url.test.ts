import { describe, expect, it } from 'vitest';
import { overviewCsvUrl, volumeCsvUrl } from './csv-url';

describe('CSV links', () => {
  it('ask the overview for a table as CSV, with the page’s period and filters', () => {
    expect(overviewCsvUrl({ from: '2026-03-01', to: '2026-03-07', channel_id: 3, tag: 'vip', agent_id: undefined }, 'agents')).toBe(
      '/api/reports/overview?from=2026-03-01&to=2026-03-07&channel_id=3&tag=vip&format=csv&table=agents',
    );
  });

  it('ask the volume as CSV with its interval and grouping', () => {
    expect(volumeCsvUrl({ from: '2026-03-01', to: '2026-03-07', interval: 'week', group_by: 'channel' })).toBe(
      '/api/reports/volume?from=2026-03-01&to=2026-03-07&interval=week&group_by=channel&format=csv',
    );
  });
});
