import { accountMessages as m } from './account-messages.ts';

export const passwordMinLength = 6;
/** better-auth's own ceiling; long enough for any passphrase, short enough to hash cheaply. */
export const passwordMaxLength = 256;
/**
 * A new password must need at least 10^4 guesses by zxcvbn's estimate: this refuses the 10,000
 * most common passwords (a dictionary match costs about its rank in guesses) and anything as easy
 * to guess (short sequences, keyboard rows, repeats). docs/decisions/007-account-protection.md.
 */
export const minimumPasswordGuessesLog10 = 4;

/** The spec's own rules (part 1 §5 and §9): the catalogue message of the first one broken, or null. */
export function findPasswordProblem(password: string): string | null {
  if (!password) return m.passwordMissing;
  if (password.length < passwordMinLength) return m.passwordTooShort;
  if (password.length > passwordMaxLength) return m.passwordTooLong;
  if (!/\p{L}/u.test(password)) return m.passwordNeedsLetter;
  return null;
}

export function isPasswordTheEmail(password: string, email: string): boolean {
  return Boolean(email) && password.trim().toLowerCase() === email.trim().toLowerCase();
}

/** How hard a password is to guess (password-strength.ts computes it with zxcvbn). */
export interface PasswordStrength {
  /** zxcvbn's score: 0 (< 10^3 guesses), 1 (< 10^6), 2 (< 10^8), 3 (< 10^10), 4. */
  score: 0 | 1 | 2 | 3 | 4;
  guessesLog10: number;
  /** Below `minimumPasswordGuessesLog10`: refused as too common. */
  isTooCommon: boolean;
  /** What makes it weak, as a sentence for the form, or null. */
  warning: string | null;
}

export type PasswordStrengthLevel = 'too-common' | 'weak' | 'fair' | 'good' | 'strong';

export const passwordStrengthLabels: Record<PasswordStrengthLevel, string> = {
  'too-common': 'Too common',
  weak: 'Weak',
  fair: 'Fair',
  good: 'Good',
  strong: 'Strong',
};

export function passwordStrengthLevel(strength: PasswordStrength): PasswordStrengthLevel {
  if (strength.isTooCommon) return 'too-common';
  return (['weak', 'weak', 'fair', 'good', 'strong'] as const)[strength.score];
}

/**
 * Every rule for a new password (sign-up, reset, the email-change revert), the same on server and
 * web: the spec's rules, then not the account's email, then not too common. `strength` is absent
 * while the web app is still loading the dictionary; the server always passes it.
 */
export function findNewPasswordProblem(
  password: string,
  context: { email?: string | null; strength?: PasswordStrength | null },
): string | null {
  const basic = findPasswordProblem(password);
  if (basic) return basic;
  if (context.email && isPasswordTheEmail(password, context.email)) return m.passwordIsEmail;
  if (context.strength?.isTooCommon) return m.passwordTooCommon;
  return null;
}
