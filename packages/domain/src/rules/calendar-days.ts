import { getZonedFormatter } from './zoned-formatters.ts';

/** Days since 1970-01-01 of the calendar date the instant falls on in the zone. */
export function toCalendarDayNumber(instant: Date, timeZone: string): number {
  const parts = getZonedFormatter(timeZone, 'numericDay').formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / 86_400_000;
}

/** Whole calendar days from `earlier` to `later` in the zone (0 on the same day). */
export function countCalendarDaysBetween(earlier: Date, later: Date, timeZone: string): number {
  return toCalendarDayNumber(later, timeZone) - toCalendarDayNumber(earlier, timeZone);
}
