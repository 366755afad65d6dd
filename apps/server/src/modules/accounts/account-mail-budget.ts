import { accountProtection as limits } from '@sideline/domain';
import type { RateLimiter } from '../../platform/rate-limit.ts';

/** The account mails that have a per-address budget; an email change's link counts as verification. */
export type BudgetedAccountMail = 'reset-mail' | 'verification-mail';

/**
 * One budget per address and kind (`accountMailsPerAddressPerHour`): past it the caller answers
 * the same but sends nothing, so nobody can flood a stranger's mailbox through our forms.
 */
export function createAccountMailBudget(rateLimiter: RateLimiter) {
  return {
    /** Counts one mail to `email`; false when its budget for the hour is used up. */
    async mayMail(kind: BudgetedAccountMail, email: string): Promise<boolean> {
      const sent = await rateLimiter.hit(`${kind}:${email.toLowerCase()}`, {
        limit: limits.accountMailsPerAddressPerHour,
        windowMs: 60 * 60 * 1000,
      });
      return sent.allowed;
    },
  };
}

export type AccountMailBudget = ReturnType<typeof createAccountMailBudget>;
