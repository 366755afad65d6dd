import { getZonedFormatter } from './zoned-formatters.ts';

/** "Mar 8, 2025" in the team's time zone. */
export function formatGameDate(date: Date, timeZone: string): string {
  return getZonedFormatter(timeZone, 'shortDate').format(date);
}

export function isTimeTba(timeOfGame: Date | string | null): boolean {
  return typeof timeOfGame === 'string' && timeOfGame.trim().toLowerCase() === 'tba';
}

/**
 * The title a game gets when the admin leaves it blank (spec part 2 §5): "Game vs {opponent}",
 * plus " on {date}" unless the game time is still "tba".
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

/** What a game's title is made of: its own title (blank for the default), opponent and start. */
export interface GameTitleSource {
  title: string;
  /** The opponent's name; null when the game has none (or it cannot be read). */
  opponentName: string | null;
  timeOfGame: Date | string;
  timeTba: boolean;
}

/**
 * The title a game shows wherever it is named (site, calendar, search data, portal): the one the
 * admin typed, or the default title when it was left blank.
 */
export function resolveGameTitle(game: GameTitleSource, timeZone: string): string {
  return (
    game.title.trim() ||
    buildDefaultGameTitle(game.opponentName ?? '', game.timeTba ? 'tba' : game.timeOfGame, timeZone)
  );
}

/**
 * A game named with its date once, where a list must tell games apart (ticket pickers, the
 * scanner, holder mails): a typed title gets " · {date}"; the default title names the date already.
 */
export function labelGameWithDate(game: GameTitleSource, timeZone: string): string {
  const title = game.title.trim();
  if (!title) return resolveGameTitle(game, timeZone);
  const date = typeof game.timeOfGame === 'string' ? new Date(game.timeOfGame) : game.timeOfGame;
  return Number.isNaN(date.getTime()) ? title : `${title} · ${formatGameDate(date, timeZone)}`;
}
