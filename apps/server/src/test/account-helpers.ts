import { accountProtection, type SignUpRequest } from '@sideline/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { TOTP, URI } from 'otpauth';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { mailOutbox } from '../db/schema/platform.ts';
import { teams } from '../db/schema/teams.ts';
import { appHeaders } from './test-app.ts';

export const sessionCookieName = 'sideline.session_token';

let counter = 0;
/** A valid sign-up body with a fresh email each call. */
export function signUpBody(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  counter += 1;
  const email = overrides.email ?? `coach${counter}-${Date.now()}@example.org`;
  return {
    firstName: 'Jordan',
    lastName: 'Reyes',
    email,
    confirmEmail: email,
    password: 'goalie42',
    organizationName: 'Harbor City University',
    teamName: `Harbor City Hawks ${counter}`,
    sportsType: 'WOMENSICEHOCKEY',
    websiteType: 'WEBSITEANDSTORE',
    ageType: 'COLLEGIATE',
    acceptPrivacyPolicy: true,
    acceptTermsOfService: true,
    timeZone: 'America/New_York',
    ...overrides,
  };
}

/** The session cookie a response set, as a Cookie request header ('' when it cleared or set none). */
export function sessionCookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === sessionCookieName);
  return cookie?.value ? `${sessionCookieName}=${cookie.value}` : '';
}

/** True when the response expired the session cookie. */
export function clearsSessionCookie(res: { cookies: { name: string; value: string; maxAge?: number }[] }) {
  return res.cookies.some((c) => c.name === sessionCookieName && c.value === '' && c.maxAge === 0);
}

export async function postJson(app: App, url: string, payload?: unknown, cookie = '') {
  return postJsonFrom(app, '127.0.0.1', url, payload, cookie);
}

/** A POST from another client address (rotating addresses must not dodge per-account limits). */
export async function postJsonFrom(
  app: App,
  remoteAddress: string,
  url: string,
  payload?: unknown,
  cookie = '',
) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { ...appHeaders, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function getJson(app: App, url: string, cookie = '') {
  return app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/**
 * Settings → Communications as a team that wants no optional mail at all: its address opted out of
 * every kind, on its own do-not-mail list, and every notification preference off. Mail a person is
 * owed (transactional, security, billing) must still reach it.
 */
export async function optOutOfAllOptionalMail(app: App, cookie: string, email: string) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/settings/communications',
    headers: { ...appHeaders, cookie },
    payload: {
      emails: [{ email, account: false, updates: false, tips: false, all: false }],
      phones: [],
      notifications: { feedbackNotification: false, futureNotification: false, domainNotification: false },
      emailsNotAllowed: [{ email }],
    },
  });
  if (res.statusCode !== 200) throw new Error(`opting out of optional mail failed: ${res.body}`);
}

/** Signs up a team and returns its session cookie and session answer. */
export async function signUp(app: App, overrides: Partial<SignUpRequest> = {}) {
  const body = signUpBody(overrides);
  const res = await postJson(app, '/api/accounts/signup', body);
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { body, res, cookie: sessionCookieOf(res), session: res.json() };
}

export async function signIn(app: App, email: string, password: string) {
  const res = await postJson(app, '/api/accounts/signin', { email, password });
  return { res, cookie: sessionCookieOf(res) };
}

/** Outbox mails to an address, oldest first. */
export async function mailsTo(db: Db, email: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.to} @> ${JSON.stringify([email])}::jsonb`)
    .orderBy(asc(mailOutbox.timeCreated), asc(mailOutbox.id));
}

export async function latestMail(db: Db, email: string, templateId: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(
      and(sql`${mailOutbox.to} @> ${JSON.stringify([email])}::jsonb`, eq(mailOutbox.templateId, templateId)),
    )
    .orderBy(desc(mailOutbox.timeCreated))
    .limit(1);
  if (!mail) throw new Error(`no ${templateId} mail to ${email}`);
  return mail;
}

/** The token of the first link to `path` in a mail's text (what the reader would click). */
export function tokenFromText(
  text: string,
  path: '/verify-email' | '/newpassword' | '/revert-email',
): string {
  const token = new RegExp(`${path}\\?token=([^\\s]+)`).exec(text)?.[1];
  if (!token) throw new Error(`no ${path} link in: ${text}`);
  return decodeURIComponent(token);
}

/** Verifies an address through the link of its sign-up mail, as its owner would. */
export async function verifyEmailThroughMail(app: App, db: Db, email: string): Promise<void> {
  const mail = await latestMail(db, email, 'email-verification');
  const res = await postJson(app, '/api/accounts/verification/confirm', {
    token: tokenFromText(mail.text, '/verify-email'),
  });
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.statusCode} ${res.body}`);
}

export async function teamOfEmail(db: Db, email: string) {
  const [row] = await db.select().from(teams).where(eq(teams.email, email)).limit(1);
  return row;
}

/** Makes the team of `email` as old as a team whose unverified-email grace is over. */
export async function endUnverifiedGrace(db: Db, email: string): Promise<void> {
  const timeCreated = new Date(
    Date.now() - (accountProtection.unverifiedGraceDays + 1) * 24 * 60 * 60 * 1000,
  );
  await db.update(teams).set({ timeCreated }).where(eq(teams.email, email));
}

export async function userOfEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** The code an authenticator app shows now for the secret of an `otpauth://` URI. */
export function authenticatorCode(otpauthUri: string, at = Date.now()): string {
  const totp = URI.parse(otpauthUri);
  if (!(totp instanceof TOTP)) throw new Error(`not a TOTP URI: ${otpauthUri}`);
  return totp.generate({ timestamp: at });
}

/**
 * Turns two-step verification on as the user would in Settings → Admin (password, then the app's
 * first code). Answers the URI (to make later codes), the recovery codes and the new session cookie
 * (turning it on replaces the session).
 */
export async function turnOnTwoFactor(app: App, cookie: string, currentPassword: string) {
  const setup = await postJson(app, '/api/accounts/two-factor/setup', { currentPassword }, cookie);
  if (setup.statusCode !== 200) throw new Error(`two-factor setup failed: ${setup.statusCode} ${setup.body}`);
  const { otpauthUri, recoveryCodes } = setup.json() as { otpauthUri: string; recoveryCodes: string[] };
  const confirm = await postJson(
    app,
    '/api/accounts/two-factor/confirm',
    { code: authenticatorCode(otpauthUri) },
    cookie,
  );
  if (confirm.statusCode !== 200)
    throw new Error(`two-factor confirm failed: ${confirm.statusCode} ${confirm.body}`);
  return { otpauthUri, recoveryCodes, cookie: sessionCookieOf(confirm) };
}

/**
 * A Sideline operator as the console requires one (issue 33 §2): signed up with a listed address,
 * the address verified, two-step verification on. `cookie` is the session after it was turned on.
 */
export async function signUpOperator(app: App, db: Db, email: string, teamName = 'Sideline Staff') {
  const account = await signUp(app, { teamName, email });
  await verifyEmailThroughMail(app, db, email);
  const secondFactor = await turnOnTwoFactor(app, account.cookie, account.body.password);
  return { ...account, cookie: secondFactor.cookie, secondFactor };
}
