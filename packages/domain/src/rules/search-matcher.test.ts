import { describe, expect, it } from 'vitest';
import { filterBySearch, matchesSearch, normalizeSearchText } from './search-matcher.ts';

describe('search matcher', () => {
  it('matches a prefix of the whole text or of any word, ignoring case', () => {
    expect(matchesSearch('Boston College Eagles', 'bos')).toBe(true);
    expect(matchesSearch('Boston College Eagles', 'COLL')).toBe(true);
    expect(matchesSearch('Boston College Eagles', 'eagles')).toBe(true);
    expect(matchesSearch('Boston College Eagles', 'boston coll')).toBe(true);
    expect(matchesSearch('Boston College Eagles', 'ston')).toBe(false);
    expect(matchesSearch('Boston College Eagles', 'eagles fc')).toBe(false);
  });

  it('treats hyphens, parentheses, exclamation marks and colons as spaces', () => {
    expect(normalizeSearchText('Fly-half (Captain)!: Jo')).toBe('fly half captain jo');
    expect(matchesSearch('Scrum-half', 'half')).toBe(true);
    expect(matchesSearch('Season Opener (Home)', 'home')).toBe(true);
    expect(matchesSearch('Go Team!Win', 'win')).toBe(true);
    expect(matchesSearch('Recap:Finals', 'finals')).toBe(true);
    expect(matchesSearch('Game vs Opponent-University', 'opponent univ')).toBe(true);
    expect(matchesSearch('St. Mary', 'mary')).toBe(true);
    expect(matchesSearch('St.Mary', 'mary')).toBe(false); // a period is not a separator
  });

  it('matches everything for an empty query', () => {
    expect(matchesSearch('anything', '')).toBe(true);
    expect(matchesSearch('anything', ' - ')).toBe(true);
    expect(matchesSearch('', 'a')).toBe(false);
  });

  it('filters a list in order', () => {
    const players = [{ name: 'Jane Doe' }, { name: 'John Smith' }, { name: 'Ann-Marie Jones' }];
    expect(filterBySearch(players, 'jo', (p) => p.name)).toEqual([
      { name: 'John Smith' },
      { name: 'Ann-Marie Jones' },
    ]);
    expect(filterBySearch(players, 'marie', (p) => p.name)).toEqual([{ name: 'Ann-Marie Jones' }]);
    expect(filterBySearch(players, '', (p) => p.name)).toHaveLength(3);
  });
});
