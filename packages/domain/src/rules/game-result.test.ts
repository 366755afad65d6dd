import { describe, expect, it } from 'vitest';
import { decideGameResult, formatGameScore, isShutout, summarizeGameResult } from './game-result.ts';

describe('game result', () => {
  it('decides win, tie and loss from our goals and theirs', () => {
    expect(decideGameResult({ us: 3, them: 1 })).toBe('win');
    expect(decideGameResult({ us: 2, them: 2 })).toBe('tied');
    expect(decideGameResult({ us: 0, them: 0 })).toBe('tied');
    expect(decideGameResult({ us: 1, them: 4 })).toBe('loss');
  });

  it('calls a game a shutout when the opponent did not score', () => {
    expect(isShutout({ us: 2, them: 0 })).toBe(true);
    expect(isShutout({ us: 0, them: 0 })).toBe(true);
    expect(isShutout({ us: 5, them: 1 })).toBe(false);
  });

  it('shows ours-theirs at home and theirs-ours away', () => {
    expect(formatGameScore({ us: 3, them: 1 }, true)).toBe('3-1');
    expect(formatGameScore({ us: 3, them: 1 }, false)).toBe('1-3');
    expect(formatGameScore({ us: 0, them: 2 }, true)).toBe('0-2');
    expect(formatGameScore({ us: 0, them: 2 }, false)).toBe('2-0');
  });

  it('summarizes the fields stored on the game', () => {
    expect(summarizeGameResult({ us: 4, them: 0 }, false)).toEqual({
      winOrLoss: 'win',
      gameScore: '0-4',
      shutOut: true,
    });
    expect(summarizeGameResult({ us: 1, them: 2 }, true)).toEqual({
      winOrLoss: 'loss',
      gameScore: '1-2',
      shutOut: false,
    });
  });
});
