import { type PrivateDemoRefusedOperation, privateDemoRefusal } from '@sideline/domain';
import { AppError } from '../../platform/errors.ts';

/** A team row, or anything that tells whether it is a private demo copy. */
export interface MaybePrivateDemo {
  privateDemoExpiresAt: Date | null;
}

export function isPrivateDemo(team: MaybePrivateDemo | null | undefined): boolean {
  return Boolean(team?.privateDemoExpiresAt);
}

/**
 * Refuses an account or money operation for a private demo copy (403 `private_demo` with the
 * domain's message). Every such operation calls this first: email and password changes, payment
 * accounts, and the subscriptions, agreements and referral rewards still to come.
 */
export function refuseInPrivateDemo(
  team: MaybePrivateDemo | null | undefined,
  operation: PrivateDemoRefusedOperation,
): void {
  if (isPrivateDemo(team)) throw new AppError('private_demo', privateDemoRefusal(operation));
}
