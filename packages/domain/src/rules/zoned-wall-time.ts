import { TZDate } from '@date-fns/tz';

/**
 * Wall-clock times in a team's time zone, in the form of an HTML datetime-local input
 * ("2026-05-01T09:30"): what an admin types is the team's local time, whatever zone the browser
 * is in (DESIGN.md: dates are shown in the team's time zone).
 */
const wallTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isWallTime(value: string): boolean {
  return parseWallTime(value, 'UTC') !== null;
}

/** The instant as a wall-clock time in the zone, to the minute. */
export function formatWallTime(instant: Date, timeZone: string): string {
  const zoned = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}T${pad(
    zoned.getHours(),
  )}:${pad(zoned.getMinutes())}`;
}

/**
 * The instant a wall-clock time in the zone stands for, or null when it is not a real date and
 * time. A time the clocks skip at a daylight-saving change counts as the time after the jump.
 */
export function parseWallTime(value: string, timeZone: string): Date | null {
  const match = wallTimePattern.exec(value);
  if (!match) return null;
  // The pattern captures all five parts; 0 only stands in for the type and is refused below.
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  // Day 31 of a 30-day month would roll over into the next month: refuse it instead.
  if (day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return new Date(new TZDate(year, month - 1, day, hour, minute, timeZone).getTime());
}
