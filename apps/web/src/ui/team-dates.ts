import { getZonedFormatter } from '@sideline/domain';
import { useTeamSession } from './session/session-api.ts';

/**
 * Dates and times as the team reads them: in the team's time zone, whatever the browser's is, with
 * the zone's abbreviation on times ("Dec 19, 2026, 7:30 PM CST"). Decision 037.
 */
export function useTeamDates() {
  const { team } = useTeamSession();
  return {
    timeZone: team.timeZone,
    /** "Dec 19, 2026". */
    date: (iso: string) => getZonedFormatter(team.timeZone, 'shortDate').format(new Date(iso)),
    /** "Dec 19, 2026, 7:30 PM CST". */
    dateTime: (iso: string) => getZonedFormatter(team.timeZone, 'dateTime').format(new Date(iso)),
  };
}

/**
 * A calendar date the payment provider gives as midnight UTC (a payout's arrival date): shown as
 * that date, which in the Americas' zones would otherwise read as the day before.
 */
export function formatProviderCalendarDate(iso: string): string {
  return getZonedFormatter('UTC', 'shortDate').format(new Date(iso));
}
