import { z } from 'zod';
import type { WebsiteType } from '../sports/sports-types.ts';
import type { LicensingAgreement } from '../team/team-record.ts';
import { isAgreementInForce } from './agreements.ts';
import type { GoingLiveStep, GoingLiveStepKey } from './site-publishing.ts';

/**
 * The dashboard's setup checklist (issue 24): the going-live steps of the website (agreement,
 * subscription, domain when charged), then the store's (payment account, store agreement), then
 * the first content of each kind an admin adds.
 */
export const setupStepKeys = [
  'agreement',
  'subscription',
  'domain',
  'paymentAccount',
  'storeAgreement',
  'roster',
  'game',
  'article',
  'product',
] as const satisfies readonly (GoingLiveStepKey | `${string}`)[];
export type SetupStepKey = (typeof setupStepKeys)[number];

/**
 * The checklist's line about the website's state (issue 35 §2: it said "hidden from search engines"
 * of a published site until every optional step was done). True of each state.
 */
export function describeSetupState(isPublished: boolean, stepsDone: number, stepsInAll: number): string {
  const progress = `${stepsDone} of ${stepsInAll} done.`;
  return isPublished
    ? `${progress} Your website is live and search engines may list it. The steps left are for your store and your own content.`
    : `${progress} Your website is online but hidden from search engines until the website licensing agreement is signed and the website subscription has started.`;
}

export const setupStepSchema = z.object({
  key: z.enum(setupStepKeys),
  isDone: z.boolean(),
  /** What is still asked for, in words (the payment provider's "currently due" requirements). */
  details: z.array(z.string()),
});
export type SetupStep = z.infer<typeof setupStepSchema>;

export interface StoreSetupFacts {
  websiteType: WebsiteType;
  /** null: no payment account yet. */
  paymentAccount: { chargesEnabled: boolean; currentlyDue: string[] } | null;
  storeAgreement: LicensingAgreement;
  /** A roster record the admin added or changed (seeded sample players do not count). */
  hasEditedRoster: boolean;
  hasOwnGame: boolean;
  hasOwnArticle: boolean;
  hasProduct: boolean;
}

/** The whole checklist in order; a store-only team has no website content steps. */
export function setupSteps(goingLive: GoingLiveStep[], facts: StoreSetupFacts): SetupStep[] {
  const step = (key: SetupStepKey, isDone: boolean, details: string[] = []): SetupStep => ({
    key,
    isDone,
    details: isDone ? [] : details,
  });
  const account = facts.paymentAccount;
  const steps = [
    ...goingLive.map((done) => step(done.key, done.isDone)),
    step(
      'paymentAccount',
      account?.chargesEnabled === true,
      account ? describePaymentRequirements(account.currentlyDue) : [],
    ),
    step('storeAgreement', isAgreementInForce(facts.storeAgreement, 'store')),
  ];
  if (facts.websiteType !== 'STORE') {
    steps.push(
      step('roster', facts.hasEditedRoster),
      step('game', facts.hasOwnGame),
      step('article', facts.hasOwnArticle),
    );
  }
  steps.push(step('product', facts.hasProduct));
  return steps;
}

/**
 * Stripe's requirement ids (`requirements.currently_due`: `external_account`,
 * `representative.dob.day`, `tos_acceptance.date`...) in words an admin understands, each once, in
 * the order first named. An id we do not know is shown with its dots and underscores as spaces.
 */
export function describePaymentRequirements(ids: readonly string[]): string[] {
  const words = ids.map(describePaymentRequirement);
  return words.filter((word, index) => words.indexOf(word) === index);
}

const personFields: [RegExp, string][] = [
  [/^(first|last)_name/, 'name'],
  [/^dob\./, 'date of birth'],
  [/^address\./, 'home address'],
  [/^email$/, 'email address'],
  [/^phone$/, 'phone number'],
  [/^(ssn_last_4|id_number)$/, 'taxpayer ID (last 4 digits of the SSN)'],
  [/^verification\./, 'identity document'],
  [/^relationship\.title$/, 'job title'],
];

const requirementWords: [RegExp, string][] = [
  [/^external_account$/, 'A bank account for payouts'],
  [/^tos_acceptance\./, "Acceptance of the payment provider's terms of service"],
  [/^business_type$/, 'The type of organization'],
  [
    /^business_profile\.(url|product_description)$/,
    'Your team website address or a description of what you sell',
  ],
  [/^business_profile\.mcc$/, 'Your industry'],
  [/^business_profile\.support_email$/, 'A support email address for buyers'],
  [/^business_profile\.name$|^company\.name$/, 'The organization name'],
  [/^company\.tax_id$/, "The organization's Employer Identification Number (EIN)"],
  [/^company\.address\./, "The organization's address"],
  [/^company\.phone$/, "The organization's phone number"],
  [/^company\.(owners|directors|executives)_provided$/, 'Confirmation of the owners and directors'],
];

function describePaymentRequirement(id: string): string {
  for (const [pattern, words] of requirementWords) if (pattern.test(id)) return words;
  const person = /^(individual|representative|person_[^.]+)\.(.+)$/.exec(id);
  if (person?.[2]) {
    const who = person[1] === 'individual' ? 'Your' : "The representative's";
    for (const [pattern, words] of personFields) if (pattern.test(person[2])) return `${who} ${words}`;
  }
  const plain = id.replace(/[._]+/g, ' ').trim();
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}
