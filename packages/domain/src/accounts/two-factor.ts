import { z } from 'zod';
import { accountMessages as m } from './account-messages.ts';
import type { SessionResponse } from './session.ts';

/**
 * Two-step verification (issue 33 §2): an authenticator app's 6-digit code after the password,
 * or one of ten single-use recovery codes. Every user may turn it on in Settings → Admin; a
 * Sideline operator must, before the console does anything.
 */
export const twoFactorMessages = {
  codeMissing: 'Please enter the 6-digit code from your authenticator app',
  codeFormat: 'Please enter the 6 digits your authenticator app shows, without spaces',
  recoveryCodeMissing: 'Please enter one of your recovery codes',
  wrongCode: 'That code is not right. Enter the code your authenticator app shows now.',
  wrongRecoveryCode: 'That recovery code is not right, or it was already used.',
  challengeExpired: 'Your sign-in waited too long for the code. Please enter your email and password again.',
  tooManyWrongCodes: 'Too many wrong codes for this sign-in. Please enter your email and password again.',
  accountLocked: 'Too many wrong codes for this account. Please wait 15 minutes, then sign in again.',
  notSetUp: 'Two-step verification is not being set up. Please start again with your password.',
  alreadyOn: 'Two-step verification is already on.',
  turnedOn:
    'Two-step verification is on. Every other session of your account was signed out. From now on, signing in asks for a code.',
  turnedOff: 'Two-step verification is off. Signing in asks only for your password.',
  newRecoveryCodes: 'Your new recovery codes replace the old ones, which no longer work.',
} as const;

/** A TOTP code as typed: spaces (apps show "123 456") are dropped. */
const totpCodeSchema = z
  .string({ error: twoFactorMessages.codeMissing })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: twoFactorMessages.codeMissing })
      .regex(/^\d{6}$/, { error: twoFactorMessages.codeFormat }),
  );

/** Recovery codes are shown as `XXXXX-XXXXX`; pasted with stray spaces they still count. */
const recoveryCodeSchema = z
  .string({ error: twoFactorMessages.recoveryCodeMissing })
  .trim()
  .min(1, { error: twoFactorMessages.recoveryCodeMissing })
  .max(64, { error: twoFactorMessages.wrongRecoveryCode });

/** The second step of a sign-in: the app's code, or a recovery code instead. */
export const secondFactorRequestSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCodeSchema }),
  z.object({ method: z.literal('recovery'), code: recoveryCodeSchema }),
]);
export type SecondFactorRequest = z.input<typeof secondFactorRequestSchema>;

/** Turning two-step verification on or off, or new recovery codes: the current password first. */
export const twoFactorPasswordRequestSchema = z.object({
  currentPassword: z.string({ error: m.currentPasswordMissing }).min(1, { error: m.currentPasswordMissing }),
});
export type TwoFactorPasswordRequest = z.input<typeof twoFactorPasswordRequestSchema>;

/** The first code from the app, which proves it holds the secret (enrolment's last step). */
export const twoFactorConfirmRequestSchema = z.object({ code: totpCodeSchema });
export type TwoFactorConfirmRequest = z.input<typeof twoFactorConfirmRequestSchema>;

/** A sign-in whose password was right and which now waits for the second step. */
export interface SecondFactorChallenge {
  secondFactorRequired: true;
}

/** What POST /api/accounts/signin answers: the session, or the second step still to take. */
export type SignInResponse = SessionResponse | SecondFactorChallenge;

export function isSecondFactorChallenge(answer: SignInResponse): answer is SecondFactorChallenge {
  return 'secondFactorRequired' in answer && answer.secondFactorRequired;
}

/** GET /api/accounts/two-factor. */
export interface TwoFactorStatus {
  enabled: boolean;
}

/** What enrolment shows once: the app's QR code and key, and the recovery codes. */
export interface TwoFactorSetup {
  /** `otpauth://totp/…`, what the QR code holds. */
  otpauthUri: string;
  /** The QR code as an SVG document. */
  qrCodeSvg: string;
  /** The secret in Base32, for typing into an app that cannot scan. */
  manualKey: string;
  recoveryCodes: string[];
}

export interface RecoveryCodesResponse {
  recoveryCodes: string[];
  message: string;
}
