import { randomUUID } from 'node:crypto';
import { domainMessages, signedAgreementRecord, subscriptionMessages } from '@sideline/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { domainRegistrations } from '../../db/schema/domains.ts';
import { processedPaymentEvents } from '../../db/schema/subscriptions.ts';
import { teamSubscriptionInfo, teams } from '../../db/schema/teams.ts';
import { paymentProviderUnavailableMessage } from '../../platform/payments/payment-provider.ts';
import { createStripePaymentProvider } from '../../platform/payments/stripe-payments.ts';
import { getJson, mailsTo, optOutOfAllOptionalMail, postJson, signUp } from '../../test/account-helpers.ts';
import {
  postWebhook,
  type StripeStandIn,
  signedWebhook,
  startStripeStandIn,
} from '../../test/stripe-stand-in.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callSection } from '../content-sections/content-section-test-helpers.ts';
import { domainBeingSetUpMail, domainRegistrationFailedMail } from './subscription-mail-templates.ts';
import { paymentWebhookPath } from './subscriptions.routes.ts';

const webhookSecret = 'whsec_sideline_test';
const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

/** A customer.subscription.* event as Stripe sends it for a subscription Sideline's checkout made. */
function subscriptionEvent(
  id: string,
  type: string,
  created: string,
  teamId: string,
  fields: {
    status: string;
    trialEnd?: string;
    periodEnd: string;
    cancelAtPeriodEnd?: boolean;
    promoCode?: string;
    product?: 'website' | 'domain' | 'email';
    subscriptionId?: string;
    quantity?: number;
  },
) {
  return {
    id,
    object: 'event',
    type,
    created: seconds(created),
    data: {
      object: {
        id: fields.subscriptionId ?? 'sub_standin_1',
        object: 'subscription',
        customer: 'cus_standin_1',
        status: fields.status,
        cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
        trial_end: fields.trialEnd ? seconds(fields.trialEnd) : null,
        default_payment_method: 'pm_card_visa',
        metadata: {
          teamId,
          product: fields.product ?? 'website',
          period: 'year',
          promoCode: fields.promoCode ?? '',
        },
        items: { data: [{ quantity: fields.quantity ?? 1, current_period_end: seconds(fields.periodEnd) }] },
      },
    },
  };
}

describe('Stripe subscription webhooks', () => {
  let ctx: TestContext;
  let standIn: StripeStandIn;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const payments = createStripePaymentProvider({
      secretKey: 'sk_test_webhooks',
      webhookSecret,
      apiHost: standIn.host,
      apiPort: standIn.port,
      apiProtocol: 'http',
    });
    ctx = await createTestApp({ SITE_REVALIDATE_MS: '3600000' }, { payments });
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  const deliver = (event: unknown) =>
    postWebhook(ctx.app, paymentWebhookPath, signedWebhook(JSON.stringify(event), webhookSecret));

  it('applies each event once, keeps the newest state when events arrive out of order, and publishes', async () => {
    const a = await signUp(ctx.app);
    const teamId = a.session.team.id as string;
    await ctx.database.db
      .update(teams)
      .set({ licensingAgreement: signedAgreementRecord('website', new Date(), 'agreement.pdf') })
      .where(eq(teams.id, teamId));
    const created = subscriptionEvent(
      'evt_1',
      'customer.subscription.created',
      '2027-03-01T12:00:00Z',
      teamId,
      {
        status: 'trialing',
        trialEnd: '2027-03-31T12:00:00Z',
        periodEnd: '2027-03-31T12:00:00Z',
        promoCode: 'SPRING25',
      },
    );
    const renewed = subscriptionEvent(
      'evt_2',
      'customer.subscription.updated',
      '2027-03-31T12:00:05Z',
      teamId,
      {
        status: 'active',
        trialEnd: '2027-03-31T12:00:00Z',
        periodEnd: '2028-03-31T12:00:00Z',
        promoCode: 'SPRING25',
      },
    );
    const website = async () =>
      (await getJson(ctx.app, '/api/subscriptions', a.cookie)).json().subscriptions[0] as Record<
        string,
        unknown
      >;

    // The renewal arrives first; the older "created" arriving after it changes nothing.
    expect((await deliver(renewed)).statusCode).toBe(200);
    expect((await deliver(created)).statusCode).toBe(200);
    expect(await website()).toMatchObject({ status: 'active', currentPeriodEnd: '2028-03-31T12:00:00.000Z' });

    // Replays of both change nothing and are answered 200, so Stripe stops retrying.
    const [info] = await ctx.database.db
      .select()
      .from(teamSubscriptionInfo)
      .where(eq(teamSubscriptionInfo.teamId, teamId));
    for (const event of [renewed, created, renewed]) expect((await deliver(event)).statusCode).toBe(200);
    const [replayedInfo] = await ctx.database.db
      .select()
      .from(teamSubscriptionInfo)
      .where(eq(teamSubscriptionInfo.teamId, teamId));
    expect(replayedInfo?.timeModified).toEqual(info?.timeModified);
    expect(info?.data).toMatchObject({
      websiteTrial: false,
      websitePromoCode: 'SPRING25',
      websiteTrialValidity: '2027-03-31T12:00:00.000Z',
    });
    const recorded = await ctx.database.db.select().from(processedPaymentEvents);
    expect(recorded.filter((e) => e.eventId === 'evt_1' || e.eventId === 'evt_2')).toHaveLength(2);

    const host = { host: `${a.session.team.slug}.localhost:3000` };
    expect((await ctx.app.inject({ url: '/robots.txt', headers: host })).body).toContain('Sitemap:');

    // Cancelling at Stripe: the portal's call carries an idempotency key; the event then ends it.
    standIn.addSubscription('sub_standin_1');
    expect(
      (await postJson(ctx.app, '/api/subscriptions/website/cancel', undefined, a.cookie)).statusCode,
    ).toBe(204);
    const cancelCall = standIn.requests.at(-1);
    expect(cancelCall?.path).toBe('/v1/subscriptions/sub_standin_1');
    expect(cancelCall?.headers['idempotency-key']).toMatch(/^subscription-cancel:sub_standin_1:/);
    expect(standIn.subscription('sub_standin_1')?.cancelAtPeriodEnd).toBe(true);
    const ended = subscriptionEvent(
      'evt_3',
      'customer.subscription.deleted',
      '2028-03-31T12:00:01Z',
      teamId,
      {
        status: 'canceled',
        periodEnd: '2028-03-31T12:00:00Z',
      },
    );
    expect((await deliver(ended)).statusCode).toBe(200);
    expect(await website()).toMatchObject({ status: 'canceled' });
    expect((await ctx.app.inject({ url: '/robots.txt', headers: host })).body).toContain('Disallow: /');
  });

  it('keeps published true to a committed change: a failure while publishing undoes the whole event, and the retry publishes', async () => {
    const a = await signUp(ctx.app);
    const teamId = a.session.team.id as string;
    await ctx.database.db
      .update(teams)
      .set({ licensingAgreement: signedAgreementRecord('website', new Date(), 'agreement.pdf') })
      .where(eq(teams.id, teamId));
    const started = subscriptionEvent(
      'evt_publish_fails',
      'customer.subscription.created',
      '2027-03-01T12:00:00Z',
      teamId,
      {
        status: 'trialing',
        trialEnd: '2027-03-31T12:00:00Z',
        periodEnd: '2027-03-31T12:00:00Z',
        subscriptionId: 'sub_standin_publish',
      },
    );
    const published = async () =>
      (
        await ctx.database.db.select({ published: teams.published }).from(teams).where(eq(teams.id, teamId))
      )[0]?.published;
    const eventRecorded = async () =>
      (
        await ctx.database.db
          .select()
          .from(processedPaymentEvents)
          .where(eq(processedPaymentEvents.eventId, 'evt_publish_fails'))
      ).length;
    // The process "crashes" while writing teams.published: the database refuses that write.
    await ctx.database.db.execute(sql`
      CREATE FUNCTION refuse_publishing() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'publishing refused in test'; END $$ LANGUAGE plpgsql`);
    await ctx.database.db.execute(sql`
      CREATE TRIGGER refuse_publishing BEFORE UPDATE ON teams FOR EACH ROW
      WHEN (OLD.published IS DISTINCT FROM NEW.published) EXECUTE FUNCTION refuse_publishing()`);
    try {
      expect((await deliver(started)).statusCode).toBe(500);
      // Nothing of the event stands: not the subscription, not its id, so the provider's retry applies it.
      expect(await published()).toBe(false);
      expect(await eventRecorded()).toBe(0);
      const account = (await getJson(ctx.app, '/api/subscriptions', a.cookie)).json();
      expect(account.subscriptions[0]).toMatchObject({ product: 'website', status: 'none' });
    } finally {
      await ctx.database.db.execute(sql`DROP TRIGGER refuse_publishing ON teams`);
      await ctx.database.db.execute(sql`DROP FUNCTION refuse_publishing()`);
    }
    expect((await deliver(started)).statusCode).toBe(200);
    expect(await published()).toBe(true);
    expect(await eventRecorded()).toBe(1);
    const host = { host: `${a.session.team.slug}.localhost:3000` };
    expect((await ctx.app.inject({ url: '/robots.txt', headers: host })).body).toContain('Sitemap:');
  });

  it('keeps the mailbox names when the provider changes the quantity, and orders them once', async () => {
    const a = await signUp(ctx.app);
    const teamId = a.session.team.id as string;
    expect((await websiteTrialStarted(teamId)).statusCode).toBe(200);
    const checkout = await postJson(
      ctx.app,
      '/api/subscriptions',
      { product: 'email', period: 'year', checkoutKey: randomUUID(), mailboxes: ['coach', 'info'] },
      a.cookie,
    );
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(standIn.requests.at(-1)?.form).toMatchObject({ 'line_items[0][quantity]': '2' });
    const emailEvent = (id: string, created: string, quantity: number) =>
      subscriptionEvent(id, 'customer.subscription.updated', created, teamId, {
        status: 'active',
        periodEnd: '2028-03-01T12:00:00Z',
        product: 'email',
        subscriptionId: `sub_standin_email_${teamId}`,
        quantity,
      });
    expect((await deliver(emailEvent(`evt_email_1_${teamId}`, '2027-03-01T12:00:00Z', 2))).statusCode).toBe(
      200,
    );
    // A third mailbox added at the provider's side: the quantity follows, no name is lost.
    expect((await deliver(emailEvent(`evt_email_2_${teamId}`, '2027-03-02T12:00:00Z', 3))).statusCode).toBe(
      200,
    );
    const account = (await getJson(ctx.app, '/api/subscriptions', a.cookie)).json();
    expect(account.subscriptions[2]).toMatchObject({ product: 'email', status: 'active', quantity: 3 });
    expect(account.mailboxNames).toEqual(['coach', 'info']);
    const [info] = await ctx.database.db
      .select()
      .from(teamSubscriptionInfo)
      .where(eq(teamSubscriptionInfo.teamId, teamId));
    expect(info?.data).toMatchObject({ domainEmails: ['coach', 'info'], emailTrial: false });
    const orders = (await mailsTo(ctx.database.db, ctx.config.notifyEmail)).filter(
      (mail) => mail.templateId === 'domain-request-email' && mail.teamId === teamId,
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]?.text).toContain('coach, info');
  });

  it('refuses an event signed with another secret and records nothing', async () => {
    const payload = JSON.stringify(
      subscriptionEvent('evt_forged', 'customer.subscription.updated', '2027-03-01T12:00:00Z', 'team', {
        status: 'active',
        periodEnd: '2028-03-01T12:00:00Z',
      }),
    );
    const res = await postWebhook(ctx.app, paymentWebhookPath, signedWebhook(payload, 'whsec_other'));
    expect(res.statusCode).toBe(400);
    const recorded = await ctx.database.db
      .select()
      .from(processedPaymentEvents)
      .where(eq(processedPaymentEvents.eventId, 'evt_forged'));
    expect(recorded).toHaveLength(0);
  });

  it('answers a failing provider with the message to try again, and a promotion code of Stripe with its terms', async () => {
    const a = await signUp(ctx.app);
    const start = (promoCode = '') =>
      postJson(
        ctx.app,
        '/api/subscriptions',
        { product: 'website', period: 'year', promoCode, checkoutKey: crypto.randomUUID() },
        a.cookie,
      );
    standIn.failWith(500);
    try {
      const res = await start();
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toEqual({
        code: 'payment_provider',
        message: paymentProviderUnavailableMessage,
      });
    } finally {
      standIn.failWith(null);
    }
    standIn.addPromotionCode({ code: 'USEDUP', percentOff: 50, maxRedemptions: 3, timesRedeemed: 3 });
    expect((await start('USEDUP')).json().error.message).toBe(subscriptionMessages.promoCodeUsedUp('USEDUP'));
    standIn.addPromotionCode({ code: 'CLUB10', amountOff: 1000 });
    expect((await start('CLUB10')).statusCode).toBe(200);
    expect(standIn.requests.at(-1)?.form).toMatchObject({ 'discounts[0][promotion_code]': 'promo_CLUB10' });
    expect(standIn.requests.at(-1)?.form.allow_promotion_codes).toBeUndefined();
  });

  /** The team's website trial as Stripe reports it: the domain serves the website, so it runs first. */
  const websiteTrialStarted = (teamId: string) =>
    deliver(
      subscriptionEvent(
        `evt_site_${teamId}`,
        'customer.subscription.created',
        '2027-03-01T12:00:00Z',
        teamId,
        {
          status: 'trialing',
          trialEnd: '2027-03-31T12:00:00Z',
          periodEnd: '2027-03-31T12:00:00Z',
          subscriptionId: `sub_standin_site_${teamId}`,
        },
      ),
    );

  it('registers the domain named at the domain checkout once, however often its activation arrives', async () => {
    const a = await signUp(ctx.app);
    const teamId = a.session.team.id as string;
    expect((await websiteTrialStarted(teamId)).statusCode).toBe(200);
    const checkout = await postJson(
      ctx.app,
      '/api/subscriptions',
      { product: 'domain', period: 'year', checkoutKey: randomUUID(), domain: ' Lakeside-Lynx.org ' },
      a.cookie,
    );
    expect(checkout.statusCode).toBe(200);

    const domainEvent = (id: string, type: string, created: string) =>
      subscriptionEvent(id, type, created, teamId, {
        status: 'active',
        periodEnd: '2028-03-01T12:05:00Z',
        product: 'domain',
        subscriptionId: 'sub_standin_domain_2',
      });
    const activated = domainEvent(
      'evt_domain_active',
      'customer.subscription.created',
      '2027-03-01T12:05:00Z',
    );
    const updated = domainEvent(
      'evt_domain_updated',
      'customer.subscription.updated',
      '2027-03-01T12:06:00Z',
    );
    for (const event of [activated, activated, updated, activated])
      expect((await deliver(event)).statusCode).toBe(200);

    const registrations = await ctx.database.db
      .select()
      .from(domainRegistrations)
      .where(eq(domainRegistrations.teamId, teamId));
    expect(registrations.map((r) => [r.domain, r.status])).toEqual([['lakeside-lynx.org', 'registered']]);
    const [team] = await ctx.database.db.select({ url: teams.url }).from(teams).where(eq(teams.id, teamId));
    expect(team?.url).toBe('www.lakeside-lynx.org');
    const [info] = await ctx.database.db
      .select()
      .from(teamSubscriptionInfo)
      .where(eq(teamSubscriptionInfo.teamId, teamId));
    expect(info?.data).toMatchObject({ domainURL: 'lakeside-lynx.org', domain: true, domainCharge: true });

    // Another team cannot start a checkout for the domain now registered.
    const b = await signUp(ctx.app);
    expect((await websiteTrialStarted(b.session.team.id)).statusCode).toBe(200);
    const taken = await postJson(
      ctx.app,
      '/api/subscriptions',
      { product: 'domain', period: 'year', checkoutKey: randomUUID(), domain: 'lakeside-lynx.org' },
      b.cookie,
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      error: { fields: { domain: domainMessages.domainUnavailable } },
    });
  });

  it('retries a paid domain whose registration failed, telling the operator and the team once', async () => {
    const domain = 'harbor-hawks.org';
    /** A team on its website trial that started a domain checkout for `domain` (still available then). */
    const teamAtDomainCheckout = async () => {
      const signedUp = await signUp(ctx.app);
      const teamId = signedUp.session.team.id as string;
      expect((await websiteTrialStarted(teamId)).statusCode).toBe(200);
      const checkout = await postJson(
        ctx.app,
        '/api/subscriptions',
        { product: 'domain', period: 'year', checkoutKey: randomUUID(), domain },
        signedUp.cookie,
      );
      expect(checkout.statusCode).toBe(200);
      return { teamId, email: signedUp.body.email, cookie: signedUp.cookie };
    };
    const domainActivated = (teamId: string) =>
      subscriptionEvent(
        `evt_domain_active_${teamId}`,
        'customer.subscription.created',
        '2027-03-01T12:05:00Z',
        teamId,
        {
          status: 'active',
          periodEnd: '2028-03-01T12:05:00Z',
          product: 'domain',
          subscriptionId: `sub_standin_domain_${teamId}`,
        },
      );
    const registrationsOf = (teamId: string) =>
      ctx.database.db.select().from(domainRegistrations).where(eq(domainRegistrations.teamId, teamId));
    const failureMails = async (teamId: string, teamEmail: string) => ({
      operator: (await mailsTo(ctx.database.db, ctx.config.notifyEmail)).filter(
        (mail) => mail.templateId === domainRegistrationFailedMail.templateId && mail.teamId === teamId,
      ),
      team: (await mailsTo(ctx.database.db, teamEmail)).filter(
        (mail) => mail.templateId === domainBeingSetUpMail.templateId,
      ),
    });
    const retry = ctx.app.workerTasks.find((task) => task.name === 'domain-registration-retry');
    assert(retry, 'no worker task domain-registration-retry');

    // Both teams name the domain; the other team's subscription is paid first and gets it. The
    // paying team wants no optional mail: its "being set up" mail is about what it paid for, so it goes.
    const paying = await teamAtDomainCheckout();
    await optOutOfAllOptionalMail(ctx.app, paying.cookie, paying.email);
    const other = await teamAtDomainCheckout();
    expect((await deliver(domainActivated(other.teamId))).statusCode).toBe(200);
    expect(await registrationsOf(other.teamId)).toHaveLength(1);

    // The paying team's activation (and its replay) is recorded, the registration fails: told once.
    for (let i = 0; i < 2; i += 1)
      expect((await deliver(domainActivated(paying.teamId))).statusCode).toBe(200);
    expect(await registrationsOf(paying.teamId)).toEqual([]);
    const [team] = await ctx.database.db.select().from(teams).where(eq(teams.id, paying.teamId));
    let mails = await failureMails(paying.teamId, paying.email);
    expect(mails.operator).toHaveLength(1);
    expect(mails.operator[0]?.subject).toBe(`Domain registration failed: ${domain} (${team?.name})`);
    expect(mails.operator[0]?.text).toContain(domainMessages.domainUnavailable);
    expect(mails.operator[0]?.text).toContain('nobody pays for a domain they do not get');
    expect(mails.team).toHaveLength(1);
    expect(mails.team[0]?.text).toContain('No action is needed from you');

    // The worker retries; still refused, nobody is told again.
    expect(await retry.run()).toBe(1);
    mails = await failureMails(paying.teamId, paying.email);
    expect([mails.operator.length, mails.team.length]).toEqual([1, 1]);

    // The other team's domain subscription ends and the registrar releases the name: the next retry connects it.
    const otherEnded = subscriptionEvent(
      `evt_domain_ended_${other.teamId}`,
      'customer.subscription.deleted',
      '2027-03-02T12:00:00Z',
      other.teamId,
      {
        status: 'canceled',
        periodEnd: '2027-03-02T12:00:00Z',
        product: 'domain',
        subscriptionId: `sub_standin_domain_${other.teamId}`,
      },
    );
    expect((await deliver(otherEnded)).statusCode).toBe(200);
    await ctx.database.db.delete(domainRegistrations).where(eq(domainRegistrations.teamId, other.teamId));
    // Its site lets the hosts go (one team per host: issue 33 §3).
    expect((await callSection(ctx.app, 'DELETE', '/api/domains', other.cookie)).statusCode).toBe(200);
    expect(await retry.run()).toBe(1);
    expect((await registrationsOf(paying.teamId)).map((r) => r.domain)).toEqual([domain]);
    const [connected] = await ctx.database.db
      .select({ url: teams.url })
      .from(teams)
      .where(eq(teams.id, paying.teamId));
    expect(connected?.url).toBe(`www.${domain}`);
    expect(await retry.run()).toBe(0);

    // A replayed or later activation registers nothing twice and tells nobody again.
    expect((await deliver(domainActivated(paying.teamId))).statusCode).toBe(200);
    expect(await registrationsOf(paying.teamId)).toHaveLength(1);
    mails = await failureMails(paying.teamId, paying.email);
    expect([mails.operator.length, mails.team.length]).toEqual([1, 1]);
  });

  it("opens Stripe's Billing Portal for the team's customer, and answers a failing provider with the spec's message", async () => {
    const a = await signUp(ctx.app);
    const teamId = a.session.team.id as string;
    const open = () => postJson(ctx.app, '/api/subscriptions/billing-portal', undefined, a.cookie);
    const before = await open();
    expect(before.statusCode).toBe(409);
    expect(before.json().error).toEqual({ code: 'conflict', message: subscriptionMessages.noBillingAccount });

    expect((await websiteTrialStarted(teamId)).statusCode).toBe(200);
    // A customer Stripe does not know (an account switched, a customer deleted) is its failure.
    const unknown = await open();
    expect(unknown.statusCode).toBe(502);
    expect(unknown.json().error).toEqual({
      code: 'payment_provider',
      message: subscriptionMessages.billingPortalUnavailable,
    });

    standIn.addCustomer('cus_standin_1');
    const res = await open();
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const call = standIn.requests.at(-1);
    expect(call?.path).toBe('/v1/billing_portal/sessions');
    expect(call?.form).toEqual({
      customer: 'cus_standin_1',
      return_url: 'http://localhost:3000/portal/settings/account',
    });
    expect(call?.headers['idempotency-key']).toMatch(new RegExp(`^billing-portal:${teamId}:[0-9a-f-]{36}$`));

    standIn.failWith(500);
    try {
      const failed = await open();
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error).toEqual({
        code: 'payment_provider',
        message: subscriptionMessages.billingPortalUnavailable,
      });
    } finally {
      standIn.failWith(null);
    }
  });

  it('sends Stripe Checkout in subscription mode with the trial, the return addresses and an idempotency key', async () => {
    const a = await signUp(ctx.app);
    const res = await postJson(
      ctx.app,
      '/api/subscriptions',
      { product: 'website', period: 'year', checkoutKey: '6f1b2f0e-5c57-4a8e-9d7c-2f7f3c1d9a10' },
      a.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const call = standIn.requests.at(-1);
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(call?.headers['idempotency-key']).toBe(
      `subscription-checkout:${a.session.team.id}:6f1b2f0e-5c57-4a8e-9d7c-2f7f3c1d9a10`,
    );
    expect(call?.form).toMatchObject({
      mode: 'subscription',
      allow_promotion_codes: 'true',
      payment_method_collection: 'if_required',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '20000',
      'line_items[0][price_data][recurring][interval]': 'year',
      'subscription_data[trial_period_days]': '30',
      'subscription_data[trial_settings][end_behavior][missing_payment_method]': 'pause',
      'subscription_data[metadata][teamId]': a.session.team.id,
      success_url: 'http://localhost:3000/portal/settings/account?checkout=success',
      cancel_url: 'http://localhost:3000/portal/settings/account?checkout=canceled',
    });
  });
});
