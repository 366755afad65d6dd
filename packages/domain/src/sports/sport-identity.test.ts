import { describe, expect, it } from 'vitest';
import {
  getSportFamily,
  getSportGender,
  getSportName,
  getSportPronoun,
  getSportsTypeDisplayName,
  isTeamSportsType,
  requireTeamSportsType,
  toSportsType,
} from './sport-identity.ts';
import { selectableSportsTypes } from './sports-types.ts';

describe('sport identity', () => {
  it('names every team sports type', () => {
    expect(selectableSportsTypes.map(getSportsTypeDisplayName)).toEqual([
      "Women's Ice Hockey Team",
      "Men's Ice Hockey Team",
      "Women's Rugby Team",
      "Men's Rugby Team",
      "Women's Lacrosse Team",
      "Men's Lacrosse Team",
    ]);
  });

  it('gives the short sport name, family, gender and pronoun', () => {
    expect(getSportName('MENSICEHOCKEY')).toBe('Ice Hockey');
    expect(getSportName('WOMENSRUGBY')).toBe('Rugby');
    expect(getSportName('MENSLACROSSE')).toBe('Lacrosse');
    expect(getSportFamily('WOMENSICEHOCKEY')).toBe('hockey');
    expect(getSportFamily('MENSRUGBY')).toBe('rugby');
    expect(getSportFamily('WOMENSLACROSSE')).toBe('lacrosse');
    expect(getSportGender('WOMENSLACROSSE')).toBe('womens');
    expect(getSportGender('MENSICEHOCKEY')).toBe('mens');
    expect(getSportPronoun('WOMENSRUGBY')).toBe('She');
    expect(getSportPronoun('MENSRUGBY')).toBe('He');
  });

  it('turns family and gender back into the sports type', () => {
    for (const s of selectableSportsTypes) {
      expect(toSportsType(getSportFamily(s), getSportGender(s))).toBe(s);
    }
  });

  it('tells team sports types from NONE and unknown values', () => {
    expect(isTeamSportsType('MENSRUGBY')).toBe(true);
    expect(isTeamSportsType('NONE')).toBe(false);
    expect(isTeamSportsType('CURLING')).toBe(false);
    expect(requireTeamSportsType('MENSLACROSSE')).toBe('MENSLACROSSE');
    expect(() => requireTeamSportsType('NONE')).toThrow(/team sports type/);
  });
});
