import { describe, expect, it } from 'vitest';
import { licensingAgreementSchema } from '../team/team-record.ts';
import {
  agreementStatusOf,
  isAgreementInForce,
  isAgreementSignatureNeeded,
  signedAgreementRecord,
} from './agreements.ts';
import { goingLiveSteps, isSitePublishable, type SitePublishingFacts } from './site-publishing.ts';
import {
  discountedPriceCents,
  dueRenewalReminder,
  periodEndAfter,
  promotionCodeRefusal,
  subscriptionMessages,
  websiteTrialMessage,
} from './subscriptions.ts';

const unsigned = licensingAgreementSchema.parse({});
const signedAt = new Date('2026-11-26T10:00:00Z');
const signedWebsite = signedAgreementRecord('website', signedAt, 'teams/t1/documents/a.pdf');

describe('agreement state', () => {
  it('asks a new team to sign, and nothing more once signed at the current version', () => {
    expect(agreementStatusOf(unsigned, 'website')).toBe('unsigned');
    expect(isAgreementSignatureNeeded(unsigned, 'website')).toBe(true);
    expect(agreementStatusOf(signedWebsite, 'website')).toBe('signed');
    expect(isAgreementSignatureNeeded(signedWebsite, 'website')).toBe(false);
  });

  it('prompts a re-sign for a lower version or the flag, while the old signature stays in force', () => {
    const older = { ...signedWebsite, version: 1 };
    const flagged = { ...signedWebsite, licensingSignatureNeeded: true };
    for (const agreement of [older, flagged]) {
      expect(agreementStatusOf(agreement, 'website')).toBe('new-version');
      expect(isAgreementSignatureNeeded(agreement, 'website')).toBe(true);
      expect(isAgreementInForce(agreement, 'website')).toBe(true);
    }
    expect(isAgreementInForce(unsigned, 'website')).toBe(false);
  });

  it('records version, start now and an end 100 years later', () => {
    expect(signedWebsite).toEqual({
      version: 2,
      licensingAgreementPDF: 'teams/t1/documents/a.pdf',
      signedOn: '2026-11-26T10:00:00.000Z',
      startDate: '2026-11-26T10:00:00.000Z',
      endDate: '2126-11-26T10:00:00.000Z',
      licensingSignatureNeeded: false,
      signerName: '',
      signerTitle: '',
      documentSha256: '',
    });
    expect(signedAgreementRecord('store', signedAt, '').version).toBe(1);
  });

  it('records who signed and the fingerprint of the signed document', () => {
    const signature = {
      signerName: 'Jordan Reyes',
      signerTitle: 'Team President',
      documentSha256: 'ab'.repeat(32),
    };
    expect(signedAgreementRecord('website', signedAt, '/files/x.pdf', signature)).toMatchObject(signature);
  });
});

describe('site publishing', () => {
  const live: SitePublishingFacts = {
    websiteAgreement: signedWebsite,
    websiteSubscription: 'trialing',
    domainSubscription: 'none',
    subscriptionInfo: { domainURL: '', domainCharge: false },
  };

  it('publishes with an agreement in force and a trialing or active website subscription', () => {
    expect(isSitePublishable(live)).toBe(true);
    expect(isSitePublishable({ ...live, websiteSubscription: 'active' })).toBe(true);
    expect(isSitePublishable({ ...live, websiteAgreement: { ...signedWebsite, version: 1 } })).toBe(true);
  });

  it('unpublishes when any condition stops holding', () => {
    expect(isSitePublishable({ ...live, websiteAgreement: unsigned })).toBe(false);
    for (const status of ['none', 'paused', 'past_due', 'canceled'] as const) {
      expect(isSitePublishable({ ...live, websiteSubscription: status })).toBe(false);
    }
    const chargedDomain = { ...live, subscriptionInfo: { domainURL: 'bears.com', domainCharge: true } };
    expect(isSitePublishable(chargedDomain)).toBe(false);
    expect(isSitePublishable({ ...chargedDomain, domainSubscription: 'active' })).toBe(true);
    expect(
      isSitePublishable({ ...live, subscriptionInfo: { domainURL: 'bears.com', domainCharge: false } }),
    ).toBe(true);
  });

  it('lists the checklist steps in order, the domain only when a charged domain is set', () => {
    expect(goingLiveSteps({ ...live, websiteAgreement: unsigned, websiteSubscription: 'none' })).toEqual([
      { key: 'agreement', isDone: false },
      { key: 'subscription', isDone: false },
    ]);
    const chargedDomain = { ...live, subscriptionInfo: { domainURL: 'bears.com', domainCharge: true } };
    expect(goingLiveSteps(chargedDomain).map((step) => [step.key, step.isDone])).toEqual([
      ['agreement', true],
      ['subscription', true],
      ['domain', false],
    ]);
  });
});

describe('subscription periods and reminders', () => {
  it('ends a month on the same day, or the last day of a shorter month', () => {
    expect(periodEndAfter(new Date('2027-03-31T12:00:00Z'), 'month').toISOString()).toBe(
      '2027-04-30T12:00:00.000Z',
    );
    expect(periodEndAfter(new Date('2027-01-15T12:00:00Z'), 'month').toISOString()).toBe(
      '2027-02-15T12:00:00.000Z',
    );
    expect(periodEndAfter(new Date('2028-02-29T12:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T12:00:00.000Z',
    );
    expect(periodEndAfter(new Date('2027-12-31T12:00:00Z'), 'month').toISOString()).toBe(
      '2028-01-31T12:00:00.000Z',
    );
  });

  it('sends the nearest reminder reached, once, and none after the end', () => {
    const end = new Date('2027-04-30T00:00:00Z');
    expect(dueRenewalReminder(end, new Date('2027-04-22T00:00:00Z'), new Set())).toBeNull();
    expect(dueRenewalReminder(end, new Date('2027-04-23T00:00:00Z'), new Set())).toBe(7);
    expect(dueRenewalReminder(end, new Date('2027-04-23T00:00:00Z'), new Set([7]))).toBeNull();
    expect(dueRenewalReminder(end, new Date('2027-04-28T00:00:00Z'), new Set([7]))).toBe(3);
    // The worker was down on day 7: only the 3-day reminder goes, never both at once.
    expect(dueRenewalReminder(end, new Date('2027-04-28T00:00:00Z'), new Set())).toBe(3);
    expect(dueRenewalReminder(end, new Date('2027-04-30T00:00:00Z'), new Set())).toBeNull();
  });

  it('applies percent and amount promotion codes and checks their rules', () => {
    const terms = {
      code: 'X',
      percentOff: null,
      amountOffCents: null,
      expiresAt: null,
      maxRedemptions: null,
      timesRedeemed: 0,
      firstTimeOnly: false,
    };
    expect(discountedPriceCents(20000, { ...terms, percentOff: 25 })).toBe(15000);
    expect(discountedPriceCents(300, { ...terms, amountOffCents: 500 })).toBe(0);
    const now = new Date('2027-01-01T00:00:00Z');
    expect(promotionCodeRefusal({ ...terms, expiresAt: now }, 'X', { now, hasHadSubscription: false })).toBe(
      subscriptionMessages.promoCodeExpired('X'),
    );
    expect(promotionCodeRefusal(terms, 'X', { now, hasHadSubscription: true })).toBeNull();
  });

  it('shows the trial message of spec §4', () => {
    const format = (iso: string) => iso.slice(0, 10);
    expect(
      websiteTrialMessage({ websiteTrial: true, websiteTrialValidity: '2027-03-31T12:00:00Z' }, format),
    ).toBe('Your free month is valid until 2027-03-31.');
    expect(websiteTrialMessage({ websiteTrial: true, websiteTrialValidity: null }, format)).toBe(
      'Your one-month free trial starts when your website subscription starts.',
    );
  });
});
