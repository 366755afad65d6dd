import { describe, expect, it } from 'vitest';
import { gameStatSheetSchema } from '../content/game-stat-sheet.ts';
import {
  computeGameScore,
  computeGameScoreByPeriod,
  deriveStoredGameResult,
  summarizeGameFromStatSheet,
} from './game-score.ts';
import { countGoalsByPeriod, countGoalsBySide } from './stick-sport-goals.ts';

describe('game score from a stat sheet', () => {
  const hockey = gameStatSheetSchema.parse({
    sport: 'hockey',
    goals: [
      { team: 'us', period: 'p1' },
      { team: 'them', period: 'p1' },
      { team: 'us', period: 'p3' },
      { team: 'us', period: 'ot1' },
    ],
  });

  it('counts hockey and lacrosse goals per side and per period', () => {
    if (hockey.sport !== 'hockey') throw new Error('expected a hockey sheet');
    expect(countGoalsBySide(hockey)).toEqual({ us: 3, them: 1 });
    expect(countGoalsByPeriod(hockey)).toEqual({
      p1: { us: 1, them: 1 },
      p3: { us: 1, them: 0 },
      ot1: { us: 1, them: 0 },
    });
    const lacrosse = gameStatSheetSchema.parse({
      sport: 'lacrosse',
      goals: [{ team: 'them', period: 'p4' }],
    });
    expect(computeGameScore(lacrosse)).toEqual({ us: 0, them: 1 });
  });

  it('uses points for rugby', () => {
    const rugby = gameStatSheetSchema.parse({
      sport: 'rugby',
      tries: [{ team: 'us' }],
      dropGoals: [{ team: 'us' }],
    });
    expect(computeGameScore(rugby)).toEqual({ us: 8, them: 0 });
    expect(summarizeGameFromStatSheet(rugby, false)).toEqual({
      winOrLoss: 'win',
      gameScore: '0-8',
      shutOut: true,
    });
  });

  it('summarizes a hockey game at home', () => {
    expect(summarizeGameFromStatSheet(hockey, true)).toEqual({
      winOrLoss: 'win',
      gameScore: '3-1',
      shutOut: false,
    });
  });

  it('gives the line score per period for both families, missed kicks scoring nothing', () => {
    expect(computeGameScoreByPeriod(hockey)).toEqual({
      p1: { us: 1, them: 1 },
      p3: { us: 1, them: 0 },
      ot1: { us: 1, them: 0 },
    });
    const rugby = gameStatSheetSchema.parse({
      sport: 'rugby',
      tries: [
        { team: 'us', period: 'h1' },
        { team: 'them', period: 'h2' },
      ],
      conversions: [
        { team: 'us', period: 'h1' },
        { team: 'them', period: 'h2', converted: false },
      ],
      penaltyKicks: [
        { team: 'them', period: 'h1', convertedToGoal: true },
        { team: 'us', period: 'h2' },
      ],
    });
    expect(computeGameScoreByPeriod(rugby)).toEqual({ h1: { us: 7, them: 3 }, h2: { us: 0, them: 5 } });
    expect(computeGameScore(rugby)).toEqual({ us: 7, them: 8 });
  });
});

describe('deriveStoredGameResult', () => {
  const sheet = gameStatSheetSchema.parse({
    sport: 'hockey',
    goals: [{ team: 'us' }, { team: 'us' }, { team: 'them' }],
  });
  const nothing = { winOrLoss: null, gameScore: '', shutOut: false };

  it('stores nothing before the game starts or without a sheet', () => {
    expect(deriveStoredGameResult('scheduled', sheet, true)).toEqual(nothing);
    expect(deriveStoredGameResult('finished', null, true)).toEqual(nothing);
  });

  it('stores the running score, but no result, while the game is in progress', () => {
    expect(deriveStoredGameResult('inprogress', sheet, false)).toEqual({ ...nothing, gameScore: '1-2' });
  });

  it('stores the result of a finished game, home side first', () => {
    expect(deriveStoredGameResult('finished', sheet, true)).toEqual({
      winOrLoss: 'win',
      gameScore: '2-1',
      shutOut: false,
    });
  });
});
