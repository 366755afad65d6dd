import { describe, expect, it } from 'vitest';
import {
  buildDefaultCoachDetails,
  buildDefaultPlayerDetails,
  detailListSchema,
  findDetailValue,
  playerTextsSchema,
} from './person-details.ts';

describe('person details', () => {
  it('starts a player profile with the empty rows of the sport', () => {
    const details = buildDefaultPlayerDetails('MENSRUGBY');
    expect(details).toHaveLength(9);
    expect(details[0]).toEqual({ title: 'Team Number', required: false, value: '' });
    expect(buildDefaultPlayerDetails('WOMENSICEHOCKEY')[0]?.required).toBe(true);
    expect(buildDefaultCoachDetails()[0]).toEqual({ title: 'Title', required: true, value: '' });
  });

  it('parses stored rows, trimming and filling defaults', () => {
    const parsed = detailListSchema.parse([{ title: ' Hometown ', value: ' Boston ' }]);
    expect(parsed).toEqual([{ title: 'Hometown', required: false, value: 'Boston' }]);
    expect(detailListSchema.safeParse([{ title: '', value: 'x' }]).success).toBe(false);
  });

  it('reads a value by title', () => {
    const details = detailListSchema.parse([{ title: 'Position', value: 'Goalie ' }]);
    expect(findDetailValue(details, 'Position')).toBe('Goalie');
    expect(findDetailValue(details, 'Hometown')).toBe('');
  });

  it('parses personal achievements', () => {
    expect(playerTextsSchema.parse([{ title: '2024', value: 'All-Conference' }, {}])).toEqual([
      { title: '2024', value: 'All-Conference' },
      { title: '', value: '' },
    ]);
  });
});
