import { accountProtection as limits, signInCoolDownMessage } from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/index.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { AccountMails, MailTeam } from './account-mails.ts';

const minuteMs = 60_000;
const coolDownMs = limits.signInCoolDownMinutes * minuteMs;
// Emails hold no spaces, so "{email} from " never prefixes another email's keys.
const accountKey = (kind: string, email: string) => `${kind}:${email.toLowerCase()}`;
const clientPrefix = (kind: string, email: string) => `${accountKey(kind, email)} from `;
const clientKey = (kind: string, email: string, client: string) => `${clientPrefix(kind, email)}${client}`;

/**
 * Failed sign-ins counted twice (docs/decisions/007-account-protection.md): per email and client
 * address, where `failedSignInLimit` in a window pauses that email from that client only, so a
 * stranger's few tries cannot lock the owner out; and per email across every client, where the
 * higher `failedSignInAccountLimit` pauses the account everywhere, so rotating addresses gains an
 * attacker little. A pause refuses sign-in before the password is checked (the right one too) and
 * lasts `signInCoolDownMinutes`. The owner is mailed once per account pause, and at most once per
 * pause length for the per-client ones. A completed password reset ends every pause.
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

  /** Starts a pause on `holdKey` (unless one runs), mails the owner about a new one, and refuses. */
  async function pause(
    holdKey: string,
    notice: { owner: { email: string; firstName: string }; team: MailTeam | null; failedAttempts: number },
    scope: 'client' | 'account',
    client: string,
    onRetryAfter: (seconds: number) => void,
  ): Promise<never> {
    const hold = await rateLimiter.startHold(holdKey, coolDownMs);
    // Per-client pauses from many addresses must not become a stream of mails to the owner.
    const mayMail =
      hold.started &&
      (scope === 'account' ||
        (await rateLimiter.startHold(accountKey('signin-cool-down-mail', notice.owner.email), coolDownMs))
          .started);
    if (mayMail) {
      await enqueueMail(
        deps.db,
        deps.mails.signInCoolDown(notice.owner, notice.team, {
          failedAttempts: notice.failedAttempts,
          minutes: limits.signInCoolDownMinutes,
          scope,
          client,
        }),
        now(),
      );
    }
    throw coolDownError(hold.until, onRetryAfter);
  }

  return {
    /** Throws the cool-down answer (429 with Retry-After) while the email is paused for this client. */
    async refuseWhileCoolingDown(
      email: string,
      client: string,
      onRetryAfter: (seconds: number) => void,
    ): Promise<void> {
      const [account, fromClient] = await Promise.all([
        rateLimiter.holdUntil(accountKey('signin-cool-down', email)),
        rateLimiter.holdUntil(clientKey('signin-cool-down', email, client)),
      ]);
      const until = [account, fromClient].filter((date) => date !== null).sort((a, b) => +b - +a)[0];
      if (until) throw coolDownError(until, onRetryAfter);
    },

    /** Counts a wrong password; throws the cool-down answer when this failure starts a pause. */
    async recordFailure(
      owner: { email: string; firstName: string },
      client: string,
      team: MailTeam | null,
      onRetryAfter: (seconds: number) => void,
    ): Promise<void> {
      const everywhere = await rateLimiter.hit(accountKey('signin-failed', owner.email), {
        limit: limits.failedSignInAccountLimit,
        windowMs: limits.failedSignInAccountWindowMinutes * minuteMs,
      });
      if (everywhere.count >= limits.failedSignInAccountLimit) {
        const notice = { owner, team, failedAttempts: everywhere.count };
        await pause(accountKey('signin-cool-down', owner.email), notice, 'account', client, onRetryAfter);
      }
      const fromClient = await rateLimiter.hit(clientKey('signin-failed', owner.email, client), {
        limit: limits.failedSignInLimit,
        windowMs: limits.failedSignInWindowMinutes * minuteMs,
      });
      if (fromClient.count >= limits.failedSignInLimit) {
        const notice = { owner, team, failedAttempts: fromClient.count };
        await pause(
          clientKey('signin-cool-down', owner.email, client),
          notice,
          'client',
          client,
          onRetryAfter,
        );
      }
    },

    /** The owner proved they hold the mailbox (a completed reset): sign-in works again at once. */
    async end(email: string): Promise<void> {
      await rateLimiter.endHold(accountKey('signin-cool-down', email));
      await rateLimiter.endHoldsStartingWith(clientPrefix('signin-cool-down', email));
    },
  };
}

export type SignInCoolDown = ReturnType<typeof createSignInCoolDown>;
