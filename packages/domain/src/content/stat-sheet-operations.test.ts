import { describe, expect, it } from 'vitest';
import { itemAt } from '../lists/item-at.ts';
import { computeGameScore } from '../rules/game-score.ts';
import { statSheetCheckMessages } from '../rules/stat-sheet-checks.ts';
import { createEmptyStatSheet, type GameStatSheet } from './game-stat-sheet.ts';
import {
  applyStatSheetOperation,
  findGoalieInNet,
  formatGameClock,
  listEntryPlayerIds,
  parseGameClock,
  type StatSheetOperation,
  statSheetMessages,
} from './stat-sheet-operations.ts';

function apply(sheet: GameStatSheet, operation: StatSheetOperation): GameStatSheet {
  const result = applyStatSheetOperation(sheet, operation);
  if (!result.ok) throw new Error(result.message);
  return result.sheet;
}

const goal = (team: 'us' | 'them', scorerId = '') => ({ team, period: 'p1', timeInSeconds: 300, scorerId });

describe('stat sheet operations', () => {
  it('adds goals with their defaults and the score follows', () => {
    let sheet: GameStatSheet = createEmptyStatSheet('lacrosse');
    sheet = apply(sheet, { op: 'add', list: 'goals', entry: goal('us', 'p9') });
    sheet = apply(sheet, { op: 'add', list: 'goals', entry: goal('them') });
    sheet = apply(sheet, { op: 'add', list: 'goals', entry: goal('us', 'p9') });
    expect(computeGameScore(sheet)).toEqual({ us: 2, them: 1 });
    expect(sheet.sport === 'lacrosse' && sheet.goals[0]).toMatchObject({
      scorerId: 'p9',
      assist1Id: '',
      emptyNetGoal: false,
    });
  });

  it('never changes the sheet it was given', () => {
    const sheet = createEmptyStatSheet('hockey');
    apply(sheet, { op: 'add', list: 'goals', entry: goal('us', 'p1') });
    expect(sheet.goals).toEqual([]);
  });

  it('keeps both of two adds made from the same starting sheet (the server applies them in turn)', () => {
    const start = createEmptyStatSheet('hockey');
    const first = { op: 'add', list: 'goals', entry: goal('us', 'a') } as const;
    const second = { op: 'add', list: 'penalties', entry: { team: 'them', type: 'major' } } as const;
    const sheet = apply(apply(start, first), second);
    expect(sheet.sport === 'hockey' && [sheet.goals.length, sheet.penalties.length]).toEqual([1, 1]);
  });

  it('names the missing scorer or player of our events', () => {
    const sheet = createEmptyStatSheet('hockey');
    expect(applyStatSheetOperation(sheet, { op: 'add', list: 'goals', entry: goal('us') })).toMatchObject({
      ok: false,
      kind: 'invalid',
      field: 'scorerId',
      message: statSheetMessages.chooseScorer,
    });
    expect(
      applyStatSheetOperation(sheet, { op: 'add', list: 'penalties', entry: { team: 'us', type: 'minor' } }),
    ).toMatchObject({ field: 'playerId', message: statSheetMessages.choosePlayer });
    expect(
      applyStatSheetOperation(sheet, {
        op: 'add',
        list: 'goals',
        entry: { ...goal('us', 'p'), period: 'p4' },
      }),
    ).toMatchObject({ ok: false, field: 'period' });
  });

  it('refuses a list the sport does not record', () => {
    const hockey = createEmptyStatSheet('hockey');
    for (const list of ['groundBalls', 'tries', 'sport', 'constructor']) {
      expect(applyStatSheetOperation(hockey, { op: 'add', list, entry: {} })).toMatchObject({
        ok: false,
        message: statSheetMessages.unknownList,
      });
    }
    expect(
      applyStatSheetOperation(hockey, {
        op: 'incrementGroup',
        group: 'defensive',
        side: 'us',
        field: 'tackles',
        by: 1,
      }),
    ).toMatchObject({ ok: false, message: statSheetMessages.unknownList });
  });

  it('updates and removes only the entry the admin saw, and explains a conflict', () => {
    let sheet: GameStatSheet = createEmptyStatSheet('hockey');
    sheet = apply(sheet, { op: 'add', list: 'goals', entry: goal('us', 'a') });
    sheet = apply(sheet, { op: 'add', list: 'goals', entry: goal('us', 'b') });
    if (sheet.sport !== 'hockey') throw new Error('hockey');
    const seen = itemAt(sheet.goals, 1);
    const updated = apply(sheet, {
      op: 'update',
      list: 'goals',
      index: 1,
      before: seen,
      entry: { ...seen, scorerId: 'c' },
    });
    expect(updated.sport === 'hockey' && updated.goals.map((g) => g.scorerId)).toEqual(['a', 'c']);

    // Someone else removed the first goal meanwhile: the second is no longer at index 1.
    const meanwhile = apply(sheet, { op: 'remove', list: 'goals', index: 0, before: itemAt(sheet.goals, 0) });
    const stale = applyStatSheetOperation(meanwhile, { op: 'remove', list: 'goals', index: 1, before: seen });
    expect(stale).toEqual({
      ok: false,
      kind: 'conflict',
      message: statSheetMessages.changedMeanwhile('goal'),
    });
    const edited = applyStatSheetOperation(updated, {
      op: 'update',
      list: 'goals',
      index: 1,
      before: seen,
      entry: { ...seen, scorerId: 'd' },
    });
    expect(edited).toMatchObject({ ok: false, kind: 'conflict' });
  });

  it('counts tallies per player without conflicts and never below zero', () => {
    let sheet: GameStatSheet = createEmptyStatSheet('rugby');
    const tackle = {
      op: 'increment',
      list: 'playerStats',
      match: { playerId: 'p7' },
      field: 'tackles',
      by: 1,
    } as const;
    sheet = apply(apply(apply(sheet, tackle), tackle), { ...tackle, field: 'metersCarried', by: 12 });
    expect(sheet.sport === 'rugby' && sheet.playerStats).toEqual([
      { playerId: 'p7', tackles: 2, offloads: 0, passes: 0, carries: 0, metersCarried: 12, minsPlayed: 0 },
    ]);
    expect(applyStatSheetOperation(sheet, { ...tackle, by: -3 })).toMatchObject({
      ok: false,
      message: statSheetMessages.belowZero,
    });
    sheet = apply(sheet, { op: 'incrementGroup', group: 'setPlay', side: 'them', field: 'scrumsWon', by: 2 });
    expect(sheet.sport === 'rugby' && sheet.setPlay.them.scrumsWon).toBe(2);
  });

  it('counts per-player highlights of one kind apart from the others', () => {
    let sheet: GameStatSheet = createEmptyStatSheet('hockey');
    const shot = {
      op: 'increment',
      list: 'highlightsPerPlayer',
      match: { playerId: 'p1', type: 'shots' },
      field: 'number',
      by: 1,
    } as const;
    sheet = apply(apply(sheet, shot), { ...shot, match: { playerId: 'p1', type: 'blocks' } });
    sheet = apply(sheet, shot);
    expect(sheet.sport === 'hockey' && sheet.highlightsPerPlayer).toEqual([
      { playerId: 'p1', type: 'shots', number: 2 },
      { playerId: 'p1', type: 'blocks', number: 1 },
    ]);
  });

  it("counts a goal as a shot on goal: the scorer's, or one our goalie in net faced", () => {
    let sheet: GameStatSheet = createEmptyStatSheet('hockey');
    sheet = apply(sheet, { op: 'add', list: 'goals', entry: goal('us', 'ana') });
    sheet = apply(sheet, {
      op: 'add',
      list: 'goalieActions',
      entry: { period: 'p1', playerId: 'gil', shotsOnGoal: 10, shotsSaved: 10 },
    });
    sheet = apply(sheet, { op: 'add', list: 'goals', entry: { ...goal('them'), goalieId: 'gil' } });
    if (sheet.sport !== 'hockey') throw new Error('hockey');
    expect(sheet.highlightsPerPlayer).toEqual([{ playerId: 'ana', type: 'shotsOnGoal', number: 1 }]);
    expect(sheet.goalieActions[0]).toMatchObject({ shotsOnGoal: 11, shotsSaved: 10 });
    expect(findGoalieInNet(sheet, 'p2')).toBe('gil');
    // Removing the goal takes its shot back.
    const removed = apply(sheet, { op: 'remove', list: 'goals', index: 1, before: itemAt(sheet.goals, 1) });
    expect(removed.sport === 'hockey' && removed.goalieActions[0]?.shotsOnGoal).toBe(10);
  });

  it('refuses goalie lines that do not add up to the goals against, and saves above shots', () => {
    const sheet = createEmptyStatSheet('hockey');
    const line = (shotsOnGoal: number, shotsSaved: number) =>
      applyStatSheetOperation(sheet, {
        op: 'add',
        list: 'goalieActions',
        entry: { period: 'p1', playerId: 'gil', shotsOnGoal, shotsSaved },
      });
    expect(line(22, 21)).toMatchObject({
      ok: false,
      field: 'shotsOnGoal',
      message: statSheetCheckMessages.goalieDoesNotAddUp(22, 21, 0),
    });
    expect(line(3, 4)).toMatchObject({ ok: false, message: statSheetCheckMessages.savesAboveShots(4, 3) });
    expect(line(21, 21)).toMatchObject({ ok: true });
  });

  it("refuses a scorer's shots on goal below their goals", () => {
    const sheet = apply(createEmptyStatSheet('lacrosse'), {
      op: 'add',
      list: 'goals',
      entry: goal('us', 'ana'),
    });
    const takeBack = {
      op: 'increment',
      list: 'highlightsPerPlayer',
      match: { playerId: 'ana', type: 'shotsOnGoal' },
      field: 'number',
      by: -1,
    } as const;
    expect(applyStatSheetOperation(sheet, takeBack)).toMatchObject({
      ok: false,
      message: statSheetCheckMessages.shotsBelowGoals(0, 1),
    });
  });

  it("takes the opponent's players as typed names, never our roster", () => {
    const sheet = createEmptyStatSheet('hockey');
    expect(
      applyStatSheetOperation(sheet, { op: 'add', list: 'goals', entry: { ...goal('them', 'ana') } }),
    ).toMatchObject({ ok: false, field: 'scorerId', message: statSheetMessages.opponentPlayer });
    const typed = apply(sheet, {
      op: 'add',
      list: 'goals',
      entry: { ...goal('them'), scorerName: ' Sam Otter ', assist1Name: 'Kai Vole' },
    });
    expect(typed.sport === 'hockey' && typed.goals[0]).toMatchObject({
      scorerName: 'Sam Otter',
      scorerId: '',
    });
    // Our entries keep no typed names.
    const ours = apply(sheet, { op: 'add', list: 'goals', entry: { ...goal('us', 'ana'), scorerName: 'x' } });
    expect(ours.sport === 'hockey' && ours.goals[0]?.scorerName).toBe('');
  });

  it('refuses a conversion without its try', () => {
    let sheet: GameStatSheet = createEmptyStatSheet('rugby');
    sheet = apply(sheet, { op: 'add', list: 'tries', entry: { team: 'us', playerId: 'ana' } });
    sheet = apply(sheet, { op: 'add', list: 'conversions', entry: { team: 'us', playerId: 'bea' } });
    expect(
      applyStatSheetOperation(sheet, {
        op: 'add',
        list: 'conversions',
        entry: { team: 'us', playerId: 'bea' },
      }),
    ).toMatchObject({ ok: false, message: statSheetCheckMessages.conversionsAboveTries('us', 1, 2) });
  });

  it('lists the players an entry names', () => {
    expect(listEntryPlayerIds({ scorerId: 'a', assist1Id: '', assist2Id: 'b', goalieId: 'g' })).toEqual([
      'a',
      'b',
      'g',
    ]);
  });

  it('reads and writes the game clock', () => {
    expect(parseGameClock('12:05')).toBe(725);
    expect(parseGameClock('7')).toBe(420);
    expect(parseGameClock('7:6')).toBeNull();
    expect(parseGameClock('ab')).toBeNull();
    expect(formatGameClock(725)).toBe('12:05');
  });
});
