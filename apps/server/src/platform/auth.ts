import { passwordMinLength, publicPaths } from '@sideline/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthEndpoint, createEmailVerificationToken } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema/auth.ts';
import { createPasswordHashing } from './password-hashing.ts';

/** A user as better-auth hands it to the mail callbacks. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/**
 * What better-auth asks us to mail. Both callbacks write an outbox row; the links point at the SPA's
 * own pages (`/verify-email`, `/newpassword`), which post the token back to our API.
 */
export interface AuthMailer {
  sendVerificationMail(user: AuthUser, link: string): Promise<void>;
  sendPasswordResetMail(user: AuthUser, link: string): Promise<void>;
}

/** The one header better-auth takes the client address from (set by us, see toFetchHeaders). */
export const clientAddressHeader = 'x-sideline-client-address';
const untrustedAddressHeaders = new Set(['x-forwarded-for', 'x-real-ip', clientAddressHeader]);

/** Verification links stay valid for a day; reset links for an hour. */
export const emailVerificationTtlSeconds = 24 * 60 * 60;
export const passwordResetTtlSeconds = 60 * 60;

export function verificationLink(baseUrl: string, token: string): string {
  return `${baseUrl}${publicPaths.verifyEmail}?token=${encodeURIComponent(token)}`;
}

export function passwordResetLink(baseUrl: string, token: string): string {
  return `${baseUrl}${publicPaths.newPassword}?token=${encodeURIComponent(token)}`;
}

/**
 * A server-only endpoint that opens a session for a user id without a password: used by the demo
 * sign-in and the development sign-in. better-auth's HTTP handler is never mounted, so no
 * endpoint of it, this one included, is reachable from outside; our own routes decide when to call it.
 */
const sessionForUserPlugin = {
  id: 'sideline-session-for-user',
  endpoints: {
    createSessionForUser: createAuthEndpoint(
      '/sideline/session-for-user',
      { method: 'POST', body: z.object({ userId: z.string().min(1) }), metadata: { SERVER_ONLY: true } },
      async (ctx) => {
        const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
        if (!user) throw new APIError('NOT_FOUND', { message: 'User not found' });
        const session = await ctx.context.internalAdapter.createSession(user.id);
        if (!session) throw new APIError('INTERNAL_SERVER_ERROR', { message: 'Could not create a session' });
        await setSessionCookie(ctx, { session, user });
        return ctx.json({ userId: user.id });
      },
    ),
  },
};

/**
 * better-auth on our own Drizzle tables (users, sessions, accounts, verifications, two_factors):
 * email and password with scrypt hashing at the configured cost (password-hashing.ts), an optional
 * second step (two-factor plugin), database sessions in an HTTP-only SameSite=Lax cookie. Verification mails are not sent by better-auth on sign-up: the
 * accounts module writes that mail in the same transaction that creates the team.
 */
export function createAuth(options: { db: Db; config: AppConfig; mailer: AuthMailer }) {
  const { db, config, mailer } = options;
  return betterAuth({
    appName: 'Sideline',
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      transaction: true,
      schema: { users, sessions, accounts, verifications, twoFactors },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '' },
        lastName: { type: 'string', required: false, defaultValue: '' },
        // Written only by the accounts module's email change, never from a request body.
        pendingEmail: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: 256,
      password: createPasswordHashing(config.passwordHashCost),
      // Unverified users may sign in a few times; the accounts module enforces the login-count rule.
      requireEmailVerification: false,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: passwordResetTtlSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mailer.sendPasswordResetMail(user, passwordResetLink(config.baseUrl, token));
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: emailVerificationTtlSeconds,
      sendVerificationEmail: async ({ user, token }) => {
        await mailer.sendVerificationMail(user, verificationLink(config.baseUrl, token));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Our own DB-backed limiter guards the routes (platform/rate-limit.ts).
    rateLimit: { enabled: false },
    advanced: {
      // better-auth reads the client address only from our own header, which toFetchHeaders fills
      // from request.ip (TRUST_PROXY decides it), never from a forwarded header the client wrote.
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
      cookiePrefix: 'sideline',
      useSecureCookies: config.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
    // Its warnings (e.g. "Invalid password") are expected outcomes here; errors still show.
    logger: { level: 'error' },
    plugins: [
      sessionForUserPlugin,
      // Two-step verification (accounts/second-factor.ts): an authenticator app's code, or a
      // recovery code. No "trust this device": every password sign-in asks for the code.
      twoFactor({ issuer: 'Sideline', backupCodeOptions: { amount: 10, length: 10 } }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** A signed verification token for the user's current address (what the mail link carries). */
export function createVerificationToken(config: AppConfig, user: { id: string; email: string }) {
  return createEmailVerificationToken(config.authSecret, user.email, undefined, emailVerificationTtlSeconds, {
    userId: user.id,
  });
}

/** True when `password` is the user's current password (scrypt-checked, password-hashing.ts). */
export async function verifyUserPassword(auth: Auth, userId: string, password: string): Promise<boolean> {
  const context = await auth.$context;
  const credential = await context.internalAdapter.findCredentialAccount(userId);
  if (!credential?.password) {
    // Hash anyway, so a missing credential takes as long as a wrong password.
    await context.password.hash(password);
    return false;
  }
  return context.password.verify({ hash: credential.password, password });
}

/** The stored form of a new password (for a change written in our own transaction). */
export async function hashPassword(auth: Auth, password: string): Promise<string> {
  return (await auth.$context).password.hash(password);
}

/** The request's headers as a Fetch `Headers`, which is what better-auth reads cookies from. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || untrustedAddressHeaders.has(name)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  headers.set(clientAddressHeader, request.ip);
  return headers;
}

/** Headers that carry only the cookies better-auth just set (to act on a session it just opened). */
export function cookieHeadersFrom(setCookieHeaders: Headers): Headers {
  const cookies = setCookieHeaders
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => (c.split('=')[1] ?? '') !== '');
  return new Headers({ cookie: cookies.join('; ') });
}

/** Copies every Set-Cookie better-auth produced onto the Fastify reply. */
export function forwardSetCookies(reply: FastifyReply, headers: Headers | null | undefined): void {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length) reply.header('set-cookie', cookies);
}

/** better-auth's error code when it refuses a call (e.g. INVALID_EMAIL_OR_PASSWORD), or null. */
export function authErrorCode(error: unknown): string | null {
  if (error instanceof APIError) {
    const body = error.body as { code?: string } | undefined;
    return body?.code ?? String(error.status);
  }
  return null;
}
