import { describe, expect, it } from 'vitest';
import {
  getPeriodLabel,
  getPeriodShortLabel,
  isPeriodCodeOfSport,
  listPeriodCodes,
  periodCodeSchemas,
} from './periods.ts';

describe('periods', () => {
  it('lists the codes of each sport with na last', () => {
    expect(listPeriodCodes('hockey')).toEqual(['p1', 'p2', 'p3', 'ot1', 'ot2', 'na']);
    expect(listPeriodCodes('lacrosse')).toEqual(['p1', 'p2', 'p3', 'p4', 'ot1', 'ot2', 'na']);
    expect(listPeriodCodes('rugby')).toEqual(['h1', 'h2', 'et1', 'et2', 'sd', 'na']);
    expect(listPeriodCodes('rugby', { includeUnspecified: false })).toEqual(['h1', 'h2', 'et1', 'et2', 'sd']);
  });

  it('checks codes against the sport', () => {
    expect(isPeriodCodeOfSport('lacrosse', 'p4')).toBe(true);
    expect(isPeriodCodeOfSport('hockey', 'p4')).toBe(false);
    expect(isPeriodCodeOfSport('rugby', 'p1')).toBe(false);
    expect(periodCodeSchemas.hockey.safeParse('h1').success).toBe(false);
    expect(periodCodeSchemas.rugby.parse('sd')).toBe('sd');
  });

  it('labels periods in the words of each sport', () => {
    expect(getPeriodLabel('hockey', 'p3')).toBe('3rd Period');
    expect(getPeriodLabel('lacrosse', 'p4')).toBe('4th Quarter');
    expect(getPeriodLabel('rugby', 'h2')).toBe('2nd Half');
    expect(getPeriodLabel('rugby', 'sd')).toBe('Sudden Death');
    expect(getPeriodLabel('hockey', 'ot1')).toBe('Overtime');
    expect(getPeriodLabel('hockey', 'na')).toBe('Unspecified');
    expect(getPeriodShortLabel('hockey', 'ot2')).toBe('2OT');
    expect(getPeriodShortLabel('lacrosse', 'p2')).toBe('Q2');
    expect(getPeriodLabel('rugby', 'p1')).toBe('p1');
  });
});
