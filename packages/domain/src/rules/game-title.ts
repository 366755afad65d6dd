import { getZonedFormatter } from './zoned-formatters.ts';

/**
 * The title a game gets when the admin leaves it blank (spec part 2 §5): "Game vs {opponent}",
 * plus " on {date}" unless the game time is still "tba".
 */
/** "Mar 8, 2025" in the team's time zone. */
export function formatGameDate(date: Date, timeZone: string): string {
  return getZonedFormatter(timeZone, 'shortDate').format(date);
}

export function isTimeTba(timeOfGame: Date | string | null): boolean {
  return typeof timeOfGame === 'string' && timeOfGame.trim().toLowerCase() === 'tba';
}

/**
 * @param timeOfGame the game's start (a Date or an ISO string), 'tba', or null when unknown.
 * An unreadable date is treated like an unknown one: the title then has no date.
 */
export function buildDefaultGameTitle(
  opponentName: string,
  timeOfGame: Date | string | null,
  timeZone: string,
): string {
  const opponent = opponentName.trim();
  const base = opponent ? `Game vs ${opponent}` : 'Game';
  if (timeOfGame === null || isTimeTba(timeOfGame)) return base;
  const date = typeof timeOfGame === 'string' ? new Date(timeOfGame) : timeOfGame;
  if (Number.isNaN(date.getTime())) return base;
  return `${base} on ${formatGameDate(date, timeZone)}`;
}
