import { randomUUID } from 'node:crypto';
import {
  domainMessages,
  privateDemoRefusal,
  signedAgreementRecord,
  subscriptionMessages,
} from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { domainRequests } from '../../db/schema/domains.ts';
import { sandboxPromotionCodes, sandboxSubscriptions } from '../../db/schema/subscriptions.ts';
import { teamSubscriptionInfo, teams } from '../../db/schema/teams.ts';
import { escapeHtml } from '../../platform/html.ts';
import { sandboxBillingTitle } from '../../platform/payments/sandbox-billing.routes.ts';
import { sandboxCheckoutTitle } from '../../platform/payments/sandbox-checkout.routes.ts';
import { sandboxTestCards } from '../../platform/payments/sandbox-subscriptions.ts';
import { getJson, mailsTo, optOutOfAllOptionalMail, postJson, signUp } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callSection } from '../content-sections/content-section-test-helpers.ts';
import { localPath, payCheckout, startCheckout } from './subscription-test-helpers.ts';
import { paymentWebhookPath } from './subscriptions.routes.ts';

const dayMs = 24 * 60 * 60 * 1000;
const accountUrl = 'http://localhost:3000/portal/settings/account';
let clock = new Date('2027-03-01T12:00:00Z');

async function runTask(ctx: TestContext, name: string) {
  const task = ctx.app.workerTasks.find((t) => t.name === name);
  assert(task, `no worker task ${name}`);
  return task.run();
}

describe('subscriptions on the sandbox provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A long revalidation interval: the site must follow a publishing change at once anyway.
    ctx = await createTestApp({ SITE_REVALIDATE_MS: '3600000' }, { now: () => clock });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    clock = new Date('2027-03-01T12:00:00Z');
  });

  async function newTeam({ signed = true } = {}) {
    const a = await signUp(ctx.app);
    const teamId = a.session.team.id as string;
    const slug = a.session.team.slug as string;
    if (signed) {
      await ctx.database.db
        .update(teams)
        .set({ licensingAgreement: signedAgreementRecord('website', clock, 'agreement.pdf') })
        .where(eq(teams.id, teamId));
    }
    return { ...a, teamId, slug };
  }

  const findStoredTeamUrl = async (teamId: string) =>
    (await ctx.database.db.select({ url: teams.url }).from(teams).where(eq(teams.id, teamId)))[0]?.url;
  const account = async (cookie: string) => (await getJson(ctx.app, '/api/subscriptions', cookie)).json();
  const website = async (cookie: string) =>
    (await account(cookie)).subscriptions.find((s: { product: string }) => s.product === 'website');
  const robotsOf = async (slug: string) =>
    (await ctx.app.inject({ url: '/robots.txt', headers: { host: `${slug}.localhost:3000` } })).body;

  it('starts the annual website trial in the hosted checkout, publishes the site and the cache follows at once', async () => {
    const a = await newTeam();
    expect(await robotsOf(a.slug)).toContain('Disallow: /');
    const before = await account(a.cookie);
    expect(before.trialMessage).toBe(
      'Your one-month free trial starts when your website subscription starts.',
    );
    expect(before.goingLiveSteps).toEqual([
      { key: 'agreement', isDone: true },
      { key: 'subscription', isDone: false },
    ]);

    const checkoutKey = randomUUID();
    const started = await startCheckout(ctx, a.cookie, { product: 'website', period: 'year', checkoutKey });
    expect(started.statusCode).toBe(200);
    const { checkoutUrl } = started.json();
    expect(checkoutUrl).toMatch(
      /^http:\/\/localhost:3000\/sandbox\/payments\/checkout\/cs_sandbox_[0-9a-f]{24}$/,
    );
    // The same key (a double click, a retried request) opens the same session.
    const again = await startCheckout(ctx, a.cookie, { product: 'website', period: 'year', checkoutKey });
    expect(again.json().checkoutUrl).toBe(checkoutUrl);

    const page = await ctx.app.inject({ url: localPath(checkoutUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(sandboxCheckoutTitle);
    expect(page.body).toContain('$200 a year');
    expect(page.body).toContain('$0 — free for 30 days');

    const paid = await payCheckout(ctx, checkoutUrl, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${accountUrl}?checkout=success`);

    const after = await account(a.cookie);
    expect(after.published).toBe(true);
    expect(after.trialMessage).toBe('Your free month is valid until March 31, 2027.');
    expect(after.subscriptions[0]).toMatchObject({
      product: 'website',
      status: 'trialing',
      period: 'year',
      trialEnd: '2027-03-31T12:00:00.000Z',
      hasPaymentMethod: true,
      cancelAtPeriodEnd: false,
    });
    expect(after.goingLiveSteps.every((step: { isDone: boolean }) => step.isDone)).toBe(true);
    const [info] = await ctx.database.db
      .select()
      .from(teamSubscriptionInfo)
      .where(eq(teamSubscriptionInfo.teamId, a.teamId));
    expect(info?.data).toMatchObject({
      websiteTrial: true,
      websiteTrialValidity: '2027-03-31T12:00:00.000Z',
    });

    const robots = await robotsOf(a.slug);
    expect(robots).toContain('Allow: /');
    expect(robots).toContain(`Sitemap: http://${a.slug}.localhost:3000/sitemap.xml`);
    const home = await ctx.app.inject({ url: '/', headers: { host: `${a.slug}.localhost:3000` } });
    expect(home.body).not.toContain('noindex');

    // The page of a completed session is closed; paying it again changes nothing.
    expect((await ctx.app.inject({ url: localPath(checkoutUrl) })).statusCode).toBe(404);
    expect((await payCheckout(ctx, checkoutUrl, sandboxTestCards.succeeds)).statusCode).toBe(404);
    expect(
      (await startCheckout(ctx, a.cookie, { product: 'website', period: 'month' })).json(),
    ).toMatchObject({
      error: { code: 'conflict', message: subscriptionMessages.alreadyRunning('website') },
    });
  });

  it('unpublishes when the website subscription ends, and a trial cancelled before its end is never charged', async () => {
    const a = await newTeam();
    const { checkoutUrl } = (
      await startCheckout(ctx, a.cookie, { product: 'website', period: 'month' })
    ).json();
    await payCheckout(ctx, checkoutUrl, sandboxTestCards.succeeds);
    expect(await robotsOf(a.slug)).toContain('Sitemap:');

    const cancelled = await postJson(ctx.app, '/api/subscriptions/website/cancel', undefined, a.cookie);
    expect(cancelled.statusCode).toBe(204);
    expect(await website(a.cookie)).toMatchObject({ status: 'canceled' });
    expect((await account(a.cookie)).published).toBe(false);
    expect(await robotsOf(a.slug)).toContain('Disallow: /');

    clock = new Date(clock.getTime() + 40 * dayMs);
    await runTask(ctx, 'sandbox-billing-clock');
    const [billed] = await ctx.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.teamId, a.teamId));
    expect(billed).toMatchObject({ status: 'canceled', chargesMade: 0 });
  });

  it('pauses a trial that ends without a card, never charging it, and charges a trial with a card', async () => {
    const noCard = await newTeam();
    const withCard = await newTeam();
    const first = (await startCheckout(ctx, noCard.cookie, { product: 'website', period: 'year' })).json();
    expect((await payCheckout(ctx, first.checkoutUrl, '')).statusCode).toBe(303);
    const second = (await startCheckout(ctx, withCard.cookie, { product: 'website', period: 'year' })).json();
    await payCheckout(ctx, second.checkoutUrl, sandboxTestCards.succeeds);
    expect(await website(noCard.cookie)).toMatchObject({ status: 'trialing', hasPaymentMethod: false });

    clock = new Date(clock.getTime() + 31 * dayMs);
    await runTask(ctx, 'sandbox-billing-clock');
    expect(await website(noCard.cookie)).toMatchObject({ status: 'paused' });
    expect((await account(noCard.cookie)).published).toBe(false);
    expect(await website(withCard.cookie)).toMatchObject({
      status: 'active',
      currentPeriodEnd: '2028-03-31T12:00:00.000Z',
    });
    const charges = async (teamId: string) =>
      (
        await ctx.database.db
          .select()
          .from(sandboxSubscriptions)
          .where(eq(sandboxSubscriptions.teamId, teamId))
      )[0]?.chargesMade;
    expect(await charges(noCard.teamId)).toBe(0);
    expect(await charges(withCard.teamId)).toBe(1);
    // The clock running again within the period charges nothing more.
    await runTask(ctx, 'sandbox-billing-clock');
    expect(await charges(withCard.teamId)).toBe(1);
  });

  it('opens the billing account only after a subscription, where a card resumes a paused trial, once', async () => {
    const a = await newTeam();
    const open = () => postJson(ctx.app, '/api/subscriptions/billing-portal', undefined, a.cookie);
    const before = await open();
    expect(before.statusCode).toBe(409);
    expect(before.json().error).toEqual({ code: 'conflict', message: subscriptionMessages.noBillingAccount });

    const { checkoutUrl } = (
      await startCheckout(ctx, a.cookie, { product: 'website', period: 'year' })
    ).json();
    await payCheckout(ctx, checkoutUrl, '');
    clock = new Date(clock.getTime() + 31 * dayMs);
    await runTask(ctx, 'sandbox-billing-clock');
    expect(await website(a.cookie)).toMatchObject({ status: 'paused', hasPaymentMethod: false });
    expect((await account(a.cookie)).published).toBe(false);

    const opened = await open();
    expect(opened.statusCode).toBe(200);
    const link = new URL(opened.json().url);
    expect(link.pathname).toBe(`/sandbox/payments/billing/cus_sandbox_${a.teamId}`);
    const url = link.pathname + link.search;
    const page = await ctx.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(sandboxBillingTitle);
    expect(page.body).toContain('Paused (trial ended without a payment method)');
    expect(page.body).toContain(`<a href="${accountUrl}">Return to Sideline</a>`);

    const post = (cardNumber: string, to = url) =>
      ctx.app.inject({
        method: 'POST',
        url: to,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ cardNumber }).toString(),
      });
    const declined = await post(sandboxTestCards.declined);
    expect(declined.statusCode).toBe(400);
    expect(declined.body).toContain(subscriptionMessages.cardDeclined);
    expect(await website(a.cookie)).toMatchObject({ status: 'paused' });
    const forged = await post(sandboxTestCards.succeeds, url.replace(/signature=[0-9a-f]/, 'signature=x'));
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain(escapeHtml(subscriptionMessages.billingLinkExpired));

    const added = await post(sandboxTestCards.succeeds);
    expect(added.statusCode).toBe(200);
    expect(added.body).toContain(subscriptionMessages.paymentMethodAdded);
    expect(added.body).toContain('<td>Active</td>');
    expect(await website(a.cookie)).toMatchObject({
      status: 'active',
      hasPaymentMethod: true,
      currentPeriodEnd: '2028-04-01T12:00:00.000Z',
    });
    expect((await account(a.cookie)).published).toBe(true);
    // The page posted again changes and charges nothing more.
    expect((await post(sandboxTestCards.succeeds)).statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.teamId, a.teamId));
    expect(row?.chargesMade).toBe(1);

    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    const expired = await ctx.app.inject({ url });
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toContain(escapeHtml(subscriptionMessages.billingLinkExpired));
  });

  it('mails a reminder 7 and 3 days before a trial ends, each once, even to an address that wants no optional mail', async () => {
    const a = await newTeam();
    // A billing reminder is owed: no opt-out, preference or do-not-mail entry holds it back.
    await optOutOfAllOptionalMail(ctx.app, a.cookie, a.body.email);
    const { checkoutUrl } = (
      await startCheckout(ctx, a.cookie, { product: 'website', period: 'year' })
    ).json();
    await payCheckout(ctx, checkoutUrl, sandboxTestCards.succeeds);
    const reminders = async () =>
      (await mailsTo(ctx.database.db, a.body.email)).filter(
        (m) => m.templateId === 'subscription-renewal-reminder',
      );

    await runTask(ctx, 'subscription-renewal-reminders');
    expect(await reminders()).toHaveLength(0);
    clock = new Date('2027-03-24T13:00:00Z');
    await runTask(ctx, 'subscription-renewal-reminders');
    await runTask(ctx, 'subscription-renewal-reminders');
    const [seven] = await reminders();
    expect(await reminders()).toHaveLength(1);
    expect(seven?.subject).toContain('ends in 7 days');
    expect(seven?.text).toContain(
      'Your free trial ends on March 31, 2027. Your card is then charged $200 a year',
    );
    clock = new Date('2027-03-28T13:00:00Z');
    await runTask(ctx, 'subscription-renewal-reminders');
    await runTask(ctx, 'subscription-renewal-reminders');
    expect((await reminders()).map((m) => m.subject)).toEqual([
      expect.stringContaining('ends in 7 days'),
      expect.stringContaining('ends in 3 days'),
    ]);
  });

  it('asks for authentication with the 3-D Secure card and refuses a declined one', async () => {
    const a = await newTeam();
    const { checkoutUrl } = (
      await startCheckout(ctx, a.cookie, { product: 'website', period: 'month' })
    ).json();
    const declined = await payCheckout(ctx, checkoutUrl, sandboxTestCards.declined);
    expect(declined.statusCode).toBe(400);
    expect(declined.body).toContain(subscriptionMessages.cardDeclined);
    const unknown = await payCheckout(ctx, checkoutUrl, '1234');
    expect(unknown.body).toContain(subscriptionMessages.cardNumberInvalid);
    expect(await website(a.cookie)).toMatchObject({ status: 'none' });

    const challenge = await payCheckout(ctx, checkoutUrl, sandboxTestCards.needsAuthentication);
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('Confirm this card');
    expect(await website(a.cookie)).toMatchObject({ status: 'none' });
    const confirmed = await ctx.app.inject({ method: 'POST', url: `${localPath(checkoutUrl)}/authenticate` });
    expect(confirmed.statusCode).toBe(303);
    expect(await website(a.cookie)).toMatchObject({ status: 'trialing' });

    // A paid checkout is closed: paying or confirming it again says so and charges nothing.
    const closed = subscriptionMessages.checkoutClosed.replace('&', '&amp;');
    const again = await payCheckout(ctx, checkoutUrl, sandboxTestCards.succeeds);
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain(closed);
    const confirmedAgain = await ctx.app.inject({
      method: 'POST',
      url: `${localPath(checkoutUrl)}/authenticate`,
    });
    expect(confirmedAgain.body).toContain(closed);
    expect(
      await ctx.database.db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.teamId, a.teamId)),
    ).toHaveLength(1);
  });

  it('needs 15 days of notice to cancel a paid period, and resumes a cancellation', async () => {
    const a = await newTeam();
    const { checkoutUrl } = (
      await startCheckout(ctx, a.cookie, { product: 'website', period: 'month' })
    ).json();
    await payCheckout(ctx, checkoutUrl, sandboxTestCards.succeeds);
    clock = new Date(clock.getTime() + 31 * dayMs);
    await runTask(ctx, 'sandbox-billing-clock');
    const paid = await website(a.cookie);
    expect(paid).toMatchObject({ status: 'active', currentPeriodEnd: '2027-04-30T12:00:00.000Z' });
    expect(paid.cancelBy).toBe('2027-04-15T12:00:00.000Z');

    expect(
      (await postJson(ctx.app, '/api/subscriptions/website/resume', undefined, a.cookie)).json(),
    ).toMatchObject({
      error: { code: 'conflict', message: subscriptionMessages.nothingToResume('website') },
    });
    expect(
      (await postJson(ctx.app, '/api/subscriptions/website/cancel', undefined, a.cookie)).statusCode,
    ).toBe(204);
    expect(await website(a.cookie)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await account(a.cookie)).published).toBe(true);
    expect(
      (await postJson(ctx.app, '/api/subscriptions/website/resume', undefined, a.cookie)).statusCode,
    ).toBe(204);
    expect(await website(a.cookie)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    clock = new Date('2027-04-20T12:00:00Z');
    const late = await postJson(ctx.app, '/api/subscriptions/website/cancel', undefined, a.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      subscriptionMessages.cancellationTooLate('website', 'April 30, 2027'),
    );
  });

  // Issue 33 §5.8: the sandbox checked a single-use code when the checkout started and counted it
  // at payment, so two checkouts started before either was paid both redeemed it. It is now
  // redeemed at payment, in one statement, as Stripe does.
  it('redeems a single-use promotion code once when two checkouts started with it are paid', async () => {
    await ctx.database.db
      .insert(sandboxPromotionCodes)
      .values({ code: 'ONCE', percentOff: 50, maxRedemptions: 1 });
    const [a, b] = [await newTeam(), await newTeam()];
    const started = await Promise.all(
      [a, b].map(async (team) =>
        (
          await startCheckout(ctx, team.cookie, { product: 'website', period: 'year', promoCode: 'ONCE' })
        ).json(),
      ),
    );
    const first = await payCheckout(ctx, started[0].checkoutUrl, sandboxTestCards.succeeds);
    expect(first.statusCode).toBe(303);
    const second = await payCheckout(ctx, started[1].checkoutUrl, sandboxTestCards.succeeds);
    expect(second.statusCode).toBe(400);
    expect(second.body).toContain(escapeHtml(subscriptionMessages.promoCodeUsedUp('ONCE')));
    expect((await website(b.cookie)).status).toBe('none');
    const [code] = await ctx.database.db
      .select()
      .from(sandboxPromotionCodes)
      .where(eq(sandboxPromotionCodes.code, 'ONCE'));
    expect(code?.timesRedeemed).toBe(1);
  });

  it('answers every start, cancel and promotion-code error with its message', async () => {
    const a = await newTeam();
    const expectError = async (
      res: { statusCode: number; json(): unknown },
      status: number,
      message: string,
    ) => {
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ error: { message } });
    };
    await expectError(
      await startCheckout(ctx, a.cookie, { product: 'domain', period: 'year' }),
      409,
      subscriptionMessages.websiteNeeded,
    );
    await expectError(
      await postJson(ctx.app, '/api/subscriptions/website/cancel', undefined, a.cookie),
      409,
      subscriptionMessages.nothingToCancel('website'),
    );
    await ctx.database.db.insert(sandboxPromotionCodes).values([
      { code: 'HALF', percentOff: 50 },
      { code: 'OLD', percentOff: 10, expiresAt: new Date('2027-01-01T00:00:00Z') },
      { code: 'GONE', amountOffCents: 500, maxRedemptions: 1, timesRedeemed: 1 },
      { code: 'FIRST', percentOff: 20, firstTimeOnly: true },
    ]);
    const promo = (promoCode: string) =>
      startCheckout(ctx, a.cookie, { product: 'website', period: 'year', promoCode });
    await expectError(await promo('NOPE'), 400, subscriptionMessages.promoCodeUnknown('NOPE'));
    await expectError(await promo('OLD'), 400, subscriptionMessages.promoCodeExpired('OLD'));
    await expectError(await promo('GONE'), 400, subscriptionMessages.promoCodeUsedUp('GONE'));
    expect((await promo('bad code!')).json()).toMatchObject({ error: { code: 'validation' } });

    const half = (await promo('half')).json();
    expect((await ctx.app.inject({ url: localPath(half.checkoutUrl) })).body).toContain('$100 a year');
    await payCheckout(ctx, half.checkoutUrl, sandboxTestCards.succeeds);
    expect(await website(a.cookie)).toMatchObject({ promoCode: 'HALF' });

    await expectError(
      await startCheckout(ctx, a.cookie, { product: 'domain', period: 'year' }),
      400,
      subscriptionMessages.domainNeeded,
    );
    await expectError(
      await startCheckout(ctx, a.cookie, { product: 'domain', period: 'year', domain: 'www.otters.org' }),
      400,
      domainMessages.registrableOnly,
    );
    // The domain email subscription names its mailboxes; each message names the field.
    const mailboxes = async (names: string[] | undefined, message: string) => {
      const res = await startCheckout(ctx, a.cookie, { product: 'email', period: 'month', mailboxes: names });
      await expectError(res, 400, message);
      expect((res.json() as { error: { fields: unknown } }).error.fields).toEqual({ mailboxes: message });
    };
    await mailboxes(undefined, domainMessages.mailboxesMissing);
    await mailboxes([' ', ''], domainMessages.mailboxesMissing);
    await mailboxes(['coach@otters.org'], domainMessages.mailboxInvalid);
    await mailboxes(
      Array.from({ length: 21 }, (_, i) => `box${i}`),
      domainMessages.mailboxesTooMany,
    );
    await expectError(
      await startCheckout(ctx, a.cookie, {
        product: 'domain',
        period: 'year',
        promoCode: 'FIRST',
        domain: 'harbor-otters.org',
      }),
      400,
      subscriptionMessages.promoCodeFirstTimeOnly('FIRST'),
    );
    const missingKey = await postJson(
      ctx.app,
      '/api/subscriptions',
      { product: 'website', period: 'year' },
      a.cookie,
    );
    expect(missingKey.statusCode).toBe(400);

    const webhook = await ctx.app.inject({
      method: 'POST',
      url: paymentWebhookPath,
      headers: { 'content-type': 'application/json', 'stripe-signature': 'forged' },
      payload: JSON.stringify({ id: 'evt_forged', type: 'customer.subscription.deleted' }),
    });
    await expectError(webhook, 400, subscriptionMessages.webhookSignature);
  });

  it('keeps the domain subscription a condition of publishing once a charged domain is set', async () => {
    const a = await newTeam();
    const site = (await startCheckout(ctx, a.cookie, { product: 'website', period: 'year' })).json();
    await payCheckout(ctx, site.checkoutUrl, sandboxTestCards.succeeds);
    const domain = (
      await startCheckout(ctx, a.cookie, { product: 'domain', period: 'year', domain: 'Otters-Club.org' })
    ).json();
    expect((await payCheckout(ctx, domain.checkoutUrl, sandboxTestCards.succeeds)).statusCode).toBe(303);
    // The active domain subscription registered and connected the domain named at checkout.
    expect(await findStoredTeamUrl(a.teamId)).toBe('www.otters-club.org');
    const email = (
      await startCheckout(ctx, a.cookie, {
        product: 'email',
        period: 'month',
        mailboxes: ['President', 'coach', 'president'],
      })
    ).json();
    // One mailbox charged per name, each name once.
    expect((await ctx.app.inject({ url: localPath(email.checkoutUrl) })).body).toContain('× 2');
    await payCheckout(ctx, email.checkoutUrl, sandboxTestCards.succeeds);
    const view = await account(a.cookie);
    expect(
      view.subscriptions.map((s: { status: string; quantity: number }) => [s.status, s.quantity]),
    ).toEqual([
      ['trialing', 1],
      ['active', 1],
      ['active', 2],
    ]);
    expect(view.mailboxNames).toEqual(['president', 'coach']);
    expect(view.goingLiveSteps).toEqual([
      { key: 'agreement', isDone: true },
      { key: 'subscription', isDone: true },
      { key: 'domain', isDone: true },
    ]);
    expect(view.published).toBe(true);
    const [info] = await ctx.database.db
      .select()
      .from(teamSubscriptionInfo)
      .where(eq(teamSubscriptionInfo.teamId, a.teamId));
    expect(info?.data).toMatchObject({
      domain: true,
      domainCharge: true,
      domainURL: 'otters-club.org',
      domainEmails: ['president', 'coach'],
    });

    // A domain cancelled in time ends at its renewal: Sideline stops charging for it, and the site
    // stays published on its Sideline address.
    expect(
      (await postJson(ctx.app, '/api/subscriptions/domain/cancel', undefined, a.cookie)).statusCode,
    ).toBe(204);
    clock = new Date(clock.getTime() + 366 * dayMs);
    await runTask(ctx, 'sandbox-billing-clock');
    const ended = await account(a.cookie);
    expect(ended.subscriptions[1]).toMatchObject({ product: 'domain', status: 'canceled' });
    expect(ended.goingLiveSteps.map((step: { key: string }) => step.key)).toEqual([
      'agreement',
      'subscription',
    ]);
    expect(ended.published).toBe(true);
  });

  it('orders the mailboxes from Sideline once when the domain email subscription starts, and tells the team per its preference', async () => {
    const ops = ctx.config.notifyEmail;
    const orders = async () =>
      (await mailsTo(ctx.database.db, ops)).filter((mail) => mail.templateId === 'domain-request-email');
    const teamCopies = async (email: string) =>
      (await mailsTo(ctx.database.db, email)).filter(
        (mail) => mail.templateId === 'domain-request-received-email',
      );
    const startEmail = async (cookie: string, mailboxes: string[]) => {
      const site = (await startCheckout(ctx, cookie, { product: 'website', period: 'year' })).json();
      await payCheckout(ctx, site.checkoutUrl, sandboxTestCards.succeeds);
      const email = (
        await startCheckout(ctx, cookie, { product: 'email', period: 'year', mailboxes })
      ).json();
      return email.checkoutUrl as string;
    };

    const a = await newTeam();
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, a.body.email));
    const before = (await orders()).length;
    const checkoutUrl = await startEmail(a.cookie, ['coach', 'info']);
    // Nothing is ordered before the subscription starts (a checkout left unpaid orders nothing).
    expect(await orders()).toHaveLength(before);
    await payCheckout(ctx, checkoutUrl, sandboxTestCards.succeeds);
    const ordered = (await orders()).slice(before);
    expect(ordered).toHaveLength(1);
    expect(ordered[0]?.text).toContain('coach, info');
    expect(ordered[0]?.teamId).toBe(a.teamId);
    const [stored] = await ctx.database.db
      .select()
      .from(domainRequests)
      .where(eq(domainRequests.teamId, a.teamId));
    expect(stored).toMatchObject({ kind: 'email', mailboxes: ['coach', 'info'] });
    expect(await teamCopies(a.body.email)).toHaveLength(1);
    // A later event of the running subscription (a renewal) orders nothing again.
    clock = new Date(clock.getTime() + 366 * dayMs);
    await runTask(ctx, 'sandbox-billing-clock');
    expect((await orders()).slice(before)).toHaveLength(1);

    // With the domain notification preference off, Sideline is still told; the team is not mailed.
    clock = new Date('2027-03-01T12:00:00Z');
    const b = await newTeam();
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, b.body.email));
    const settings = (await getJson(ctx.app, '/api/settings/communications', b.cookie)).json();
    const saved = await callSection(ctx.app, 'PUT', '/api/settings/communications', b.cookie, {
      ...settings,
      notifications: { ...settings.notifications, domainNotification: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await payCheckout(ctx, await startEmail(b.cookie, ['treasurer']), sandboxTestCards.succeeds);
    expect((await orders()).filter((mail) => mail.teamId === b.teamId)).toHaveLength(1);
    expect(await teamCopies(b.body.email)).toEqual([]);
  });

  it('keeps a team to its own subscriptions and refuses a private demo', async () => {
    const a = await newTeam();
    const b = await newTeam();
    const { checkoutUrl } = (
      await startCheckout(ctx, a.cookie, { product: 'website', period: 'year' })
    ).json();
    await payCheckout(ctx, checkoutUrl, sandboxTestCards.succeeds);
    expect(await website(b.cookie)).toMatchObject({ status: 'none' });
    expect(
      (await postJson(ctx.app, '/api/subscriptions/website/cancel', undefined, b.cookie)).statusCode,
    ).toBe(409);
    expect(await website(a.cookie)).toMatchObject({ status: 'trialing' });

    await ctx.database.db
      .update(teams)
      .set({ privateDemoExpiresAt: new Date(clock.getTime() + dayMs) })
      .where(eq(teams.id, b.teamId));
    // Every subscription write, the domain email's mailbox names included.
    const refusals = [
      await startCheckout(ctx, b.cookie, { product: 'website', period: 'year' }),
      await startCheckout(ctx, b.cookie, { product: 'email', period: 'month', mailboxes: ['coach'] }),
      await startCheckout(ctx, b.cookie, { product: 'domain', period: 'year', domain: 'demo-otters.org' }),
      await postJson(ctx.app, '/api/subscriptions/website/cancel', undefined, b.cookie),
      await postJson(ctx.app, '/api/subscriptions/website/resume', undefined, b.cookie),
      await postJson(ctx.app, '/api/subscriptions/billing-portal', undefined, b.cookie),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().error.message).toBe(privateDemoRefusal('subscription'));
    }
    const [info] = await ctx.database.db
      .select()
      .from(teamSubscriptionInfo)
      .where(eq(teamSubscriptionInfo.teamId, b.teamId));
    expect(info?.data.domainEmails ?? []).toEqual([]);
  });
});

// Issue 33 §3: the sandbox registrar says yes to any name, so in production it would sell domains
// that nobody registers. With no other registrar built, production neither offers nor takes them.
describe('domain registration in production with only the sandbox registrar', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-test-secret-of-some-length',
      BASE_URL: 'https://sideline.example.org',
    });
  });
  afterAll(() => ctx.close());

  it('is not offered, and the API refuses it', async () => {
    // Production names the session cookie with the __Secure- prefix.
    const session = (await signUp(ctx.app)).res.cookies.find((c) => c.name.endsWith('session_token'));
    assert(session);
    const cookie = `${session.name}=${session.value}`;
    const account = await getJson(ctx.app, '/api/subscriptions', cookie);
    expect(account.statusCode, account.body).toBe(200);
    expect(account.json().canRegisterDomains).toBe(false);
    const refused = await postJson(
      ctx.app,
      '/api/subscriptions',
      { product: 'domain', period: 'year', checkoutKey: randomUUID(), domain: 'harbor-hawks.org' },
      cookie,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(subscriptionMessages.domainRegistrationUnavailable);
  });
});
