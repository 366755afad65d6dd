import type { GameStatSheet } from '../content/game-stat-sheet.ts';
import type { RugbyStatSheet } from '../content/rugby-stat-sheet.ts';
import type { StickSportStatSheet } from '../content/stick-sport-stat-sheets.ts';
import {
  computeTeamShotsOnGoal,
  countGoalsAgainst,
  countPlayerShotsOnGoal,
  countRugbyTriesAndConversions,
  rugbyTeamTalliesFromPlayers,
  sumPeriodShotsOnGoal,
  sumRugbyPlayerTally,
} from './stat-sheet-totals.ts';

/**
 * What cannot add up on a sheet (decision 018). The sheet operations refuse a change that brings
 * a new problem, with its message, so nothing that does not add up is published; a problem a
 * stored sheet already had does not block fixing other entries.
 */
export interface StatSheetProblem {
  /** Identifies the problem across two versions of a sheet (which goalie, which side...). */
  key: string;
  field: string;
  message: string;
}

const sideName = (side: 'us' | 'them') => (side === 'us' ? 'Your team' : 'The opponent');

export const statSheetCheckMessages = {
  savesAboveShots: (saves: number, shots: number) =>
    `Saves (${saves}) cannot be more than shots on goal (${shots}).`,
  goalieDoesNotAddUp: (shots: number, saves: number, goalsAgainst: number) =>
    `Shots on goal minus saves (${shots} − ${saves} = ${shots - saves}) must equal the goals against this goalie (${goalsAgainst}). Record each opponent goal with this goalie in net, or correct the shots and saves.`,
  shotsBelowGoals: (shots: number, goals: number) =>
    `Shots on goal (${shots}) cannot be fewer than the player's goals (${goals}): every goal is a shot on goal.`,
  periodShotsAboveGame: (side: 'us' | 'them', periods: number, game: number) =>
    side === 'us'
      ? `Your shots on goal by period (${periods}) cannot be more than your players' shots on goal (${game}). Add the shots to the players first.`
      : `The opponent's shots on goal by period (${periods}) cannot be more than the shots your goalies faced (${game}). Add the shots to the goalie lines first.`,
  conversionsAboveTries: (side: 'us' | 'them', tries: number, conversions: number) =>
    `${sideName(side)} has ${tries} ${tries === 1 ? 'try' : 'tries'} and ${conversions} conversion ${conversions === 1 ? 'kick' : 'kicks'}: a conversion follows a try, so add the try first or remove the extra conversion.`,
  percentAbove100: (label: string, total: number) =>
    `${label} of both teams adds up to ${total}%, more than 100%.`,
  teamBelowPlayers: (label: string, team: number, players: number) =>
    `Team ${label} (${team}) cannot be fewer than your players' ${label} (${players}). Leave it at 0 to use the players' total.`,
} as const;

function listStickSportProblems(sheet: StickSportStatSheet): StatSheetProblem[] {
  const problems: StatSheetProblem[] = [];
  for (const line of sheet.goalieActions) {
    if (line.shotsSaved > line.shotsOnGoal) {
      problems.push({
        key: `saves:${line.playerId}:${line.period}`,
        field: 'shotsSaved',
        message: statSheetCheckMessages.savesAboveShots(line.shotsSaved, line.shotsOnGoal),
      });
    }
  }
  const goalies = new Set(
    [
      ...sheet.goalieActions.map((g) => g.playerId),
      ...sheet.goals.filter((g) => g.team === 'them').map((g) => g.goalieId),
    ].filter(Boolean),
  );
  for (const goalieId of goalies) {
    const lines = sheet.goalieActions.filter((g) => g.playerId === goalieId);
    const shots = lines.reduce((sum, g) => sum + g.shotsOnGoal, 0);
    const saves = lines.reduce((sum, g) => sum + g.shotsSaved, 0);
    const goalsAgainst = countGoalsAgainst(sheet, goalieId);
    if (saves <= shots && shots - saves !== goalsAgainst) {
      problems.push({
        key: `goalie:${goalieId}`,
        field: 'shotsOnGoal',
        message: statSheetCheckMessages.goalieDoesNotAddUp(shots, saves, goalsAgainst),
      });
    }
  }
  const scorers = new Set(sheet.goals.filter((g) => g.team === 'us' && g.scorerId).map((g) => g.scorerId));
  for (const playerId of scorers) {
    const goals = sheet.goals.filter((g) => g.team === 'us' && g.scorerId === playerId).length;
    const shots = countPlayerShotsOnGoal(sheet, playerId);
    if (shots < goals) {
      problems.push({
        key: `shots:${playerId}`,
        field: 'number',
        message: statSheetCheckMessages.shotsBelowGoals(shots, goals),
      });
    }
  }
  const game = computeTeamShotsOnGoal(sheet);
  for (const side of ['us', 'them'] as const) {
    const periods = [...sumPeriodShotsOnGoal(sheet, side).values()].reduce((sum, n) => sum + n, 0);
    if (periods > game[side]) {
      problems.push({
        key: `periodShots:${side}`,
        field: 'number',
        message: statSheetCheckMessages.periodShotsAboveGame(side, periods, game[side]),
      });
    }
  }
  return problems;
}

const teamTallyLabels: Record<(typeof rugbyTeamTalliesFromPlayers)[number]['field'], string> = {
  tackles: 'tackles',
  carries: 'carries',
  metersCarried: 'metres carried',
  passes: 'passes',
  offloads: 'offloads',
};

function listRugbyProblems(sheet: RugbyStatSheet): StatSheetProblem[] {
  const problems: StatSheetProblem[] = [];
  for (const side of ['us', 'them'] as const) {
    const { tries, conversions } = countRugbyTriesAndConversions(sheet, side);
    if (conversions > tries) {
      problems.push({
        key: `conversions:${side}`,
        field: 'team',
        message: statSheetCheckMessages.conversionsAboveTries(side, tries, conversions),
      });
    }
  }
  for (const [field, label] of [
    ['possessionPercent', 'Possession'],
    ['territoryPercent', 'Territory'],
  ] as const) {
    const total = sheet.offensive.us[field] + sheet.offensive.them[field];
    if (total > 100) {
      problems.push({ key: field, field, message: statSheetCheckMessages.percentAbove100(label, total) });
    }
  }
  for (const { group, field, playerField } of rugbyTeamTalliesFromPlayers) {
    const team = (sheet[group].us as Record<string, number>)[field] ?? 0;
    const players = sumRugbyPlayerTally(sheet, playerField);
    if (team > 0 && team < players) {
      problems.push({
        key: `team:${field}`,
        field,
        message: statSheetCheckMessages.teamBelowPlayers(teamTallyLabels[field], team, players),
      });
    }
  }
  return problems;
}

/** Everything on the sheet that does not add up; empty for a consistent sheet. */
export function listStatSheetProblems(sheet: GameStatSheet): StatSheetProblem[] {
  return sheet.sport === 'rugby' ? listRugbyProblems(sheet) : listStickSportProblems(sheet);
}

/** The first problem `after` has that `before` did not: what an operation would break. */
export function findNewStatSheetProblem(
  before: GameStatSheet,
  after: GameStatSheet,
): StatSheetProblem | null {
  const known = new Set(listStatSheetProblems(before).map((p) => p.key));
  return listStatSheetProblems(after).find((p) => !known.has(p.key)) ?? null;
}
