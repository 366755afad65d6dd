import { describe, expect, it } from 'vitest';
import { listCoachDetailFields, listPlayerDetailFields } from './person-detail-fields.ts';

const required = (fields: readonly { title: string; required: boolean }[]) =>
  fields.filter((f) => f.required).map((f) => f.title);

describe('person detail fields', () => {
  it('gives ice hockey and lacrosse players ten details with number and position required', () => {
    for (const s of ['WOMENSICEHOCKEY', 'MENSLACROSSE'] as const) {
      const fields = listPlayerDetailFields(s);
      expect(fields.map((f) => f.title)).toEqual([
        'Team Number',
        'Weight',
        'Height',
        'Hometown',
        'Position',
        'Year',
        'Born',
        'Nationality',
        'Previous Team',
        'Shoots',
      ]);
      expect(required(fields)).toEqual(['Team Number', 'Position']);
    }
  });

  it('leaves Shoots out for rugby and makes the team number optional', () => {
    const fields = listPlayerDetailFields('MENSRUGBY');
    expect(fields).toHaveLength(9);
    expect(fields.some((f) => f.title === 'Shoots')).toBe(false);
    expect(required(fields)).toEqual(['Position']);
    // The shared stick-sport list is not changed by deriving the rugby one.
    expect(required(listPlayerDetailFields('MENSICEHOCKEY'))).toContain('Team Number');
  });

  it('gives coaches a required title', () => {
    expect(listCoachDetailFields()).toEqual([
      { title: 'Title', required: true },
      { title: 'Hometown', required: false },
      { title: 'Born', required: false },
      { title: 'Nationality', required: false },
    ]);
  });
});
