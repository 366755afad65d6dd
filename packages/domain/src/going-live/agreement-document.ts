import { z } from 'zod';
import { cancellationNoticeDays, subscriptionProducts } from '../marketing/marketing-constants.ts';
import { requiredFieldMessage } from '../rules/required-field-message.ts';
import { buildStoreFeeRows, processingFeeLabel } from '../rules/store-fee-rows.ts';
import { visibleTextSchema } from '../text/visible-text.ts';
import { type AgreementKind, agreementKinds, agreementTermYears } from './agreements.ts';

/**
 * The words of the two licensing agreements (spec part 1 §3, §9): one source for the PDF the
 * server builds and signs, and for the terms the portal shows as text on a phone.
 */

/** Party B of every agreement: Sideline and the person who signs for it. */
export const agreementProvider = {
  company: 'Sideline',
  signerName: 'Jordan Ellis',
  signerTitle: 'Chief Executive Officer',
} as const;

export const agreementNames: Readonly<Record<AgreementKind, string>> = {
  website: 'Website Licensing Agreement',
  store: 'Store Licensing Agreement',
};

/** The business constants the terms are written from (spec part 1 §9). */
export const agreementTermConstants = {
  trialMonths: subscriptionProducts.find((product) => product.key === 'website')?.trialMonths ?? 1,
  cancellationNoticeDays,
  terminationNoticeDays: 15,
  breachCureDays: 30,
  dataRetrievalDays: 30,
  initialSupportMonths: 12,
  governingLaw: 'the State of Delaware, USA',
} as const;

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

function commonSections(): AgreementSection[] {
  const c = agreementTermConstants;
  return [
    {
      heading: 'Support',
      paragraphs: [
        `Sideline gives the Client email and video-call support for the first ${c.initialSupportMonths} months after the Effective Date, and on request after that.`,
      ],
    },
    {
      heading: 'Term and termination',
      paragraphs: [
        `This agreement starts on the Effective Date and runs for ${agreementTermYears} years unless ended earlier as set out here.`,
        `Either party may end this agreement with ${c.terminationNoticeDays} days' written notice to the other.`,
        `Either party may end this agreement for a material breach by the other party that is not cured within ${c.breachCureDays} days of written notice describing it.`,
        `After termination the Client may retrieve its content for ${c.dataRetrievalDays} days; after that period Sideline may delete it.`,
      ],
    },
    {
      heading: 'Content and privacy',
      paragraphs: [
        'The Client keeps ownership of everything it uploads and gives Sideline the license needed to host, display and back it up for the service. The Client confirms it holds the rights and consents needed for the names, photos and information it publishes, including the consent of the players shown.',
      ],
    },
    {
      heading: 'Liability and governing law',
      paragraphs: [
        'The service is provided "as is". To the extent the law allows, neither party is liable for indirect or consequential damages, and Sideline\'s total liability is limited to the fees the Client paid in the 12 months before the claim.',
        `This agreement is governed by the laws of ${c.governingLaw}.`,
      ],
    },
  ];
}

function websiteSections(): AgreementSection[] {
  const c = agreementTermConstants;
  return [
    {
      heading: 'The service',
      paragraphs: [
        "Sideline licenses to the Client the use of its platform to build, host and publish the Client's team website, with the portal, the designs and the tools that come with it, for as long as this agreement and the Client's website subscription are in force.",
      ],
    },
    {
      heading: 'Subscription, trial and cancellation',
      paragraphs: [
        `The first ${c.trialMonths === 1 ? 'month' : `${c.trialMonths} months`} of the website subscription is free. The free period starts when the subscription starts, and a subscription cancelled at any time before the free period ends is never charged.`,
        'After the free period the subscription renews automatically at the end of each monthly or annual period, at the price shown when it was started, until it is cancelled.',
        `To stop a renewal of a paid period, the Client cancels at least ${c.cancellationNoticeDays} days before the renewal date. Sideline reminds the Client by email before a free period ends and before each renewal. Fees already paid are not refunded.`,
      ],
    },
    ...commonSections(),
  ];
}

function storeSections(): AgreementSection[] {
  const feeLines = buildStoreFeeRows().map((row) => `${row.range}: ${row.fee} service fee.`);
  return [
    {
      heading: 'The store',
      paragraphs: [
        'Sideline licenses to the Client the use of its online store for merchandise, tickets and paid registration forms. Sideline acts as payment facilitator; the Client is the seller and the merchant of record, responsible for what it sells, its delivery, its return, refund and shipping policies, and any taxes.',
      ],
    },
    {
      heading: 'Service fees',
      paragraphs: [
        'Sideline keeps a service fee from each transaction, by the amount of the transaction:',
        ...feeLines,
        `In addition, a processing fee of ${processingFeeLabel} applies to each transaction.`,
        'Service and processing fees are non-refundable, including on orders the Client refunds to a buyer.',
        "Disputed amounts and the payment processor's dispute fees may be deducted from payouts.",
      ],
    },
    ...commonSections(),
  ];
}

/** The numbered terms of an agreement, in order. */
export function agreementSections(kind: AgreementKind): AgreementSection[] {
  return kind === 'website' ? websiteSections() : storeSections();
}

/** The sentence that names the parties, under the title. */
export function agreementPreamble(kind: AgreementKind, client: string): string {
  const subject = kind === 'website' ? 'team website' : 'online store';
  return `This ${agreementNames[kind]} is made between ${client} (the "Client", Party A) and ${agreementProvider.company} (Party B) for the Client's ${subject} on the ${agreementProvider.company} platform.`;
}

/** The Client as the agreement names it: team name, organization and sport. */
export function agreementClientName(team: { name: string; organizationName: string; sport: string }): string {
  const organization = team.organizationName.trim();
  return organization && organization !== team.name
    ? `${team.name}, ${organization} (${team.sport})`
    : `${team.name} (${team.sport})`;
}

/**
 * Most pixels a saved signature may declare in its header, read before anything is decoded: a pad
 * 1,000 CSS pixels wide and 300 high on a 3x phone or tablet screen draws 2.7 million. A small file
 * may declare far more (a decompression bomb), so the header is checked first.
 */
export const maxSignaturePixels = 4_000_000;
const maxSignaturePixelsText = maxSignaturePixels.toLocaleString('en-US');
/** The size a signature is re-encoded to before it is placed in the PDF (50 points high there). */
export const signaturePrintBox = { width: 1200, height: 400 } as const;

/** The wordings of the signing dialog and its errors (spec part 1 §2, §5, §8). */
export const agreementMessages = {
  alreadySigned: 'Your licensing agreement is already signed',
  newVersion:
    'A new version of the licensing agreement is now available. Please review it and sign it again.',
  fieldHelper: 'Please note that the updates might take a few seconds to reflect',
  namePlaceholder: 'Team President/Coach',
  signed: (kind: AgreementKind) => `Thank you: your ${agreementNames[kind]} is signed.`,
  signFailed: 'Your agreement could not be signed. Nothing was recorded; please try again.',
  signatureMissing: 'Please enter the signature: draw it in the box and press Save Signature',
  signatureNotPng:
    'The signature could not be read as a PNG image: please clear it, draw it again and press Save Signature',
  signatureTooLarge:
    'The signature image is too large: please clear it, draw it again and press Save Signature',
  signatureTooManyPixels: `The signature image is larger than ${maxSignaturePixelsText} pixels, more than any signature pad draws: please clear it, draw it again and press Save Signature`,
  addressMissing: requiredFieldMessage('team address'),
} as const;

/** Largest saved signature the server accepts, as a base64 PNG data URL (a trimmed pad PNG is ~10-40 KB). */
export const maxSignatureDataUrlLength = 400_000;

export const signatureDataUrlPrefix = 'data:image/png;base64,';

const signatureSchema = z
  .string({ error: agreementMessages.signatureMissing })
  .min(1, agreementMessages.signatureMissing)
  .max(maxSignatureDataUrlLength, agreementMessages.signatureTooLarge)
  .refine(
    (value) =>
      value.startsWith(signatureDataUrlPrefix) &&
      /^[A-Za-z0-9+/=]+$/.test(value.slice(signatureDataUrlPrefix.length)),
    agreementMessages.signatureNotPng,
  );

const signerFields = {
  kind: z.enum(agreementKinds),
  name: visibleTextSchema({ field: 'name', max: 100, requireLetter: true }),
  title: visibleTextSchema({ field: 'position in the team', max: 100, requireLetter: true }),
  address: visibleTextSchema({ field: 'team address', max: 300, required: false }),
};

/** POST /api/agreements/sign. The team address is required for the website agreement only. */
export const signAgreementRequestSchema = z
  .object({ ...signerFields, signature: signatureSchema })
  .superRefine((value, ctx) => {
    if (value.kind === 'website' && !value.address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: agreementMessages.addressMissing });
  });
export type SignAgreementRequest = z.output<typeof signAgreementRequestSchema>;

/** POST /api/agreements/preview: the draft as typed so far; every field may still be empty. */
export const agreementPreviewRequestSchema = z.object({
  kind: z.enum(agreementKinds),
  name: visibleTextSchema({ field: 'name', max: 100, required: false }),
  title: visibleTextSchema({ field: 'position in the team', max: 100, required: false }),
  address: visibleTextSchema({ field: 'team address', max: 300, required: false }),
});
export type AgreementPreviewRequest = z.output<typeof agreementPreviewRequestSchema>;

/** One agreement as the portal shows it (GET /api/agreements). */
export const agreementStateSchema = z.object({
  kind: z.enum(agreementKinds),
  name: z.string(),
  status: z.enum(['unsigned', 'new-version', 'signed']),
  currentVersion: z.number().int(),
  signedVersion: z.number().int(),
  signedOn: z.string().nullable(),
  signerName: z.string(),
  signerTitle: z.string(),
  documentSha256: z.string(),
  pdfUrl: z.string(),
});
export type AgreementState = z.infer<typeof agreementStateSchema>;

export const agreementsResponseSchema = z.object({
  emailVerified: z.boolean(),
  teamTimeZone: z.string(),
  agreements: z.array(agreementStateSchema),
});
export type AgreementsResponse = z.infer<typeof agreementsResponseSchema>;
