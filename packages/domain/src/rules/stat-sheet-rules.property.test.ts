import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEmptyStatSheet, type GameStatSheet } from '../content/game-stat-sheet.ts';
import type { RugbyStatSheet } from '../content/rugby-stat-sheet.ts';
import { applyStatSheetOperation, type StatSheetOperation } from '../content/stat-sheet-operations.ts';
import type { StickSportStatSheet } from '../content/stick-sport-stat-sheets.ts';
import { itemAt } from '../lists/item-at.ts';
import { hockeyPeriodCodes, lacrossePeriodCodes, rugbyPeriodCodes } from '../sports/periods.ts';
import { computeGameScore, computeGameScoreByPeriod } from './game-score.ts';
import { buildSeasonLeaderboards, computePlayerStatValues, rankLeaderboard } from './player-stat-lines.ts';
import { computeRugbyPlayerStats } from './rugby-player-stats.ts';
import { listStatSheetProblems } from './stat-sheet-checks.ts';
import {
  computeShotsOnGoalByPeriod,
  computeTeamShotsOnGoal,
  deriveRugbyTeamStats,
  listGoalieLines,
  listStickSportSheetPlayerIds,
  sumRugbyPlayerTally,
} from './stat-sheet-totals.ts';
import { computeStickSportPlayerStats } from './stick-sport-player-stats.ts';

/**
 * The statistics identities of decision 018 over sheets built by random sequences of the
 * operations an admin can send (most refused ones included): whatever is accepted adds up.
 */

const players = ['ana', 'bea', 'cat'];
const goalies = ['gil', 'hal'];
const player = fc.constantFrom(...players);
const goalie = fc.constantFrom('', ...goalies);
const side = fc.constantFrom('us' as const, 'them' as const);
const small = fc.integer({ min: 0, max: 6 });
const step = fc.constantFrom(-1, 1, 1, 2);

function stickOperation(periods: readonly string[]): fc.Arbitrary<StatSheetOperation> {
  const period = fc.constantFrom(...periods);
  const goal = fc.record({
    team: side,
    period,
    scorerId: fc.constantFrom('', ...players),
    assist1Id: fc.constantFrom('', ...players),
    goalieId: goalie,
    scorerName: fc.constantFrom('', 'Sam Otter'),
  });
  const remove = (list: string) =>
    fc.record({ index: fc.nat(4) }).map(({ index }) => ({ op: 'remove', list, index, before: {} }) as const);
  return fc.oneof(
    goal.map((entry) => ({ op: 'add', list: 'goals', entry }) as const),
    remove('goals'),
    fc
      .record({ period, playerId: fc.constantFrom(...goalies), shotsOnGoal: small, shotsSaved: small })
      .map((entry) => ({ op: 'add', list: 'goalieActions', entry }) as const),
    remove('goalieActions'),
    fc.record({ playerId: player, type: fc.constantFrom('shotsOnGoal', 'shots'), by: step }).map(
      ({ playerId, type, by }) =>
        ({
          op: 'increment',
          list: 'highlightsPerPlayer',
          match: { playerId, type },
          field: 'number',
          by,
        }) as const,
    ),
    fc
      .record({ team: side, period, type: fc.constant('shotsOnGoal'), number: small })
      .map((entry) => ({ op: 'add', list: 'highlightsPerPeriod', entry }) as const),
  );
}

/** Applies each operation in turn, the way the server does; refused ones change nothing. */
function play(start: GameStatSheet, operations: readonly StatSheetOperation[]): GameStatSheet {
  let sheet = start;
  for (const operation of operations) {
    // A removal names the entry as stored, as the portal sends it.
    const list = 'list' in operation ? (sheet as unknown as Record<string, unknown[]>)[operation.list] : [];
    const resolved =
      operation.op === 'remove'
        ? { ...operation, before: (list?.[operation.index] ?? {}) as object }
        : operation;
    const result = applyStatSheetOperation(sheet, resolved as StatSheetOperation);
    if (result.ok) sheet = result.sheet;
  }
  return sheet;
}

function assertStickSportIdentities(sheet: StickSportStatSheet) {
  expect(listStatSheetProblems(sheet)).toEqual([]);
  // Goals against = shots against − saves, for each goalie line.
  for (const line of listGoalieLines(sheet)) {
    expect(line.saves).toBeLessThanOrEqual(line.shotsAgainst);
    expect(line.goalsAgainst).toBe(line.shotsAgainst - line.saves);
  }
  const ids = listStickSportSheetPlayerIds(sheet);
  const stats = ids.map((id) => computeStickSportPlayerStats(id, [sheet]));
  // A goal is a shot on goal, and the player page shows the box score's SOG.
  for (const [index, s] of stats.entries()) {
    expect(s.shotsOnGoal).toBeGreaterThanOrEqual(s.goals);
    const shots = computePlayerStatValues(sheet.sport, itemAt(ids, index), [sheet]).find(
      (v) => v.label === 'Shots',
    );
    expect(shots?.value).toBe(String(s.shotsOnGoal));
  }
  // Team totals = sum of players (the opponent's: of our goalies).
  const score = computeGameScore(sheet);
  const teamShots = computeTeamShotsOnGoal(sheet);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  expect(sum(stats.map((s) => s.goals))).toBe(score.us);
  expect(sum(stats.map((s) => s.shotsOnGoal))).toBe(teamShots.us);
  expect(teamShots.us).toBeGreaterThanOrEqual(score.us);
  const goalieLines = listGoalieLines(sheet);
  expect(sum(goalieLines.map((g) => g.shotsAgainst))).toBe(teamShots.them);
  const chargedGoals = sheet.goals.filter((g) => g.team === 'them' && g.goalieId !== '').length;
  expect(sum(goalieLines.map((g) => g.goalsAgainst))).toBe(chargedGoals);
  // Period totals = game totals.
  const byPeriod = computeShotsOnGoalByPeriod(sheet, []);
  expect(sum(byPeriod.us)).toBe(teamShots.us);
  expect(sum(byPeriod.them)).toBe(teamShots.them);
  const goalsByPeriod = Object.values(computeGameScoreByPeriod(sheet));
  expect(sum(goalsByPeriod.map((p) => p?.us ?? 0))).toBe(score.us);
  expect(sum(goalsByPeriod.map((p) => p?.them ?? 0))).toBe(score.them);
}

describe('statistics identities over generated sheets', () => {
  for (const [sport, periods] of [
    ['hockey', hockeyPeriodCodes],
    ['lacrosse', lacrossePeriodCodes],
  ] as const) {
    it(`${sport}: goalie lines, shots, team and period totals add up`, () => {
      fc.assert(
        fc.property(fc.array(stickOperation(periods), { maxLength: 40 }), (operations) => {
          const sheet = play(createEmptyStatSheet(sport), operations);
          assertStickSportIdentities(sheet as StickSportStatSheet);
        }),
        { numRuns: 300 },
      );
    });
  }

  it('rugby: conversions follow tries, team totals cover the players, periods add up', () => {
    const period = fc.constantFrom(...rugbyPeriodCodes);
    const scoring = fc.record({
      list: fc.constantFrom('tries', 'conversions', 'penaltyKicks', 'dropGoals'),
      team: side,
      period,
      playerId: fc.constantFrom('', ...players),
      converted: fc.boolean(),
      convertedToGoal: fc.boolean(),
    });
    const operation: fc.Arbitrary<StatSheetOperation> = fc.oneof(
      scoring.map(({ list, ...entry }) => ({ op: 'add', list, entry }) as const),
      fc
        .record({ list: fc.constantFrom('tries', 'conversions'), index: fc.nat(3) })
        .map(({ list, index }) => ({ op: 'remove', list, index, before: {} }) as const),
      fc
        .record({ playerId: player, field: fc.constantFrom('tackles', 'carries', 'metersCarried'), by: step })
        .map(
          ({ playerId, field, by }) =>
            ({ op: 'increment', list: 'playerStats', match: { playerId }, field, by }) as const,
        ),
      fc
        .record({
          group: fc.constantFrom('defensive' as const, 'offensive' as const),
          side,
          field: fc.constantFrom('tackles', 'carries', 'possessionPercent'),
          by: fc.integer({ min: -5, max: 40 }),
        })
        .map((op) => ({ op: 'incrementGroup', ...op }) as const),
    );
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
        const sheet = play(createEmptyStatSheet('rugby'), operations) as RugbyStatSheet;
        expect(listStatSheetProblems(sheet)).toEqual([]);
        for (const team of ['us', 'them'] as const) {
          const tries = sheet.tries.filter((t) => t.team === team).length;
          expect(sheet.conversions.filter((c) => c.team === team).length).toBeLessThanOrEqual(tries);
        }
        const team = deriveRugbyTeamStats(sheet);
        expect(team.defensive.us.tackles).toBeGreaterThanOrEqual(sumRugbyPlayerTally(sheet, 'tackles'));
        expect(team.offensive.us.carries).toBeGreaterThanOrEqual(sumRugbyPlayerTally(sheet, 'carries'));
        expect(
          team.offensive.us.possessionPercent + team.offensive.them.possessionPercent,
        ).toBeLessThanOrEqual(100);
        const score = computeGameScore(sheet);
        const periods = Object.values(computeGameScoreByPeriod(sheet));
        expect(periods.reduce((s, p) => s + (p?.us ?? 0), 0)).toBe(score.us);
        expect(periods.reduce((s, p) => s + (p?.them ?? 0), 0)).toBe(score.them);
        const playerPoints = players.reduce((s, id) => s + computeRugbyPlayerStats(id, [sheet]).points, 0);
        expect(playerPoints).toBeLessThanOrEqual(score.us);
      }),
      { numRuns: 300 },
    );
  });

  it('leaders tie as ties: equal values share a rank, one more than the players ahead', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ playerId: fc.uuid(), value: fc.integer({ min: 1, max: 5 }) }), {
          maxLength: 12,
        }),
        (scores) => {
          const entries = rankLeaderboard(scores);
          for (const entry of entries) {
            expect(entry.rank).toBe(1 + scores.filter((s) => s.value > entry.value).length);
            expect(entry.tied).toBe(scores.filter((s) => s.value === entry.value).length > 1);
          }
          // Nobody tied with a player shown is left out.
          const shown = new Set(entries.map((e) => e.value));
          expect(entries.length).toBe(scores.filter((s) => shown.has(s.value)).length);
        },
      ),
    );
  });

  it('leaders from sheets: two players with the same goals share first place', () => {
    const sheet = play(createEmptyStatSheet('hockey'), [
      { op: 'add', list: 'goals', entry: { team: 'us', scorerId: 'ana' } },
      { op: 'add', list: 'goals', entry: { team: 'us', scorerId: 'bea' } },
    ]);
    const goals = buildSeasonLeaderboards('hockey', players, [sheet]).find((b) => b.title === 'Goals');
    expect(goals?.entries.map((e) => [e.playerId, e.rank, e.tied])).toEqual([
      ['ana', 1, true],
      ['bea', 1, true],
    ]);
  });
});
