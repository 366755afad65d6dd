import { describe, expect, it } from 'vitest';
import {
  describePositionInSentence,
  isPositionOfSport,
  lacrossePositions,
  listPositions,
  positionSchemas,
  rugbyPositions,
} from './positions.ts';

describe('positions', () => {
  it('lists hockey positions', () => {
    expect(listPositions('WOMENSICEHOCKEY')).toEqual(['Forward', 'Winger', 'Center', 'Defensemen', 'Goalie']);
  });

  it('lists 19 rugby positions from Hooker to Back Row', () => {
    expect(rugbyPositions).toHaveLength(19);
    expect(rugbyPositions[0]).toBe('Hooker');
    expect(rugbyPositions.at(-1)).toBe('Back Row');
    expect(new Set(rugbyPositions).size).toBe(19);
    expect(listPositions('MENSRUGBY')).toBe(rugbyPositions);
  });

  it('lists 13 lacrosse positions from Attackmen to Long Stick Midfielder', () => {
    expect(lacrossePositions).toHaveLength(13);
    expect(lacrossePositions[0]).toBe('Attackmen');
    expect(lacrossePositions.at(-1)).toBe('Long Stick Midfielder');
    expect(new Set(lacrossePositions).size).toBe(13);
  });

  it('checks a position against the sport', () => {
    expect(isPositionOfSport('MENSICEHOCKEY', 'Goalie')).toBe(true);
    expect(isPositionOfSport('MENSICEHOCKEY', 'Hooker')).toBe(false);
    expect(positionSchemas.rugby.safeParse('Fly-half').success).toBe(true);
    expect(positionSchemas.lacrosse.safeParse('Winger').success).toBe(false);
  });

  it('uses the singular in sentences', () => {
    expect(describePositionInSentence('Defensemen')).toBe('Defenseman');
    expect(describePositionInSentence('Attackmen')).toBe('Attackman');
    expect(describePositionInSentence('Fly-half')).toBe('Fly-half');
  });
});
