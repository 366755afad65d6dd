import { describe, expect, it } from 'vitest';
import { licensingAgreementSchema } from '../team/team-record.ts';
import { signedAgreementRecord } from './agreements.ts';
import { describePaymentRequirements, type StoreSetupFacts, setupSteps } from './setup-checklist.ts';

describe('payment requirements in words', () => {
  it("names the sandbox's onboarding requirements", () => {
    expect(
      describePaymentRequirements(['company.name', 'business_profile.support_email', 'tos_acceptance.date']),
    ).toEqual([
      'The organization name',
      'A support email address for buyers',
      "Acceptance of the payment provider's terms of service",
    ]);
  });

  it("names Stripe's ids once each, per person, and spells out an id it does not know", () => {
    expect(
      describePaymentRequirements([
        'business_type',
        'external_account',
        'representative.dob.day',
        'representative.dob.month',
        'individual.ssn_last_4',
        'person_1Abc.address.city',
        'company.tax_id',
        'tos_acceptance.ip',
        'settings.card_payments.statement_descriptor',
      ]),
    ).toEqual([
      'The type of organization',
      'A bank account for payouts',
      "The representative's date of birth",
      'Your taxpayer ID (last 4 digits of the SSN)',
      "The representative's home address",
      "The organization's Employer Identification Number (EIN)",
      "Acceptance of the payment provider's terms of service",
      'Settings card payments statement descriptor',
    ]);
  });
});

describe('setup checklist', () => {
  const unsigned = licensingAgreementSchema.parse({});
  const facts: StoreSetupFacts = {
    websiteType: 'WEBSITEANDSTORE',
    paymentAccount: { chargesEnabled: false, currentlyDue: ['external_account'] },
    storeAgreement: unsigned,
    hasEditedRoster: false,
    hasOwnGame: false,
    hasOwnArticle: false,
    hasProduct: false,
  };
  const goingLive = [
    { key: 'agreement', isDone: true },
    { key: 'subscription', isDone: false },
  ] as const;

  it("lists the store's steps after the website's, with what the payment provider still needs", () => {
    const steps = setupSteps([...goingLive], facts);
    expect(steps.map((step) => step.key)).toEqual([
      'agreement',
      'subscription',
      'paymentAccount',
      'storeAgreement',
      'roster',
      'game',
      'article',
      'product',
    ]);
    expect(steps.find((step) => step.key === 'paymentAccount')?.details).toEqual([
      'A bank account for payouts',
    ]);
  });

  it('drops the details once the account takes payments, and the content steps for a store-only team', () => {
    const steps = setupSteps([...goingLive], {
      ...facts,
      websiteType: 'STORE',
      paymentAccount: { chargesEnabled: true, currentlyDue: ['external_account'] },
      storeAgreement: signedAgreementRecord('store', new Date('2026-11-26T10:00:00Z'), 'teams/t1/s.pdf'),
    });
    expect(steps.map((step) => [step.key, step.isDone, step.details])).toEqual([
      ['agreement', true, []],
      ['subscription', false, []],
      ['paymentAccount', true, []],
      ['storeAgreement', true, []],
      ['product', false, []],
    ]);
  });
});
