import { countCalendarDaysBetween } from './calendar-days.ts';

/** "Recent" content and the date labels of lists (spec part 2 §9). */
export const recentWindowDays = 7;
const recentWindowMs = recentWindowDays * 24 * 60 * 60 * 1000;

export const recentDateLabels = {
  today: 'Today',
  yesterday: 'Yesterday',
  lastSevenDays: 'Last 7 Days',
} as const;
export type RecentDateLabel = (typeof recentDateLabels)[keyof typeof recentDateLabels];

/** Within the last 7 days (7 × 24 hours) and not in the future. */
export function isRecent(date: Date, now: Date): boolean {
  const elapsed = now.getTime() - date.getTime();
  return elapsed >= 0 && elapsed <= recentWindowMs;
}

/**
 * "Today" and "Yesterday" by the calendar of the team's zone, "Last 7 Days" for other recent
 * dates, null for anything older (or later than today).
 */
export function labelRecentDate(date: Date, now: Date, timeZone: string): RecentDateLabel | null {
  const daysAgo = countCalendarDaysBetween(date, now, timeZone);
  if (daysAgo === 0) return recentDateLabels.today;
  if (daysAgo === 1) return recentDateLabels.yesterday;
  if (daysAgo > 1 && isRecent(date, now)) return recentDateLabels.lastSevenDays;
  return null;
}
