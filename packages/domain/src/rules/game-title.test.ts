import { describe, expect, it } from 'vitest';
import { buildDefaultGameTitle, formatGameDate, labelGameWithDate, resolveGameTitle } from './game-title.ts';

const zone = 'America/New_York';

describe('default game title', () => {
  it('names the opponent and the date in the team zone', () => {
    expect(buildDefaultGameTitle('Opponent University', new Date('2025-03-08T23:00:00Z'), zone)).toBe(
      'Game vs Opponent University on Mar 8, 2025',
    );
    // 02:00 UTC on the 9th is still the 8th in New York.
    expect(buildDefaultGameTitle('Rivals', '2025-03-09T02:00:00Z', zone)).toBe(
      'Game vs Rivals on Mar 8, 2025',
    );
    expect(formatGameDate(new Date('2025-03-09T02:00:00Z'), 'UTC')).toBe('Mar 9, 2025');
  });

  it('leaves the date out when the time is tba or unknown', () => {
    expect(buildDefaultGameTitle('Rivals', 'tba', zone)).toBe('Game vs Rivals');
    expect(buildDefaultGameTitle('Rivals', ' TBA ', zone)).toBe('Game vs Rivals');
    expect(buildDefaultGameTitle('Rivals', null, zone)).toBe('Game vs Rivals');
    expect(buildDefaultGameTitle('Rivals', 'not a date', zone)).toBe('Game vs Rivals');
  });

  it('says just Game without an opponent', () => {
    expect(buildDefaultGameTitle('  ', 'tba', zone)).toBe('Game');
  });
});

describe('the title a game shows', () => {
  const game = {
    title: '',
    opponentName: 'Rivals',
    timeOfGame: new Date('2026-11-19T23:00:00Z'),
    timeTba: false,
  };

  it('is the title the admin typed', () => {
    expect(resolveGameTitle({ ...game, title: ' Senior Night ' }, zone)).toBe('Senior Night');
  });

  it('is the default title when the title was left blank or only spaces', () => {
    expect(resolveGameTitle(game, zone)).toBe('Game vs Rivals on Nov 19, 2026');
    expect(resolveGameTitle({ ...game, title: '   ' }, 'Pacific/Auckland')).toBe(
      'Game vs Rivals on Nov 20, 2026',
    );
  });

  it('leaves the date out while the time is to be announced, and the opponent when there is none', () => {
    expect(resolveGameTitle({ ...game, timeTba: true }, zone)).toBe('Game vs Rivals');
    expect(resolveGameTitle({ ...game, opponentName: null }, zone)).toBe('Game on Nov 19, 2026');
  });
});

describe('a game labelled with its date', () => {
  const game = {
    title: '',
    opponentName: 'Rivals',
    timeOfGame: new Date('2026-11-19T23:00:00Z'),
    timeTba: false,
  };

  it('names the date once: the default title has it, a typed one gets it after a dot', () => {
    expect(labelGameWithDate(game, zone)).toBe('Game vs Rivals on Nov 19, 2026');
    expect(labelGameWithDate({ ...game, title: 'Senior Night' }, zone)).toBe('Senior Night · Nov 19, 2026');
    expect(labelGameWithDate({ ...game, title: 'Senior Night', timeOfGame: 'tba' }, zone)).toBe(
      'Senior Night',
    );
  });
});
