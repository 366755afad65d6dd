import { describe, expect, it } from 'vitest';
import { findSharedLineupNumbers, listLineupWarnings } from './lineup-numbers.ts';

describe('findSharedLineupNumbers', () => {
  it('finds a number worn by two players, ignoring blanks and a leading #', () => {
    const lineup = [
      { playerId: 'a', number: '4' },
      { playerId: 'b', number: '' },
      { playerId: 'c', number: '#4' },
      { playerId: 'd', number: '' },
      { playerId: 'e', number: '17' },
    ];
    expect(findSharedLineupNumbers(lineup)).toEqual([{ number: '4', playerIds: ['a', 'c'] }]);
    expect(listLineupWarnings(lineup)).toEqual([
      '#4 is worn by 2 players in this line-up. Please check their numbers.',
    ]);
  });

  it('has nothing to say about distinct numbers', () => {
    expect(
      listLineupWarnings([
        { playerId: 'a', number: '4' },
        { playerId: 'b', number: '5' },
      ]),
    ).toEqual([]);
  });
});
