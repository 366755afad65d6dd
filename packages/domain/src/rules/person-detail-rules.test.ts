import { describe, expect, it } from 'vitest';
import { buildDefaultPlayerDetails } from '../content/person-details.ts';
import { listCoachDetailFields, listPlayerDetailFields } from '../sports/person-detail-fields.ts';
import { findMissingDetails } from './person-detail-rules.ts';

describe('missing required details', () => {
  it('names each empty required detail', () => {
    expect(
      findMissingDetails(listPlayerDetailFields('MENSICEHOCKEY'), buildDefaultPlayerDetails('MENSICEHOCKEY')),
    ).toEqual([
      { title: 'Team Number', message: 'Please enter the Team Number' },
      { title: 'Position', message: 'Please enter the Position' },
    ]);
    expect(
      findMissingDetails(listPlayerDetailFields('MENSRUGBY'), buildDefaultPlayerDetails('MENSRUGBY')),
    ).toEqual([{ title: 'Position', message: 'Please enter the Position' }]);
  });

  it('follows the sport, not the flag the client sent', () => {
    const details = [
      { title: 'Team Number', required: false, value: '' },
      { title: 'Position', required: false, value: ' Goalie ' },
    ];
    expect(findMissingDetails(listPlayerDetailFields('WOMENSLACROSSE'), details).map((m) => m.title)).toEqual(
      ['Team Number'],
    );
    expect(
      findMissingDetails(listCoachDetailFields(), [{ title: 'Title', required: true, value: 'Head Coach' }]),
    ).toEqual([]);
  });
});
