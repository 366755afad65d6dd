import { describe, expect, it } from 'vitest';
import { countCalendarDaysBetween } from './calendar-days.ts';
import { isRecent, labelRecentDate } from './recent-dates.ts';

const zone = 'America/New_York';
const now = new Date('2025-06-15T16:00:00Z'); // 12:00 in New York
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('recent dates', () => {
  it('is recent within 7 days and not in the future', () => {
    expect(isRecent(now, now)).toBe(true);
    expect(isRecent(hoursAgo(7 * 24), now)).toBe(true);
    expect(isRecent(hoursAgo(7 * 24 + 0.01), now)).toBe(false);
    expect(isRecent(hoursAgo(-1), now)).toBe(false);
  });

  it('labels by the calendar of the team zone', () => {
    expect(labelRecentDate(hoursAgo(11), now, zone)).toBe('Today'); // 01:00 same day
    expect(labelRecentDate(hoursAgo(13), now, zone)).toBe('Yesterday'); // 23:00 the day before
    expect(labelRecentDate(hoursAgo(36), now, zone)).toBe('Yesterday');
    expect(labelRecentDate(hoursAgo(37), now, zone)).toBe('Last 7 Days');
    expect(labelRecentDate(hoursAgo(7 * 24), now, zone)).toBe('Last 7 Days');
    expect(labelRecentDate(hoursAgo(7 * 24 + 1), now, zone)).toBeNull();
    expect(labelRecentDate(hoursAgo(-48), now, zone)).toBeNull();
  });

  it('counts calendar days in the zone, not in UTC', () => {
    // 03:00 UTC on the 15th is the evening of the 14th in New York.
    expect(countCalendarDaysBetween(new Date('2025-06-15T03:00:00Z'), now, zone)).toBe(1);
    expect(countCalendarDaysBetween(new Date('2025-06-15T03:00:00Z'), now, 'UTC')).toBe(0);
  });
});
