import type { GameStatSheet } from '../content/game-stat-sheet.ts';
import type { RugbyStatSheet } from '../content/rugby-stat-sheet.ts';
import type { StickSportStatSheet } from '../content/stick-sport-stat-sheets.ts';
import type { SportFamily } from '../sports/sport-identity.ts';
import { formatRugbyAccuracy, formatSavePercentage } from './ratios.ts';
import { computeRugbyPlayerStats } from './rugby-player-stats.ts';
import { computeStickSportPlayerStats } from './stick-sport-player-stats.ts';

/**
 * A player's statistics as the public site shows them: the labelled values of a set of games
 * (one game, a season, a career), for the player page's game log, season lines and career line,
 * and the season leaderboards. The labels live here once; they are also the keys of a player's
 * overriding stats (player-schema listPlayerStatOverrideLabels).
 */
export interface StatValue {
  label: string;
  value: string;
}

const stick = (sheets: readonly GameStatSheet[]) =>
  sheets.filter((s): s is StickSportStatSheet => s.sport !== 'rugby');
const rugby = (sheets: readonly GameStatSheet[]) =>
  sheets.filter((s): s is RugbyStatSheet => s.sport === 'rugby');

/** The values of `sheets` (the finished games a player was in), "Games" first. */
export function computePlayerStatValues(
  family: SportFamily,
  playerId: string,
  sheets: readonly GameStatSheet[],
  options: { isGoalie?: boolean } = {},
): StatValue[] {
  const games = { label: 'Games', value: String(sheets.length) };
  if (family === 'rugby') {
    const s = computeRugbyPlayerStats(playerId, rugby(sheets));
    return [
      games,
      { label: 'Tries', value: String(s.tries) },
      { label: 'Points', value: String(s.points) },
      { label: 'Tackles', value: String(s.tackles) },
      { label: 'Carries', value: String(s.carries) },
      { label: 'Metres', value: String(s.metersCarried) },
      { label: 'Kicking', value: formatRugbyAccuracy(s.kickingAccuracy) },
    ];
  }
  const s = computeStickSportPlayerStats(playerId, stick(sheets));
  const values: StatValue[] = [
    games,
    { label: 'Goals', value: String(s.goals) },
    { label: 'Assists', value: String(s.assists) },
    { label: 'Points', value: String(s.points) },
    // Shots on goal, the figure the box score shows as SOG (decision 018).
    { label: 'Shots', value: String(s.shotsOnGoal) },
    { label: 'Penalty min', value: String(s.penaltyMinutes) },
  ];
  if (options.isGoalie || s.shotsAgainst > 0) {
    values.push(
      { label: 'Saves', value: String(s.saves) },
      { label: 'Save %', value: formatSavePercentage(s.savePercentage) },
      { label: 'Goals against', value: String(s.goalsAgainst) },
    );
  }
  if (family === 'lacrosse') values.push({ label: 'Ground balls', value: String(s.groundBalls) });
  return values;
}

/** A value the admin typed for the player (overriding stats) replaces the computed one. */
export function applyStatOverrides(values: StatValue[], overrides: Record<string, number>): StatValue[] {
  return values.map((v) => (v.label in overrides ? { ...v, value: String(overrides[v.label]) } : v));
}

export interface PlayedGame {
  seasonId: string | null;
  sheet: GameStatSheet;
}

export interface PlayerStatLines<G extends PlayedGame> {
  columns: string[];
  /** One row per game, in the order given (the game log; "Games" left out). */
  games: { game: G; values: string[] }[];
  /** One row per season, in the order seasons first appear. */
  seasons: { seasonId: string | null; values: string[] }[];
  /** All games; a value among the player's overriding stats replaces the computed one. */
  career: string[];
}

/**
 * The game log, season lines and career line of a player from the finished games they played.
 * Overriding stats apply to the career line only: they are totals typed in for seasons played
 * before the team kept sheets here, so a single game or season keeps what its sheets say.
 */
export function buildPlayerStatLines<G extends PlayedGame>(
  family: SportFamily,
  playerId: string,
  games: readonly G[],
  options: { isGoalie?: boolean; overrides?: Record<string, number> } = {},
): PlayerStatLines<G> {
  const all = games.map((g) => g.sheet);
  // The columns a player's whole career needs (goalie columns when they ever faced a shot).
  const careerValues = computePlayerStatValues(family, playerId, all, options);
  const columns = careerValues.map((v) => v.label);
  const pick = (values: StatValue[]) =>
    columns.map((label) => values.find((v) => v.label === label)?.value ?? '–');
  const withGoalie = { isGoalie: columns.includes('Saves') };
  const seasonIds = [...new Set(games.map((g) => g.seasonId))];
  return {
    columns,
    games: games.map((game) => ({
      game,
      values: pick(computePlayerStatValues(family, playerId, [game.sheet], withGoalie)).slice(1),
    })),
    seasons: seasonIds.map((seasonId) => ({
      seasonId,
      values: pick(
        computePlayerStatValues(
          family,
          playerId,
          games.filter((g) => g.seasonId === seasonId).map((g) => g.sheet),
          withGoalie,
        ),
      ),
    })),
    career: pick(applyStatOverrides(careerValues, options.overrides ?? {})),
  };
}

export interface LeaderboardEntry {
  playerId: string;
  value: number;
  /** 1 for the best; players with the same value share the rank (1, 1, 3). */
  rank: number;
  tied: boolean;
  /** As shown: "12", ".915". */
  display: string;
}

export interface Leaderboard {
  title: string;
  entries: LeaderboardEntry[];
}

/**
 * A goalie's save percentage counts once they have faced this many shots in the season, so one
 * save in one shot does not lead the league (our choice; leagues use minutes, which teams record
 * less reliably than shots).
 */
export const leaderboardMinShotsFaced = 20;
/** Players shown per board, more when players tie for the last place shown. */
export const leaderboardSize = 5;

/**
 * The best first, each with their rank; tied players share a rank and are kept in the order given
 * (by name), and everyone tied with the last place shown is shown too.
 */
export function rankLeaderboard(scores: readonly { playerId: string; value: number }[]): LeaderboardEntry[] {
  const sorted = [...scores].sort((a, b) => b.value - a.value);
  const ranked = sorted.map((entry) => ({
    ...entry,
    rank: sorted.findIndex((other) => other.value === entry.value) + 1,
    tied: sorted.filter((other) => other.value === entry.value).length > 1,
    display: '',
  }));
  return ranked.filter((entry) => entry.rank <= leaderboardSize);
}

/** The season leaderboards of a sport from its finished games' sheets (see rankLeaderboard). */
export function buildSeasonLeaderboards(
  family: SportFamily,
  playerIds: readonly string[],
  sheets: readonly GameStatSheet[],
): Leaderboard[] {
  const board = (
    title: string,
    scoreOf: (id: string) => number | null,
    format: (value: number) => string = String,
  ): Leaderboard => ({
    title,
    entries: rankLeaderboard(
      playerIds
        .map((playerId) => ({ playerId, value: scoreOf(playerId) }))
        .filter((e): e is { playerId: string; value: number } => e.value !== null && e.value > 0),
    ).map((e) => ({ ...e, display: format(e.value) })),
  });
  if (family === 'rugby') {
    const stats = new Map(playerIds.map((id) => [id, computeRugbyPlayerStats(id, rugby(sheets))]));
    return [
      board('Tries', (id) => stats.get(id)!.tries),
      board('Tackles', (id) => stats.get(id)!.tackles),
      board('Metres', (id) => stats.get(id)!.metersCarried),
    ];
  }
  const stats = new Map(playerIds.map((id) => [id, computeStickSportPlayerStats(id, stick(sheets))]));
  return [
    board('Points', (id) => stats.get(id)!.points),
    board('Goals', (id) => stats.get(id)!.goals),
    board('Assists', (id) => stats.get(id)!.assists),
    board(
      'Save %',
      (id) => {
        const s = stats.get(id)!;
        return s.shotsAgainst >= leaderboardMinShotsFaced ? s.savePercentage : null;
      },
      (value) => formatSavePercentage(value),
    ),
  ];
}
