import {
  type AccountTeamsResponse,
  type changeEmailRequestSchema,
  exceedsUnverifiedLoginLimit,
  isPrivateDemoEmail,
  accountMessages as m,
  privateDemoRefusal,
  type SecondFactorRequest,
  type SessionResponse,
  type SignInResponse,
  type signUpRequestSchema,
} from '@sideline/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  type Auth,
  type AuthMailer,
  authErrorCode,
  cookieHeadersFrom,
  createVerificationToken,
  verificationLink,
  verifyUserPassword,
} from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/index.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { isPrivateDemo, refuseInPrivateDemo } from '../demo/private-demo-guard.ts';
import type { ReferralsService } from '../referrals/referrals.service.ts';
import { createAccountMailBudget } from './account-mail-budget.ts';
import { type AccountMails, toMailTeam } from './account-mails.ts';
import { type SessionUser, signedOutSession, toSessionResponse, toSessionUser } from './account-session.ts';
import {
  deleteResetTokensOfUser,
  deleteSession,
  deleteSessionsOfUser,
  deleteUser,
  expirePrivateDemo,
  findAccountOfUser,
  findTeamByEmail,
  findTeamById,
  findUserByEmail,
  findUserById,
  findUserIdOfResetToken,
  listTeamsOfUser,
  lockTeam,
  recordRefusedSignIn,
  recordTeamSignIn,
  setTeamLoginTime,
} from './accounts.repository.ts';
import { refuseSharedDemoAccount } from './demo-accounts.ts';
import { createEmailChange, isEmailChangeToken } from './email-change.ts';
import { assertAcceptableNewPassword } from './new-password-check.ts';
import { createSecondFactor } from './second-factor.ts';
import { createSignInCoolDown } from './sign-in-cool-down.ts';
import type { SeedNewTeam } from './team-seeder.ts';

/** The caller of an account operation: its cookies, and where to put the cookies we set. */
export interface AccountRequestContext {
  headers: Headers;
  /** The team this browser switched to (its cookie), when it did; checked before it is used. */
  chosenTeamId?: string;
  ip: string;
  userAgent: string;
  setCookies(headers: Headers | null | undefined): void;
  /** Tells the client when to try again (a 429's Retry-After). */
  setRetryAfter(seconds: number): void;
}

type SignUpInput = z.output<typeof signUpRequestSchema>;
type ChangeEmailInput = z.output<typeof changeEmailRequestSchema>;

export interface AccountsServiceDeps {
  db: Db;
  auth: Auth;
  config: AppConfig;
  mails: AccountMails;
  seedNewTeam: SeedNewTeam;
  /** Sign-up credits the team whose referral id was given. */
  referrals: ReferralsService;
  storage: FileStorage;
  /** Per-account limits: failed sign-ins, account mails, email changes. */
  rateLimiter: RateLimiter;
  now: () => Date;
  log?: (message: string, error: unknown) => void;
}

/**
 * The spec's account rules around better-auth (spec part 1 §4): sign-up with its team, the
 * organization-then-team look-up, the login-count rule, email verification, password reset, email
 * change, and the development and demo sign-ins.
 */
export function createAccountsService(deps: AccountsServiceDeps) {
  const { db, auth, config, mails, rateLimiter } = deps;
  const { now } = deps;
  const coolDown = createSignInCoolDown({ db, rateLimiter, mails, now });
  const mailBudget = createAccountMailBudget(rateLimiter);
  const emailChange = createEmailChange({ db, auth, config, mails, rateLimiter, mailBudget, now });
  const secondFactor = createSecondFactor({ auth, rateLimiter });

  /** The session the caller's cookie carries before this request changes it, if any. */
  async function currentSessionId(ctx: AccountRequestContext): Promise<string | null> {
    const current = await auth.api.getSession({ headers: ctx.headers });
    return current?.session.id ?? null;
  }

  async function sessionOf(userId: string): Promise<SessionResponse> {
    const user = await findUserById(db, userId);
    if (!user) return signedOutSession;
    return toSessionResponse(user, await findAccountOfUser(db, userId));
  }

  /** Ends the session the given cookies carry and clears the caller's cookies. */
  async function signOutWith(sessionHeaders: Headers, ctx: AccountRequestContext): Promise<void> {
    const result = await auth.api.signOut({ headers: sessionHeaders, returnHeaders: true });
    ctx.setCookies(result.headers);
  }

  async function clearCookies(ctx: AccountRequestContext): Promise<void> {
    await signOutWith(new Headers(), ctx);
  }

  /**
   * Starts the team session of a user who just authenticated (sign-in) or already was (resume):
   * organization first, then team; the unverified-email rule; loginCount + 1 and loginTime.
   * `sessionHeaders` carry the session cookie, so a refused sign-in can end that session. Only a
   * password sign-in (a new session) sends the production sign-in notification, not every resume.
   */
  async function startTeamSession(
    user: SessionUser,
    sessionHeaders: Headers,
    ctx: AccountRequestContext,
    kind: 'sign-in' | 'resume',
  ): Promise<SessionResponse> {
    const account = await findAccountOfUser(db, user.id, ctx.chosenTeamId);
    if (!account.organization && !account.team) {
      await signOutWith(sessionHeaders, ctx);
      throw new AppError('team_not_found', m.teamOrOrganizationNotFound);
    }
    try {
      refuseSharedDemoAccount(account);
    } catch (error) {
      await signOutWith(sessionHeaders, ctx);
      throw error;
    }
    if (!account.team) return toSessionResponse(user, account);
    const teamId = account.team.id;
    const at = now();
    const team = await db.transaction(async (tx) => {
      const current = await lockTeam(tx, teamId);
      if (!current) return null;
      // A private demo's sessions are neither counted nor subject to the unverified-email rule.
      if (isPrivateDemo(current)) return current;
      const attempt = { loginCount: current.loginCount + 1, timeCreated: current.timeCreated };
      if (exceedsUnverifiedLoginLimit(user, attempt, config.unverifiedLoginLimit, at)) {
        // The refused attempt is counted, so the session guard refuses this user's other
        // sessions as well (the count now exceeds the limit).
        await recordRefusedSignIn(tx, teamId);
        return 'unverified' as const;
      }
      const updated = await recordTeamSignIn(tx, teamId, at);
      if (config.isProduction && kind === 'sign-in') {
        await enqueueMail(
          tx,
          mails.signInNotification({ email: user.email, firstName: user.firstName }, toMailTeam(updated), {
            time: at,
            ipAddress: ctx.ip,
            userAgent: ctx.userAgent,
          }),
          at,
        );
      }
      return updated;
    });
    if (team === 'unverified') {
      // Every session of the user ends, not only this one: earlier ones must not outlive the rule.
      await signOutWith(sessionHeaders, ctx);
      await deleteSessionsOfUser(db, user.id);
      throw new AppError('unverified_email', m.unverifiedEmail);
    }
    if (!team) {
      await signOutWith(sessionHeaders, ctx);
      throw new AppError('team_not_found', m.teamOrOrganizationNotFound);
    }
    return toSessionResponse(user, { organization: account.organization, team });
  }

  async function requireSignedInUser(ctx: AccountRequestContext): Promise<SessionUser> {
    const session = await auth.api.getSession({ headers: ctx.headers });
    if (!session) throw new AppError('unauthorized', m.signInRequired);
    return toSessionUser(session.user);
  }

  /** Opens a session without a password (demo and development sign-in); no login counting. */
  async function openSessionFor(userId: string, ctx: AccountRequestContext): Promise<SessionResponse> {
    const result = await auth.api.createSessionForUser({ body: { userId }, returnHeaders: true });
    ctx.setCookies(result.headers);
    return sessionOf(userId);
  }

  return {
    /** The session answer for a user another area has just signed in (a visitor's private demo). */
    sessionOf,

    async getSession(ctx: AccountRequestContext): Promise<SessionResponse> {
      const result = await auth.api.getSession({ headers: ctx.headers, returnHeaders: true });
      ctx.setCookies(result.headers);
      if (!result.response) return signedOutSession;
      const user = toSessionUser(result.response.user);
      return toSessionResponse(user, await findAccountOfUser(db, user.id, ctx.chosenTeamId));
    },

    /** The teams the signed-in user may act for, and which one this browser acts for. */
    async listTeams(ctx: AccountRequestContext): Promise<AccountTeamsResponse> {
      const user = await requireSignedInUser(ctx);
      const active = await findAccountOfUser(db, user.id, ctx.chosenTeamId);
      return {
        teams: (await listTeamsOfUser(db, user.id)).map(({ team }) => ({
          id: team.id,
          name: team.name,
          slug: team.slug,
          isActive: team.id === active.team?.id,
        })),
      };
    },

    /**
     * Switches this browser to another team the user may act for (the caller sets the cookie
     * naming it); answers the session as that team. Any other team id is "not found".
     */
    async switchTeam(teamId: string, ctx: AccountRequestContext): Promise<SessionResponse> {
      const user = await requireSignedInUser(ctx);
      const chosen = (await listTeamsOfUser(db, user.id)).find((row) => row.team.id === teamId);
      if (!chosen) throw new AppError('team_not_found', m.teamOrOrganizationNotFound);
      refuseSharedDemoAccount(chosen);
      return toSessionResponse(user, chosen);
    },

    /**
     * Creates the user (better-auth), then the organization and team in one transaction. A process
     * killed between the two leaves a user without a team (process-kill.test.ts): signing up again
     * with the same email and password finishes that account, once; anyone else gets "email taken".
     */
    async signUp(input: SignUpInput, ctx: AccountRequestContext): Promise<SessionResponse> {
      const unfinished = await findUserByEmail(db, input.email);
      if (unfinished && !(await isUnfinishedSignUp(unfinished.id, input.password)))
        throw new AppError('email_taken', m.emailTaken);
      assertAcceptableNewPassword(input.password, input.email);
      const previousSessionId = await currentSessionId(ctx);
      let created: { user: { id: string; email: string }; headers: Headers };
      try {
        created = unfinished
          ? { user: unfinished, headers: await signInHeaders(input) }
          : await signUpUser(input).then(({ response, headers }) => ({ user: response.user, headers }));
      } catch (error) {
        if (authErrorCode(error)?.startsWith('USER_ALREADY_EXISTS'))
          throw new AppError('email_taken', m.emailTaken);
        throw error;
      }
      const user = created.user;
      const recipient = { email: user.email, firstName: input.firstName };
      try {
        const token = await createVerificationToken(config, user);
        const referrer = input.referral ? await deps.referrals.findReferringTeam(input.referral) : null;
        await db.transaction(async (tx) => {
          // One finishing at a time per user; a second finds the team the first made.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${user.id}))`);
          if (unfinished && (await findAccountOfUser(tx, user.id)).organization)
            throw new AppError('email_taken', m.emailTaken);
          const at = now();
          const seeded = await deps.seedNewTeam(
            tx,
            {
              userId: user.id,
              email: user.email,
              organizationName: input.organizationName,
              teamName: input.teamName,
              sportsType: input.sportsType,
              ageType: input.ageType,
              websiteType: input.websiteType,
              timeZone: input.timeZone,
              referredBy: referrer?.referralId ?? null,
              now: at,
            },
            { storage: deps.storage },
          );
          // Sign-up signs the team in: this is its first sign-in (loginCount starts at 1).
          await setTeamLoginTime(tx, seeded.teamId, at);
          const team = {
            id: seeded.teamId,
            name: input.teamName,
            sportsType: input.sportsType,
            slug: seeded.slug,
          };
          await enqueueMail(
            tx,
            mails.verification(recipient, team, verificationLink(config.baseUrl, token)),
            at,
          );
          await enqueueMail(
            tx,
            mails.newTeamNotification({ ...recipient, lastName: input.lastName }, team, {
              organizationName: input.organizationName,
              ageType: input.ageType,
              websiteType: input.websiteType,
              referredBy: referrer?.referralId ?? null,
            }),
            at,
          );
          await enqueueMail(tx, mails.welcome(recipient, team, input.organizationName), at);
        });
      } catch (error) {
        await clearCookies(ctx);
        if (error instanceof AppError) throw error;
        deps.log?.('sign-up: creating the organization and team failed', error);
        // A new user goes with its failed team; a finishing one stays for the next try.
        if (!unfinished) await deleteUser(db, user.id);
        throw new AppError('organization_creation_failed', m.organizationCreationFailed);
      }
      await endSessionReplacedBy(previousSessionId);
      ctx.setCookies(created.headers);
      return sessionOf(user.id);
    },

    async signIn(
      input: { email: string; password: string },
      ctx: AccountRequestContext,
    ): Promise<SignInResponse> {
      // Before anything else: during a cool-down not even the right password gets in.
      await coolDown.refuseWhileCoolingDown(input.email, ctx.ip, ctx.setRetryAfter);
      const user = await findUserByEmail(db, input.email);
      if (!user) throw new AppError('user_not_found', m.userNotFound);
      // Before the password, so a shared demo owner's address is no password oracle either.
      refuseSharedDemoAccount(await findAccountOfUser(db, user.id));
      const previousSessionId = await currentSessionId(ctx);
      let signedIn: { headers: Headers; response: object };
      try {
        signedIn = await auth.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: true },
          returnHeaders: true,
        });
      } catch (error) {
        if (authErrorCode(error) === 'INVALID_EMAIL_OR_PASSWORD') {
          const { team } = await findAccountOfUser(db, user.id);
          await coolDown.recordFailure(user, ctx.ip, team ? toMailTeam(team) : null, ctx.setRetryAfter);
          throw new AppError('wrong_password', m.wrongPassword);
        }
        throw error;
      }
      // Signing in as someone else in a browser that held a session: that session ends on the
      // server too, not just its cookie (which better-auth clears at either step).
      await endSessionReplacedBy(previousSessionId);
      if ('twoFactorRedirect' in signedIn.response) {
        // The password was right; the session opens after the second step (its cookie is set).
        ctx.setCookies(signedIn.headers);
        return { secondFactorRequired: true };
      }
      const session = await startTeamSession(user, cookieHeadersFrom(signedIn.headers), ctx, 'sign-in');
      ctx.setCookies(signedIn.headers);
      return session;
    },

    /** The second step of a sign-in with two-step verification on: then the sign-in's rules. */
    async completeSignIn(input: SecondFactorRequest, ctx: AccountRequestContext): Promise<SessionResponse> {
      const verified = await secondFactor.verifySignIn(input, ctx);
      const user = await findUserById(db, verified.userId);
      if (!user) throw new AppError('unauthorized', m.signInRequired);
      const session = await startTeamSession(user, cookieHeadersFrom(verified.headers), ctx, 'sign-in');
      ctx.setCookies(verified.headers);
      return session;
    },

    twoFactorStatus: (ctx: AccountRequestContext) => secondFactor.status(ctx),

    /** Two-step verification's settings: never for a demo team's owner. */
    async setUpTwoFactor(currentPassword: string, ctx: AccountRequestContext) {
      await refuseForDemo(ctx);
      return secondFactor.setUp(currentPassword, ctx);
    },

    async confirmTwoFactor(code: string, ctx: AccountRequestContext) {
      await refuseForDemo(ctx);
      return secondFactor.confirm(code, ctx);
    },

    turnOffTwoFactor: (currentPassword: string, ctx: AccountRequestContext) =>
      secondFactor.turnOff(currentPassword, ctx),

    newRecoveryCodes: (currentPassword: string, ctx: AccountRequestContext) =>
      secondFactor.newRecoveryCodes(currentPassword, ctx),

    /** Auto sign-in on app load: the sign-in rules for the session the caller already has. */
    async resume(ctx: AccountRequestContext): Promise<SessionResponse> {
      const current = await auth.api.getSession({ headers: ctx.headers, returnHeaders: true });
      if (!current.response) return signedOutSession;
      const user = toSessionUser(current.response.user);
      const session = await startTeamSession(user, ctx.headers, ctx, 'resume');
      // A session near its end was extended: the cookie follows.
      ctx.setCookies(current.headers);
      return session;
    },

    async signOut(ctx: AccountRequestContext): Promise<{ message: string }> {
      // Nobody can sign back into a private demo, so signing out ends it (the worker deletes it).
      const current = await auth.api.getSession({ headers: ctx.headers });
      if (current) {
        const { team } = await findAccountOfUser(db, current.user.id);
        if (team && isPrivateDemo(team)) await expirePrivateDemo(db, team.id, now());
      }
      await signOutWith(ctx.headers, ctx);
      return { message: m.signedOut };
    },

    async devSignIn(input: { teamId?: string; teamEmail?: string }, ctx: AccountRequestContext) {
      const team = input.teamId
        ? await findTeamById(db, input.teamId)
        : await findTeamByEmail(db, input.teamEmail ?? '');
      if (!team?.ownerUserId) {
        throw new AppError('team_not_found', input.teamId ? m.invalidTeamId : m.invalidTeamEmail);
      }
      refuseSharedDemoAccount(await findAccountOfUser(db, team.ownerUserId));
      return openSessionFor(team.ownerUserId, ctx);
    },

    async resendVerification(ctx: AccountRequestContext): Promise<{ message: string }> {
      const user = await requireSignedInUser(ctx);
      if (user.emailVerified) return { message: m.emailVerified };
      // Past the per-address budget the answer is the same, but nothing is sent.
      if (await mailBudget.mayMail('verification-mail', user.email))
        await auth.api.sendVerificationEmail({ body: { email: user.email }, headers: ctx.headers });
      return { message: m.verificationSent };
    },

    async confirmVerification(token: string): Promise<{ message: string }> {
      // The link of an email change goes to the same page as a plain verification link.
      if (isEmailChangeToken(token)) return emailChange.confirm(token);
      try {
        await auth.api.verifyEmail({ query: { token } });
      } catch (error) {
        if (authErrorCode(error)) throw new AppError('invalid_token', m.verificationLinkInvalid);
        throw error;
      }
      return { message: m.emailVerified };
    },

    async requestPasswordReset(email: string): Promise<{ message: string }> {
      if (isPrivateDemoEmail(email)) throw new AppError('private_demo', privateDemoRefusal('passwordReset'));
      // The same answer whether the address is known, over its budget or mailed (no enumeration).
      const user = await findUserByEmail(db, email);
      // The demo addresses are public, so saying so reveals nothing.
      if (user) refuseSharedDemoAccount(await findAccountOfUser(db, user.id));
      if (!(await mailBudget.mayMail('reset-mail', email))) return { message: m.resetEmailSent };
      // A newer link replaces every older one.
      if (user) await deleteResetTokensOfUser(db, user.id);
      await auth.api.requestPasswordReset({ body: { email } });
      return { message: m.resetEmailSent };
    },

    async confirmPasswordReset(token: string, password: string): Promise<{ message: string }> {
      const userId = await findUserIdOfResetToken(db, token);
      const user = userId ? await findUserById(db, userId) : null;
      if (!user) throw new AppError('invalid_token', m.resetLinkInvalid);
      refuseSharedDemoAccount(await findAccountOfUser(db, user.id));
      assertAcceptableNewPassword(password, user.email);
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password } });
      } catch (error) {
        if (authErrorCode(error)) throw new AppError('invalid_token', m.resetLinkInvalid);
        throw error;
      }
      // better-auth consumed this link and ended the sessions; any other link of the user dies too,
      // and the owner, who just proved they hold the mailbox, may sign in at once.
      await deleteResetTokensOfUser(db, user.id);
      await coolDown.end(user.email);
      return { message: m.passwordChanged };
    },

    /**
     * Email change (spec part 1 §4: send verification, sign out), with the current password and
     * the old address kept in force until the new one is verified (email-change.ts).
     */
    async changeEmail(input: ChangeEmailInput, ctx: AccountRequestContext): Promise<{ message: string }> {
      const user = await requireSignedInUser(ctx);
      const account = await findAccountOfUser(db, user.id);
      refuseSharedDemoAccount(account);
      refuseInPrivateDemo(account.team, 'emailChange');
      const answer = await emailChange.request(user, input, ctx.setRetryAfter);
      await clearCookies(ctx);
      return answer;
    },

    /** The link mailed to the old address: restore it, with a new password. */
    revertEmailChange(token: string, password: string): Promise<{ message: string }> {
      return emailChange.revert(token, password);
    },
  };

  /** A demo team's owner has no real account to protect (shared demo, or a private demo's copy). */
  async function refuseForDemo(ctx: AccountRequestContext): Promise<void> {
    const user = await requireSignedInUser(ctx);
    const account = await findAccountOfUser(db, user.id);
    refuseSharedDemoAccount(account);
    refuseInPrivateDemo(account.team, 'twoFactor');
  }

  async function endSessionReplacedBy(previousSessionId: string | null): Promise<void> {
    if (previousSessionId) await deleteSession(db, previousSessionId);
  }

  /** A user without an organization or team whose password is the one given (see signUp). */
  async function isUnfinishedSignUp(userId: string, password: string): Promise<boolean> {
    const account = await findAccountOfUser(db, userId);
    if (account.organization || account.team) return false;
    return verifyUserPassword(auth, userId, password);
  }

  async function signInHeaders(input: SignUpInput): Promise<Headers> {
    const signedIn = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      returnHeaders: true,
    });
    return signedIn.headers;
  }

  function signUpUser(input: SignUpInput) {
    return auth.api.signUpEmail({
      body: {
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        rememberMe: true,
      },
      returnHeaders: true,
    });
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>;

/**
 * The mails better-auth asks for (resent verification, password reset), written to the outbox with
 * the user's team named in them.
 */
export function createAuthMailer(deps: { db: Db; mails: AccountMails; now: () => Date }): AuthMailer {
  const { db, mails, now } = deps;
  async function recipientOf(user: { id: string; email: string }) {
    const row = await findUserById(db, user.id);
    const { team } = await findAccountOfUser(db, user.id);
    return {
      to: { email: user.email, firstName: row?.firstName ?? '' },
      team: team ? toMailTeam(team) : null,
    };
  }
  return {
    async sendVerificationMail(user, link) {
      const { to, team } = await recipientOf(user);
      await enqueueMail(db, mails.verification(to, team, link), now());
    },
    async sendPasswordResetMail(user, link) {
      const { to, team } = await recipientOf(user);
      await enqueueMail(db, mails.passwordReset(to, team, link), now());
    },
  };
}
