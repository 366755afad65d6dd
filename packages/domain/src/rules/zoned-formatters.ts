/**
 * Date formatters for a team's time zone (dates are shown in the team's zone; DESIGN.md), cached
 * per zone and style because building an Intl.DateTimeFormat is much slower than using one.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

const styles = {
  /** 11/22/2026: parts for calendar arithmetic. */
  numericDay: { year: 'numeric', month: 'numeric', day: 'numeric' },
  /** Nov 22, 2026. */
  shortDate: { month: 'short', day: 'numeric', year: 'numeric' },
  /** Sat, Nov 28, 2026. */
  weekdayDate: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** 7:00 PM EST. */
  time: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  /** Nov 28, 2026, 7:00 PM EST. */
  dateTime: {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  /** Sat, Nov 28, 7:00 PM EST. */
  weekdayDateTime: {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export function getZonedFormatter(timeZone: string, style: keyof typeof styles): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, ...styles[style] });
    formatters.set(key, formatter);
  }
  return formatter;
}
