import {
  accountProtection as limits,
  accountMessages as m,
  type RecoveryCodesResponse,
  type SecondFactorRequest,
  type TwoFactorSetup,
  type TwoFactorStatus,
  twoFactorMessages as t,
} from '@sideline/domain';
import QRCode from 'qrcode';
import { type Auth, authErrorCode, cookieHeadersFrom } from '../../platform/auth.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { AccountRequestContext } from './accounts.service.ts';

const hourMs = 60 * 60 * 1000;

/** better-auth's refusals of a code, as the wording the portal shows (on the `code` field or whole). */
function codeRefusal(error: unknown, wrongCode: string): AppError | null {
  switch (authErrorCode(error)) {
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
      return invalidField('code', wrongCode);
    case 'INVALID_TWO_FACTOR_COOKIE':
      return new AppError('unauthorized', t.challengeExpired);
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return new AppError('unauthorized', t.tooManyWrongCodes);
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return new AppError('too_many_requests', t.accountLocked);
    case 'TOTP_NOT_ENABLED':
      return new AppError('validation', t.notSetUp);
    default:
      return null;
  }
}

/**
 * Two-step verification around better-auth's two-factor plugin (issue 33 §2, docs/decisions/030):
 * enrolment (password, then the app's first code), turning it off, new recovery codes, and the
 * second step of a sign-in. The plugin keeps the secret and the codes encrypted and counts wrong
 * codes (5 per sign-in, 10 in a row lock the account for 15 minutes).
 */
export function createSecondFactor(deps: { auth: Auth; rateLimiter: RateLimiter }) {
  const { auth, rateLimiter } = deps;

  async function signedInUser(ctx: AccountRequestContext) {
    const session = await auth.api.getSession({ headers: ctx.headers });
    if (!session) throw new AppError('unauthorized', m.signInRequired);
    return session.user;
  }

  /** Each of these checks a password: counted per user, not only per address. */
  async function countPasswordCheck(userId: string, ctx: AccountRequestContext): Promise<void> {
    const attempt = await rateLimiter.hit(`two-factor-password:${userId}`, {
      limit: limits.twoFactorPasswordChecksPerUserPerHour,
      windowMs: hourMs,
    });
    if (!attempt.allowed) {
      ctx.setRetryAfter(attempt.retryAfterSeconds);
      throw new AppError('too_many_requests', m.tooManyAttempts);
    }
  }

  /** Runs a better-auth call that checks the password, answering a wrong one on its field. */
  async function withPassword<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (authErrorCode(error) === 'INVALID_PASSWORD')
        throw new AppError('wrong_password', m.wrongPassword, { currentPassword: m.wrongPassword });
      throw error;
    }
  }

  return {
    async status(ctx: AccountRequestContext): Promise<TwoFactorStatus> {
      const user = await signedInUser(ctx);
      return { enabled: user.twoFactorEnabled === true };
    },

    /** Step one: a new secret and recovery codes, shown once; nothing changes until confirm. */
    async setUp(currentPassword: string, ctx: AccountRequestContext): Promise<TwoFactorSetup> {
      const user = await signedInUser(ctx);
      if (user.twoFactorEnabled) throw new AppError('conflict', t.alreadyOn);
      await countPasswordCheck(user.id, ctx);
      const enabled = await withPassword(() =>
        auth.api.enableTwoFactor({
          body: { password: currentPassword, method: 'totp' },
          headers: ctx.headers,
        }),
      );
      if (enabled.method !== 'totp') throw new Error('two-factor: enabling TOTP answered another method');
      return {
        otpauthUri: enabled.totpURI,
        qrCodeSvg: await QRCode.toString(enabled.totpURI, { type: 'svg', margin: 1 }),
        manualKey: new URL(enabled.totpURI).searchParams.get('secret') ?? '',
        recoveryCodes: enabled.backupCodes,
      };
    },

    /**
     * Step two: the app's first code turns it on. The session is replaced (better-auth) and every
     * other session of the user ends, so no session opened without the second step outlives it.
     */
    async confirm(code: string, ctx: AccountRequestContext): Promise<TwoFactorStatus & { message: string }> {
      const user = await signedInUser(ctx);
      if (user.twoFactorEnabled) throw new AppError('conflict', t.alreadyOn);
      let verified: { headers: Headers };
      try {
        verified = await auth.api.verifyTOTP({ body: { code }, headers: ctx.headers, returnHeaders: true });
      } catch (error) {
        throw codeRefusal(error, t.wrongCode) ?? error;
      }
      await auth.api.revokeOtherSessions({ headers: cookieHeadersFrom(verified.headers) });
      ctx.setCookies(verified.headers);
      return { enabled: true, message: t.turnedOn };
    },

    async turnOff(
      currentPassword: string,
      ctx: AccountRequestContext,
    ): Promise<TwoFactorStatus & { message: string }> {
      const user = await signedInUser(ctx);
      if (!user.twoFactorEnabled) return { enabled: false, message: t.turnedOff };
      await countPasswordCheck(user.id, ctx);
      const result = await withPassword(() =>
        auth.api.disableTwoFactor({
          body: { password: currentPassword },
          headers: ctx.headers,
          returnHeaders: true,
        }),
      );
      ctx.setCookies(result.headers);
      return { enabled: false, message: t.turnedOff };
    },

    async newRecoveryCodes(
      currentPassword: string,
      ctx: AccountRequestContext,
    ): Promise<RecoveryCodesResponse> {
      const user = await signedInUser(ctx);
      if (!user.twoFactorEnabled) throw new AppError('validation', t.notSetUp);
      await countPasswordCheck(user.id, ctx);
      const generated = await withPassword(() =>
        auth.api.generateBackupCodes({ body: { password: currentPassword }, headers: ctx.headers }),
      );
      return { recoveryCodes: generated.backupCodes, message: t.newRecoveryCodes };
    },

    /**
     * The second step of a sign-in, on the challenge cookie the password step set. Answers the
     * new session's cookies and its user; the caller applies the team-session rules.
     */
    async verifySignIn(
      input: SecondFactorRequest,
      ctx: AccountRequestContext,
    ): Promise<{ headers: Headers; userId: string }> {
      try {
        const verified =
          input.method === 'totp'
            ? await auth.api.verifyTOTP({
                body: { code: input.code },
                headers: ctx.headers,
                returnHeaders: true,
              })
            : await auth.api.verifyBackupCode({
                body: { code: input.code },
                headers: ctx.headers,
                returnHeaders: true,
              });
        return { headers: verified.headers, userId: verified.response.user.id };
      } catch (error) {
        throw codeRefusal(error, input.method === 'totp' ? t.wrongCode : t.wrongRecoveryCode) ?? error;
      }
    },
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
