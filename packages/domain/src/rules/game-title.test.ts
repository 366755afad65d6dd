import { describe, expect, it } from 'vitest';
import { buildDefaultGameTitle, formatGameDate } from './game-title.ts';

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
