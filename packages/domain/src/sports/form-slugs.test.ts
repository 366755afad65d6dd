import { describe, expect, it } from 'vitest';
import { buildFormSlug, formSlugKindFormTypes, listFormSlugs, parseFormSlug } from './form-slugs.ts';
import { formTypes } from './form-types.ts';
import { selectableSportsTypes } from './sports-types.ts';

describe('form slugs', () => {
  it('builds the slug from form kind, gender and sport family', () => {
    expect(buildFormSlug('contact-us', 'WOMENSICEHOCKEY')).toBe('contact-us-form-womens-hockey');
    expect(buildFormSlug('player-recruitment', 'MENSRUGBY')).toBe('player-recruitment-form-mens-rugby');
    expect(buildFormSlug('alumni', 'WOMENSLACROSSE')).toBe('alumni-form-womens-lacrosse');
  });

  it('lists the three pre-developed forms of a team', () => {
    expect(listFormSlugs('MENSICEHOCKEY')).toEqual([
      'contact-us-form-mens-hockey',
      'player-recruitment-form-mens-hockey',
      'alumni-form-mens-hockey',
    ]);
  });

  it('parses every slug it builds and rejects others', () => {
    for (const s of selectableSportsTypes) {
      expect(parseFormSlug(buildFormSlug('alumni', s))).toEqual({ kind: 'alumni', sportsType: s });
    }
    expect(parseFormSlug('alumni-form-mens-curling')).toBeNull();
    expect(parseFormSlug('contact-us-form')).toBeNull();
  });

  it('maps slugs to their form types', () => {
    expect(formSlugKindFormTypes['contact-us']).toBe(formTypes.CONTACT_US);
    expect(formSlugKindFormTypes['player-recruitment']).toBe(1);
    expect(formSlugKindFormTypes.alumni).toBe(2);
  });
});
