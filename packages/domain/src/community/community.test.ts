import { describe, expect, it } from 'vitest';
import { searchHelpQuestions } from './help.ts';
import { marketplaceCatalogSchema } from './marketplace.ts';
import { isOperatorEmail, promotionCodeRequestSchema } from './operators.ts';
import { daysUntilReferralQualifies, hasReferralQualified } from './referrals.ts';

const day = 24 * 60 * 60 * 1000;

describe('referral qualification', () => {
  const since = new Date('2027-04-01T12:00:00Z');
  it('qualifies after exactly 60 paid days and counts the days left', () => {
    expect(hasReferralQualified(since, new Date(since.getTime() + 60 * day - 1))).toBe(false);
    expect(hasReferralQualified(since, new Date(since.getTime() + 60 * day))).toBe(true);
    expect(hasReferralQualified(null, new Date(since.getTime() + 400 * day))).toBe(false);
    expect(daysUntilReferralQualifies(since, since)).toBe(60);
    expect(daysUntilReferralQualifies(since, new Date(since.getTime() + 59.5 * day))).toBe(1);
    expect(daysUntilReferralQualifies(since, new Date(since.getTime() + 90 * day))).toBe(0);
  });
});

describe('marketplace catalog file rules', () => {
  const vendor = { id: 'acme', name: 'Acme', email: 'sales@acme.example', website: 'https://acme.example' };
  const product = {
    id: 'acme-stick',
    name: 'Stick',
    vendor: 'acme',
    description: 'A stick.',
    priceCents: 1000,
    url: 'https://acme.example/stick',
    image: 'acme-stick.svg',
    imageAlt: 'A stick',
    categories: ['sticks'],
  };
  it('accepts a valid catalog and names what is wrong in a bad one', () => {
    expect(marketplaceCatalogSchema.safeParse({ vendors: [vendor], products: [product] }).success).toBe(true);
    const unknownVendor = marketplaceCatalogSchema.safeParse({
      vendors: [vendor],
      products: [{ ...product, vendor: 'nobody' }],
    });
    expect(unknownVendor.error?.issues[0]?.message).toBe('unknown vendor nobody');
    const twice = marketplaceCatalogSchema.safeParse({ vendors: [vendor], products: [product, product] });
    expect(twice.error?.issues[0]?.message).toBe('duplicate id acme-stick');
    expect(
      marketplaceCatalogSchema.safeParse({
        vendors: [vendor],
        products: [{ ...product, url: 'http://acme.example' }],
      }).success,
    ).toBe(false);
    expect(
      marketplaceCatalogSchema.safeParse({
        vendors: [vendor],
        products: [{ ...product, categories: ['boats'] }],
      }).success,
    ).toBe(false);
  });
});

describe('operators and help', () => {
  it('matches operator emails without regard to case or spaces', () => {
    expect(isOperatorEmail(['ops@sideline.test'], ' OPS@sideline.test ')).toBe(true);
    expect(isOperatorEmail(['ops@sideline.test'], 'coach@sideline.test')).toBe(false);
    expect(isOperatorEmail([''], '')).toBe(false);
  });
  it('takes a percent or an amount off, not both, and upper-cases the code', () => {
    expect(promotionCodeRequestSchema.parse({ code: 'fall-10', percentOff: 10 }).code).toBe('FALL-10');
    expect(
      promotionCodeRequestSchema.safeParse({ code: 'FALL', percentOff: 10, amountOffCents: 100 }).success,
    ).toBe(false);
    expect(promotionCodeRequestSchema.safeParse({ code: 'FALL' }).success).toBe(false);
  });
  it('searches questions and answers', () => {
    expect(searchHelpQuestions('door').map((q) => q.id)).toEqual(['check-in']);
    expect(searchHelpQuestions('').length).toBeGreaterThan(8);
  });
});
