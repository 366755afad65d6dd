import { describe, expect, it } from 'vitest';
import { formatWallTime, isWallTime, parseWallTime } from './zoned-wall-time.ts';

describe('wall-clock times in a time zone', () => {
  it('reads and writes the time of the zone, whatever zone the process is in', () => {
    const instant = new Date('2026-07-04T13:30:00Z');
    expect(formatWallTime(instant, 'America/New_York')).toBe('2026-07-04T09:30');
    expect(formatWallTime(instant, 'America/Los_Angeles')).toBe('2026-07-04T06:30');
    expect(parseWallTime('2026-07-04T09:30', 'America/New_York')).toEqual(instant);
    expect(parseWallTime('2026-01-04T09:30', 'America/New_York')).toEqual(new Date('2026-01-04T14:30:00Z'));
  });

  it('treats a time the clocks skip as the time after the jump', () => {
    expect(parseWallTime('2026-03-08T02:30', 'America/New_York')).toEqual(new Date('2026-03-08T07:30:00Z'));
  });

  it('refuses what is not a real date and time', () => {
    for (const value of [
      '',
      '2026-02-30T10:00',
      '2026-13-01T10:00',
      '2026-01-01T24:00',
      '2026-01-01 10:00',
    ]) {
      expect(parseWallTime(value, 'UTC'), value).toBeNull();
      expect(isWallTime(value)).toBe(false);
    }
    expect(isWallTime('2028-02-29T23:59')).toBe(true);
  });
});
