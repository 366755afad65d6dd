import { describe, expect, it } from 'vitest';
import { licensingAgreementSchema } from '../team/team-record.ts';
import {
  agreementStatusOf,
  isAgreementInForce,
  isAgreementSignatureNeeded,
  signedAgreementRecord,
} from './agreements.ts';
import { goingLiveSteps, isSitePublishable, type SitePublishingFacts } from './site-publishing.ts';

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
