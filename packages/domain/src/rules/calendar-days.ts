/**
 * Calendar dates in a team's time zone (dates are shown in the team's zone; DESIGN.md). The
 * formatters are cached per zone because building one is much slower than using it.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function getDayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Days since 1970-01-01 of the calendar date the instant falls on in the zone. */
export function toCalendarDayNumber(instant: Date, timeZone: string): number {
  const parts = getDayFormatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / 86_400_000;
}

/** Whole calendar days from `earlier` to `later` in the zone (0 on the same day). */
export function countCalendarDaysBetween(earlier: Date, later: Date, timeZone: string): number {
  return toCalendarDayNumber(later, timeZone) - toCalendarDayNumber(earlier, timeZone);
}
