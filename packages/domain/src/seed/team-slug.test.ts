import { describe, expect, it } from 'vitest';
import { resolvePublicPath } from '../routes/public-routes.ts';
import {
  buildReferralId,
  buildTeamSlugBase,
  chooseFreeTeamSlug,
  isWellFormedReferralId,
  maxTeamSlugLength,
} from './team-slug.ts';

describe('team slugs', () => {
  it('builds a URL-safe base from the team name', () => {
    expect(buildTeamSlugBase("Northfield Women's Ice Hawks!")).toBe('northfield-womens-ice-hawks');
    expect(buildTeamSlugBase('Équipe Montréal')).toBe('equipe-montreal');
    expect(buildTeamSlugBase('!!!')).toBe('team');
    expect(buildTeamSlugBase('Admin')).toBe('admin-team');
    expect(buildTeamSlugBase('A'.repeat(80)).length).toBeLessThanOrEqual(maxTeamSlugLength);
  });

  it('adds a number when the slug is taken', () => {
    expect(chooseFreeTeamSlug('hawks', [])).toBe('hawks');
    expect(chooseFreeTeamSlug('hawks', ['hawks', 'hawks-2'])).toBe('hawks-3');
  });
});

describe('referral ids', () => {
  it('has 8 unambiguous characters with a digit, so it never looks like a site path', () => {
    const id = buildReferralId([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(id).toHaveLength(8);
    expect(isWellFormedReferralId(id)).toBe(true);
    expect(resolvePublicPath(`/${id}`)).toEqual({ kind: 'referral-candidate', referralId: id });
    const random = Array.from({ length: 8 }, (_, i) => (i * 37 + 11) % 31);
    expect(isWellFormedReferralId(buildReferralId(random))).toBe(true);
  });
});
