import { createHash, randomBytes } from 'node:crypto';
import {
  type changeEmailRequestSchema,
  accountProtection as limits,
  accountMessages as m,
  publicPaths,
} from '@sideline/domain';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type Auth, hashPassword, verificationLink, verifyUserPassword } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/index.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { AccountMailBudget } from './account-mail-budget.ts';
import { type AccountMails, type MailTeam, toMailTeam } from './account-mails.ts';
import type { SessionUser } from './account-session.ts';
import {
  consumeEmailToken,
  deleteEmailTokensOfUser,
  deleteResetTokensOfUser,
  deleteSessionsOfUser,
  type EmailTokenKind,
  findAccountOfUser,
  findEmailToken,
  findUserById,
  insertEmailToken,
  isEmailUsedByAnotherUser,
  setPasswordHash,
  setPendingEmail,
  updateUserEmail,
} from './accounts.repository.ts';
import { assertAcceptableNewPassword } from './new-password-check.ts';

type ChangeEmailInput = z.output<typeof changeEmailRequestSchema>;

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** Prefixes that tell our email tokens apart from better-auth's verification JWTs (which hold dots). */
const tokenPrefix: Record<EmailTokenKind, string> = { 'email-change': 'ec_', 'email-revert': 'er_' };

function newToken(kind: EmailTokenKind): { token: string; hash: string } {
  const token = `${tokenPrefix[kind]}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token) };
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isEmailChangeToken(token: string): boolean {
  return token.startsWith(tokenPrefix['email-change']);
}

export function revertEmailLink(baseUrl: string, token: string): string {
  return `${baseUrl}${publicPaths.revertEmail}?token=${encodeURIComponent(token)}`;
}

interface ChangeRecord {
  userId: string;
  newEmail: string;
}

interface RevertRecord {
  userId: string;
  oldEmail: string;
  oldEmailVerified: boolean;
}

/**
 * Email change without a takeover (docs/decisions/007-account-protection.md):
 *
 * 1. `request` needs the current password. The new address is only *pending*: the old one stays
 *    the sign-in address and receives every mail. The new address gets a verification link
 *    (24 hours), the old one a notice with a link that undoes the change (7 days). Every session
 *    and every outstanding reset link ends.
 * 2. `confirm` (the link to the new address) makes it the sign-in email, verified, and the contact
 *    email of the teams the user owns.
 * 3. `revert` (the link to the old address, before or after the confirmation) restores the old
 *    address and its verified state, sets the new password the owner chooses (whoever made the
 *    change knew the old one), and ends every session, reset link and pending change.
 */
export function createEmailChange(deps: {
  db: Db;
  auth: Auth;
  config: AppConfig;
  mails: AccountMails;
  rateLimiter: RateLimiter;
  mailBudget: AccountMailBudget;
  now: () => Date;
}) {
  const { db, auth, config, mails, rateLimiter, now } = deps;

  async function teamOf(userId: string): Promise<MailTeam | null> {
    const { team } = await findAccountOfUser(db, userId);
    return team ? toMailTeam(team) : null;
  }

  return {
    async request(
      user: SessionUser,
      input: ChangeEmailInput,
      onRetryAfter: (seconds: number) => void,
    ): Promise<{ message: string }> {
      // Per user, not only per IP: each attempt checks a password and may reveal a taken address.
      const attempts = await rateLimiter.hit(`email-change:${user.id}`, {
        limit: limits.emailChangesPerUserPerHour,
        windowMs: hourMs,
      });
      if (!attempts.allowed) {
        onRetryAfter(attempts.retryAfterSeconds);
        throw new AppError('too_many_requests', m.tooManyAttempts);
      }
      if (!(await verifyUserPassword(auth, user.id, input.currentPassword))) {
        throw new AppError('wrong_password', m.wrongPassword, { currentPassword: m.wrongPassword });
      }
      if (input.email === user.email.toLowerCase())
        throw new AppError('validation', m.emailUnchanged, { email: m.emailUnchanged });
      if (await isEmailUsedByAnotherUser(db, input.email, user.id))
        throw new AppError('email_taken', m.emailTaken, { email: m.emailTaken });

      const at = now();
      const change = newToken('email-change');
      const revert = newToken('email-revert');
      const team = await teamOf(user.id);
      // The same per-address budget as other verification mails: nobody can use the form to flood
      // a stranger's mailbox.
      const mayMailNewAddress = await deps.mailBudget.mayMail('verification-mail', input.email);
      await db.transaction(async (tx) => {
        await setPendingEmail(tx, user.id, input.email, at);
        // Only the newest change can be confirmed.
        await deleteEmailTokensOfUser(tx, 'email-change', user.id);
        await insertEmailToken(tx, {
          kind: 'email-change',
          userId: user.id,
          hash: change.hash,
          value: { userId: user.id, newEmail: input.email } satisfies ChangeRecord,
          expiresAt: new Date(at.getTime() + limits.emailChangeLinkHours * hourMs),
          at,
        });
        await insertEmailToken(tx, {
          kind: 'email-revert',
          userId: user.id,
          hash: revert.hash,
          value: {
            userId: user.id,
            oldEmail: user.email,
            oldEmailVerified: user.emailVerified,
          } satisfies RevertRecord,
          expiresAt: new Date(at.getTime() + limits.emailRevertLinkDays * dayMs),
          at,
        });
        await deleteResetTokensOfUser(tx, user.id);
        if (mayMailNewAddress) {
          await enqueueMail(
            tx,
            mails.emailChangeVerification(
              { email: input.email, firstName: user.firstName },
              team,
              verificationLink(config.baseUrl, change.token),
            ),
            at,
          );
        }
        await enqueueMail(
          tx,
          mails.emailChangeNotice({ email: user.email, firstName: user.firstName }, team, {
            newEmail: input.email,
            revertLink: revertEmailLink(config.baseUrl, revert.token),
            validDays: limits.emailRevertLinkDays,
          }),
          at,
        );
        await deleteSessionsOfUser(tx, user.id);
      });
      return { message: m.emailChanged };
    },

    /** The link mailed to the new address. */
    async confirm(token: string): Promise<{ message: string }> {
      const row = await consumeEmailToken(db, 'email-change', hashToken(token));
      if (!row || row.expiresAt <= now()) throw new AppError('invalid_token', m.emailChangeLinkInvalid);
      const record = JSON.parse(row.value) as ChangeRecord;
      const user = await findUserById(db, record.userId);
      // A revert, or a newer change, has replaced the address this link was for.
      if (!user || user.pendingEmail !== record.newEmail)
        throw new AppError('invalid_token', m.emailChangeLinkInvalid);
      if (await isEmailUsedByAnotherUser(db, record.newEmail, user.id))
        throw new AppError('email_taken', m.emailTaken);
      await db.transaction(async (tx) => {
        await updateUserEmail(tx, {
          userId: user.id,
          previousEmail: user.email,
          email: record.newEmail,
          emailVerified: true,
          at: now(),
        });
        await deleteResetTokensOfUser(tx, user.id);
      });
      return { message: m.emailChangeConfirmed };
    },

    /** The link mailed to the old address, with the new password the owner chose. */
    async revert(token: string, password: string): Promise<{ message: string }> {
      const hash = hashToken(token);
      // Look before consuming, so a refused password does not use up the link.
      const record = await peekRevertRecord(hash);
      const user = record ? await findUserById(db, record.userId) : null;
      if (!record || !user) throw new AppError('invalid_token', m.revertLinkInvalid);
      assertAcceptableNewPassword(password, record.oldEmail);
      if (await isEmailUsedByAnotherUser(db, record.oldEmail, user.id))
        throw new AppError('conflict', m.revertAddressTaken);
      const passwordHash = await hashPassword(auth, password);
      await db.transaction(async (tx) => {
        const consumed = await consumeEmailToken(tx, 'email-revert', hash);
        if (!consumed || consumed.expiresAt <= now())
          throw new AppError('invalid_token', m.revertLinkInvalid);
        const at = now();
        await updateUserEmail(tx, {
          userId: user.id,
          previousEmail: user.email,
          email: record.oldEmail,
          // Still pending: the address never changed, so neither did its verified state.
          emailVerified: user.email === record.oldEmail ? user.emailVerified : record.oldEmailVerified,
          at,
        });
        await setPasswordHash(tx, user.id, passwordHash, at);
        await deleteSessionsOfUser(tx, user.id);
        await deleteResetTokensOfUser(tx, user.id);
        await deleteEmailTokensOfUser(tx, 'email-change', user.id);
        // Other undo links (one could have been mailed to an address the intruder holds) die too.
        await deleteEmailTokensOfUser(tx, 'email-revert', user.id);
      });
      return { message: m.emailReverted };
    },
  };

  async function peekRevertRecord(hash: string): Promise<RevertRecord | null> {
    const row = await findEmailToken(db, 'email-revert', hash);
    if (!row || row.expiresAt <= now()) return null;
    return JSON.parse(row.value) as RevertRecord;
  }
}

export type EmailChange = ReturnType<typeof createEmailChange>;
