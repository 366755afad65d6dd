import type { RugbyStatSheet } from '../content/rugby-stat-sheet.ts';
import type { TeamSide } from '../content/stat-sheet-parts.ts';
import type { StickSportStatSheet } from '../content/stick-sport-stat-sheets.ts';
import { listPeriodCodes, type PeriodCode } from '../sports/periods.ts';
import type { SideScores } from './game-result.ts';
import { computeRatio } from './ratios.ts';

/**
 * The statistics rule set (decision 018): every total a page shows is derived here from the one
 * sheet, so the box score, the player page, the leaders and the recap cannot disagree.
 *
 * - A goalie's goals against are the opponent's goals entered with them in net; shots against and
 *   saves are typed, and the checks (stat-sheet-checks.ts) keep shots − saves = goals against.
 * - A player's shots on goal are their tally; a goal of theirs is one of them.
 * - Our team's shots on goal are the sum of our players'; the opponent's are the shots our goalies
 *   faced. Shots by period are the period tallies, and what no period tally covers is shown as
 *   "not recorded", so the periods always add up to the game.
 */

/** A goalie's line of one game (or the sum of several). */
export interface GoalieLine {
  playerId: string;
  shotsAgainst: number;
  saves: number;
  goalsAgainst: number;
  minutes: number;
  savePercentage: number | null;
}

/** Every player id a stick-sport sheet names for our side, in order of first mention. */
export function listStickSportSheetPlayerIds(sheet: StickSportStatSheet): string[] {
  const ids = [
    ...sheet.goals.filter((g) => g.team === 'us').flatMap((g) => [g.scorerId, g.assist1Id, g.assist2Id]),
    ...sheet.goals.filter((g) => g.team === 'them').map((g) => g.goalieId),
    ...sheet.highlightsPerPlayer.map((h) => h.playerId),
    ...sheet.penalties.filter((p) => p.team === 'us').map((p) => p.playerId),
    ...sheet.faceOffs.filter((f) => f.team === 'us').map((f) => f.playerId),
    ...sheet.goalieActions.map((g) => g.playerId),
    ...sheet.bodyChecks.map((b) => b.playerId),
    ...(sheet.sport === 'lacrosse'
      ? [...sheet.groundBalls, ...sheet.turnOvers].filter((t) => t.team === 'us').map((t) => t.playerId)
      : []),
  ];
  return [...new Set(ids.filter((id) => id !== ''))];
}

/** Goals the opponent scored with this goalie of ours in net. */
export function countGoalsAgainst(sheet: StickSportStatSheet, goalieId: string): number {
  return sheet.goals.filter((g) => g.team === 'them' && g.goalieId !== '' && g.goalieId === goalieId).length;
}

/** Each goalie who has a line or conceded a goal: shots, saves, goals against, minutes. */
export function listGoalieLines(sheet: StickSportStatSheet): GoalieLine[] {
  const ids = [
    ...new Set(
      [
        ...sheet.goalieActions.map((g) => g.playerId),
        ...sheet.goals.filter((g) => g.team === 'them').map((g) => g.goalieId),
      ].filter((id) => id !== ''),
    ),
  ];
  return ids.map((playerId) => {
    const lines = sheet.goalieActions.filter((g) => g.playerId === playerId);
    const shotsAgainst = lines.reduce((sum, g) => sum + g.shotsOnGoal, 0);
    const saves = lines.reduce((sum, g) => sum + g.shotsSaved, 0);
    return {
      playerId,
      shotsAgainst,
      saves,
      goalsAgainst: countGoalsAgainst(sheet, playerId),
      minutes: lines.reduce((sum, g) => sum + g.minutes, 0),
      savePercentage: computeRatio(saves, shotsAgainst, 3),
    };
  });
}

/** A player's shots on goal as tallied (goals entered for them are counted in by the sheet). */
export function countPlayerShotsOnGoal(sheet: StickSportStatSheet, playerId: string): number {
  return sheet.highlightsPerPlayer
    .filter((h) => h.type === 'shotsOnGoal' && h.playerId !== '' && h.playerId === playerId)
    .reduce((sum, h) => sum + h.number, 0);
}

/** Each side's shots on goal in the game: ours the sum of our players', theirs what our goalies faced. */
export function computeTeamShotsOnGoal(sheet: StickSportStatSheet): SideScores {
  return {
    us: listStickSportSheetPlayerIds(sheet).reduce((sum, id) => sum + countPlayerShotsOnGoal(sheet, id), 0),
    them: sheet.goalieActions.reduce((sum, g) => sum + (g.playerId ? g.shotsOnGoal : 0), 0),
  };
}

/** The shots on goal a side's period tallies give, per period. */
export function sumPeriodShotsOnGoal(sheet: StickSportStatSheet, side: TeamSide): Map<PeriodCode, number> {
  const byPeriod = new Map<PeriodCode, number>();
  for (const h of sheet.highlightsPerPeriod) {
    if (h.team !== side || h.type !== 'shotsOnGoal') continue;
    byPeriod.set(h.period, (byPeriod.get(h.period) ?? 0) + h.number);
  }
  return byPeriod;
}

/** Whether any goalie line with a goalie is entered for a period (not "not recorded"). */
function goalieLinesNamePeriods(sheet: StickSportStatSheet): boolean {
  return sheet.goalieActions.some((g) => g.playerId && g.period !== 'na');
}

/** The shots our goalies faced, per period of their lines. */
function sumGoalieShotsByPeriod(sheet: StickSportStatSheet): Map<PeriodCode, number> {
  const byPeriod = new Map<PeriodCode, number>();
  for (const g of sheet.goalieActions) {
    if (!g.playerId) continue;
    byPeriod.set(g.period, (byPeriod.get(g.period) ?? 0) + g.shotsOnGoal);
  }
  return byPeriod;
}

export interface ShotsByPeriod {
  /** Periods shown: those played by rule plus any with shots; 'na' holds shots no period tally covers. */
  periods: PeriodCode[];
  us: number[];
  them: number[];
  total: SideScores;
}

/**
 * Shots on goal by period for both sides. The game total is the team total above. The opponent's
 * periods come from our goalie lines when they name periods (those lines are the opponent's total,
 * issue 35 §6: they showed 0/0/0 with every shot under "—"); otherwise, and for our side, from the
 * period tallies. The remainder of the total goes under "not recorded" ('na'), so the periods always
 * add up to the game (the checks refuse period tallies above the total).
 */
export function computeShotsOnGoalByPeriod(
  sheet: StickSportStatSheet,
  regulationPeriods: readonly PeriodCode[],
): ShotsByPeriod {
  const total = computeTeamShotsOnGoal(sheet);
  const periodShots = (side: 'us' | 'them') => {
    const byPeriod =
      side === 'them' && goalieLinesNamePeriods(sheet)
        ? sumGoalieShotsByPeriod(sheet)
        : sumPeriodShotsOnGoal(sheet, side);
    byPeriod.delete('na');
    const recorded = [...byPeriod.values()].reduce((sum, n) => sum + n, 0);
    byPeriod.set('na', Math.max(0, total[side] - recorded));
    return byPeriod;
  };
  const us = periodShots('us');
  const them = periodShots('them');
  const periods = listPeriodCodes(sheet.sport).filter(
    (code) => regulationPeriods.includes(code) || [us, them].some((side) => (side.get(code) ?? 0) > 0),
  );
  return {
    periods,
    us: periods.map((p) => us.get(p) ?? 0),
    them: periods.map((p) => them.get(p) ?? 0),
    total,
  };
}

/** Rugby team tallies that are also recorded per player: the team's figure is at least theirs. */
export const rugbyTeamTalliesFromPlayers = [
  { group: 'defensive', field: 'tackles', playerField: 'tackles' },
  { group: 'offensive', field: 'carries', playerField: 'carries' },
  { group: 'offensive', field: 'metersCarried', playerField: 'metersCarried' },
  { group: 'offensive', field: 'passes', playerField: 'passes' },
  { group: 'offensive', field: 'offloads', playerField: 'offloads' },
] as const;

/** Our players' sum of one work-rate tally. */
export function sumRugbyPlayerTally(
  sheet: RugbyStatSheet,
  field: (typeof rugbyTeamTalliesFromPlayers)[number]['playerField'],
): number {
  return sheet.playerStats.reduce((sum, line) => sum + (line.playerId ? line[field] : 0), 0);
}

/**
 * Rugby's team stat groups as shown: a team tally our players also record is the players' sum
 * unless the admin typed the team figure (typed is the whole team, so never below the players').
 */
export function deriveRugbyTeamStats(
  sheet: RugbyStatSheet,
): Pick<RugbyStatSheet, 'offensive' | 'defensive' | 'kicking' | 'setPlay'> {
  const derived = JSON.parse(
    JSON.stringify({
      offensive: sheet.offensive,
      defensive: sheet.defensive,
      kicking: sheet.kicking,
      setPlay: sheet.setPlay,
    }),
  ) as Pick<RugbyStatSheet, 'offensive' | 'defensive' | 'kicking' | 'setPlay'>;
  for (const { group, field, playerField } of rugbyTeamTalliesFromPlayers) {
    const ours = derived[group].us as Record<string, number>;
    if (ours[field] === 0) ours[field] = sumRugbyPlayerTally(sheet, playerField);
  }
  return derived;
}

/** Conversion attempts (made or missed) and tries of one side: a conversion follows a try. */
export function countRugbyTriesAndConversions(sheet: RugbyStatSheet, side: TeamSide) {
  return {
    tries: sheet.tries.filter((t) => t.team === side).length,
    conversions: sheet.conversions.filter((c) => c.team === side).length,
  };
}
