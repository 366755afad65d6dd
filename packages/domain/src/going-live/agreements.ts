import type { LicensingAgreement } from '../team/team-record.ts';

/**
 * The two licensing agreements a team signs (spec part 1 §3, §4, §9). Each has its own current
 * version; raising one makes every team signed at a lower version re-sign.
 */
export const agreementKinds = ['website', 'store'] as const;
export type AgreementKind = (typeof agreementKinds)[number];

export const currentAgreementVersions: Readonly<Record<AgreementKind, number>> = {
  website: 2,
  store: 1,
};

/** A signed agreement runs this many years from its start date (spec part 1 §4, §9). */
export const agreementTermYears = 100;

/**
 * - `unsigned`: never signed (or reset); the team must sign.
 * - `new-version`: signed, but at a lower version than the current one, or flagged
 *   `licensingSignatureNeeded` after signing; the team is asked to re-sign ("A new version of the
 *   licensing agreement is now available...") and the old signature still counts meanwhile.
 * - `signed`: signed at the current version.
 */
export type AgreementStatus = 'unsigned' | 'new-version' | 'signed';

export function agreementStatusOf(agreement: LicensingAgreement, kind: AgreementKind): AgreementStatus {
  if (!agreement.signedOn) return 'unsigned';
  if (agreement.licensingSignatureNeeded || agreement.version < currentAgreementVersions[kind])
    return 'new-version';
  return 'signed';
}

/** The spec's state rule: an agreement must be (re-)signed unless it is signed at the current version. */
export function isAgreementSignatureNeeded(agreement: LicensingAgreement, kind: AgreementKind): boolean {
  return agreementStatusOf(agreement, kind) !== 'signed';
}

/**
 * Whether the agreement lets the team work (publish its site, open its store): any signed version
 * counts while the re-sign prompt shows; only an unsigned agreement blocks (issue 21).
 */
export function isAgreementInForce(agreement: LicensingAgreement, kind: AgreementKind): boolean {
  return agreementStatusOf(agreement, kind) !== 'unsigned';
}

/** Who signed a document, and the SHA-256 (hex) of the signed PDF's bytes. */
export interface AgreementSignature {
  signerName: string;
  signerTitle: string;
  documentSha256: string;
}

/** The record written when an agreement is signed at `signedAt`: start now, end in 100 years. */
export function signedAgreementRecord(
  kind: AgreementKind,
  signedAt: Date,
  licensingAgreementPDF: string,
  signature: AgreementSignature = { signerName: '', signerTitle: '', documentSha256: '' },
): LicensingAgreement {
  const endDate = new Date(signedAt);
  endDate.setUTCFullYear(endDate.getUTCFullYear() + agreementTermYears);
  return {
    version: currentAgreementVersions[kind],
    licensingAgreementPDF,
    signedOn: signedAt.toISOString(),
    startDate: signedAt.toISOString(),
    endDate: endDate.toISOString(),
    licensingSignatureNeeded: false,
    ...signature,
  };
}
