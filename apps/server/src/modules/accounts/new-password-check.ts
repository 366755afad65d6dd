import { findNewPasswordProblem } from '@sideline/domain';
// The dictionaries load once, when the server starts (about 130 ms and 15 MB).
import { assessPasswordStrength } from '@sideline/domain/password-strength';
import { AppError } from '../../platform/errors.ts';

/**
 * Refuses a new password that breaks a rule of the domain's `findNewPasswordProblem` (too short, no
 * letter, the account's email, too common) with the message on the password field, as a schema
 * error would be.
 */
export function assertAcceptableNewPassword(password: string, email: string | null): void {
  const problem = findNewPasswordProblem(password, { email, strength: assessPasswordStrength(password) });
  if (problem) throw new AppError('validation', problem, { password: problem });
}
