import { describe, expect, it } from 'vitest';
import { matchTimeZones, timeZoneOptions, utcOffset } from './time-zones';

const winter = new Date('2026-01-15T12:00:00Z');

describe('time zone options', () => {
  it('lists UTC first, then every zone by name, each with its offset at that moment', () => {
    const options = timeZoneOptions(winter);
    expect(options[0]).toEqual({ zone: 'UTC', offset: 'UTC+00:00' });
    expect(options.find((o) => o.zone === 'Europe/Paris')).toEqual({ zone: 'Europe/Paris', offset: 'UTC+01:00' });
    expect(options.length).toBeGreaterThan(300);
    expect(new Set(options.map((o) => o.zone)).size).toBe(options.length);
  });

  it('keeps the current zone even when the list has it under another name', () => {
    expect(timeZoneOptions(winter, 'US/Eastern').map((o) => o.zone)).toContain('US/Eastern');
  });

  it('follows daylight saving time', () => {
    expect(utcOffset('America/New_York', winter)).toBe('UTC-05:00');
    expect(utcOffset('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe('UTC-04:00');
  });
});

describe('matchTimeZones', () => {
  const options = timeZoneOptions(winter);
  it('matches each word of the query in the name, ignoring case, slashes and underscores', () => {
    expect(matchTimeZones(options, 'new york').map((o) => o.zone)).toEqual(['America/New_York']);
    // The name differs between ICU versions (America/Buenos_Aires, America/Argentina/Buenos_Aires).
    expect(matchTimeZones(options, 'buenos').map((o) => o.zone)).toEqual([expect.stringMatching(/\/Buenos_Aires$/)]);
    expect(matchTimeZones(options, 'europe/paris').map((o) => o.zone)).toEqual(['Europe/Paris']);
  });

  it('matches an offset, and everything for an empty query', () => {
    expect(matchTimeZones(options, '+05:30').map((o) => o.zone)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Asia\/(Kolkata|Calcutta)$/), 'Asia/Colombo']),
    );
    expect(matchTimeZones(options, '  ')).toHaveLength(options.length);
    expect(matchTimeZones(options, 'atlantis')).toEqual([]);
  });
});
