import { describe, expect, it } from 'vitest';
import { formTypeLabels, formTypeSchema, formTypes, formTypeValues, isCustomFormType } from './form-types.ts';

describe('form types', () => {
  it('numbers the fourteen types 0 to 13 in the spec order', () => {
    expect(formTypeValues).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(formTypes.CONTACT_US).toBe(3);
    expect(formTypes.CUSTOM_DONATION).toBe(13);
    expect(formTypeLabels[7]).toBe('Tryouts');
    expect(formTypeLabels[11]).toBe('Custom Player Dues/Registration');
  });

  it('accepts only known numbers', () => {
    expect(formTypeSchema.parse(13)).toBe(13);
    expect(formTypeSchema.safeParse(14).success).toBe(false);
    expect(formTypeSchema.safeParse('3').success).toBe(false);
  });

  it('tells custom forms from pre-developed ones', () => {
    expect(isCustomFormType(formTypes.CUSTOM)).toBe(true);
    expect(isCustomFormType(formTypes.CUSTOM_SPONSORSHIP)).toBe(true);
    expect(isCustomFormType(formTypes.CONTACT_US)).toBe(false);
    expect(isCustomFormType(formTypes.OTHER)).toBe(false);
  });
});
