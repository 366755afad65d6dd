import { accountProtection as limits, signInCoolDownMessage } from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/index.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { AccountMails, MailTeam } from './account-mails.ts';

const minuteMs = 60_000;
const failuresKey = (email: string) => `signin-failed:${email.toLowerCase()}`;
const coolDownKey = (email: string) => `signin-cool-down:${email.toLowerCase()}`;

/**
 * Failed sign-ins counted per email, whatever address they come from: the failure that makes
 * `failedSignInLimit` within a window starts a cool-down of `signInCoolDownMinutes`, during which
 * every sign-in with that email is refused before the password is even checked (so guessing stops
 * too), and the owner gets one mail per cool-down. A completed password reset ends it.
 */
export function createSignInCoolDown(deps: {
  db: Db;
  rateLimiter: RateLimiter;
  mails: AccountMails;
  now: () => Date;
}) {
  const { rateLimiter, now } = deps;

  function coolDownError(until: Date, onRetryAfter: (seconds: number) => void): AppError {
    const seconds = Math.max(1, Math.ceil((until.getTime() - now().getTime()) / 1000));
    onRetryAfter(seconds);
    return new AppError('too_many_requests', signInCoolDownMessage(Math.ceil(seconds / 60)));
  }

  return {
    /** Throws the cool-down answer (429 with Retry-After) while the email is cooling down. */
    async refuseWhileCoolingDown(email: string, onRetryAfter: (seconds: number) => void): Promise<void> {
      const until = await rateLimiter.holdUntil(coolDownKey(email));
      if (until) throw coolDownError(until, onRetryAfter);
    },

    /** Counts a wrong password; throws the cool-down answer when this failure starts one. */
    async recordFailure(
      owner: { email: string; firstName: string },
      team: MailTeam | null,
      onRetryAfter: (seconds: number) => void,
    ): Promise<void> {
      const failures = await rateLimiter.hit(failuresKey(owner.email), {
        limit: limits.failedSignInLimit,
        windowMs: limits.failedSignInWindowMinutes * minuteMs,
      });
      if (failures.count < limits.failedSignInLimit) return;
      const hold = await rateLimiter.startHold(
        coolDownKey(owner.email),
        limits.signInCoolDownMinutes * minuteMs,
      );
      if (hold.started) {
        await enqueueMail(
          deps.db,
          deps.mails.signInCoolDown(owner, team, {
            failedAttempts: failures.count,
            minutes: limits.signInCoolDownMinutes,
          }),
        );
      }
      throw coolDownError(hold.until, onRetryAfter);
    },

    /** The owner proved they hold the mailbox (a completed reset): sign-in works again at once. */
    async end(email: string): Promise<void> {
      await rateLimiter.endHold(coolDownKey(email));
    },
  };
}

export type SignInCoolDown = ReturnType<typeof createSignInCoolDown>;
