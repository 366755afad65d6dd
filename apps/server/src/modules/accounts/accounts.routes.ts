import {
  activeTeamCookieName,
  changeEmailRequestSchema,
  devSignInRequestSchema,
  emailOnlyRequestSchema,
  newPasswordRequestSchema,
  revertEmailChangeRequestSchema,
  secondFactorRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  twoFactorConfirmRequestSchema,
  twoFactorPasswordRequestSchema,
  verificationTokenRequestSchema,
} from '@sideline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forwardSetCookies, toFetchHeaders } from '../../platform/auth.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { AccountRequestContext, AccountsService } from './accounts.service.ts';

export interface AccountRoutesDeps {
  service: AccountsService;
  rateLimiter: RateLimiter;
  /** Registers POST /api/accounts/dev-signin (never in production: config.devSignIn). */
  devSignIn: boolean;
}

function requestContext(request: FastifyRequest, reply: FastifyReply): AccountRequestContext {
  // Answers that carry or change the session are never cached.
  reply.header('cache-control', 'no-store');
  return {
    headers: toFetchHeaders(request),
    chosenTeamId: request.cookies?.[activeTeamCookieName],
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    setCookies: (headers) => forwardSetCookies(reply, headers),
    setRetryAfter: (seconds) => {
      reply.header('retry-after', String(seconds));
    },
  };
}

/** The session and account routes of docs/api-contract.md. */
export function registerAccountRoutes(app: FastifyInstance, deps: AccountRoutesDeps): void {
  const { service, rateLimiter } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Counted before validation, so malformed attempts use up the limit too.
  const limited = (name: string) => ({ preValidation: rateLimiter.guard(name) });
  const tags = ['accounts'];

  r.get('/api/session', { schema: { tags } }, (request, reply) =>
    service.getSession(requestContext(request, reply)),
  );

  r.get('/api/accounts/teams', { schema: { tags } }, (request, reply) =>
    service.listTeams(requestContext(request, reply)),
  );

  // The portal's team switcher: the cookie names the team; every request checks it again.
  r.post(
    '/api/accounts/team',
    { schema: { tags, body: z.object({ teamId: z.string().min(1).max(64) }) } },
    async (request, reply) => {
      const session = await service.switchTeam(request.body.teamId, requestContext(request, reply));
      reply.setCookie(activeTeamCookieName, request.body.teamId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: 'auto',
        maxAge: 365 * 86_400,
      });
      return session;
    },
  );

  r.post('/api/accounts/resume', { schema: { tags } }, (request, reply) =>
    service.resume(requestContext(request, reply)),
  );

  r.post(
    '/api/accounts/signup',
    { ...limited('signup'), schema: { tags, body: signUpRequestSchema } },
    async (request, reply) => {
      const session = await service.signUp(request.body, requestContext(request, reply));
      return reply.status(201).send(session);
    },
  );

  r.post(
    '/api/accounts/signin',
    { ...limited('signin'), schema: { tags, body: signInRequestSchema } },
    (request, reply) => service.signIn(request.body, requestContext(request, reply)),
  );

  // The code from the authenticator app (or a recovery code) when two-step verification is on.
  r.post(
    '/api/accounts/signin/second-factor',
    { ...limited('signin'), schema: { tags, body: secondFactorRequestSchema } },
    (request, reply) => service.completeSignIn(request.body, requestContext(request, reply)),
  );

  r.get('/api/accounts/two-factor', { schema: { tags } }, (request, reply) =>
    service.twoFactorStatus(requestContext(request, reply)),
  );
  r.post(
    '/api/accounts/two-factor/setup',
    { ...limited('two-factor'), schema: { tags, body: twoFactorPasswordRequestSchema } },
    (request, reply) => service.setUpTwoFactor(request.body.currentPassword, requestContext(request, reply)),
  );
  r.post(
    '/api/accounts/two-factor/confirm',
    { ...limited('two-factor'), schema: { tags, body: twoFactorConfirmRequestSchema } },
    (request, reply) => service.confirmTwoFactor(request.body.code, requestContext(request, reply)),
  );
  r.post(
    '/api/accounts/two-factor/disable',
    { ...limited('two-factor'), schema: { tags, body: twoFactorPasswordRequestSchema } },
    (request, reply) =>
      service.turnOffTwoFactor(request.body.currentPassword, requestContext(request, reply)),
  );
  r.post(
    '/api/accounts/two-factor/recovery-codes',
    { ...limited('two-factor'), schema: { tags, body: twoFactorPasswordRequestSchema } },
    (request, reply) =>
      service.newRecoveryCodes(request.body.currentPassword, requestContext(request, reply)),
  );

  r.post('/api/accounts/signout', { schema: { tags } }, (request, reply) =>
    service.signOut(requestContext(request, reply)),
  );

  if (deps.devSignIn) {
    r.post('/api/accounts/dev-signin', { schema: { tags, body: devSignInRequestSchema } }, (request, reply) =>
      service.devSignIn(request.body, requestContext(request, reply)),
    );
  }

  r.post(
    '/api/accounts/verification/resend',
    { ...limited('verification'), schema: { tags } },
    (request, reply) => service.resendVerification(requestContext(request, reply)),
  );

  r.post(
    '/api/accounts/verification/confirm',
    { schema: { tags, body: verificationTokenRequestSchema } },
    (request) => service.confirmVerification(request.body.token),
  );

  r.post(
    '/api/accounts/password-reset',
    { ...limited('password-reset'), schema: { tags, body: emailOnlyRequestSchema } },
    (request) => service.requestPasswordReset(request.body.email),
  );

  r.post(
    '/api/accounts/password-reset/confirm',
    { ...limited('password-reset'), schema: { tags, body: newPasswordRequestSchema } },
    (request) => service.confirmPasswordReset(request.body.token, request.body.password),
  );

  // Limited per IP here and per user in the service: it checks a password and can reveal (409)
  // that an address has an account.
  r.post(
    '/api/accounts/email',
    { ...limited('email-change'), schema: { tags, body: changeEmailRequestSchema } },
    (request, reply) => service.changeEmail(request.body, requestContext(request, reply)),
  );

  r.post(
    '/api/accounts/email/revert',
    { ...limited('email-revert'), schema: { tags, body: revertEmailChangeRequestSchema } },
    (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.revertEmailChange(request.body.token, request.body.password);
    },
  );
}
