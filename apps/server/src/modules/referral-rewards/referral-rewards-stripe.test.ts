import { referralRewardCents, signedAgreementRecord } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { processedPaymentEvents, referralRewards, teams, users } from '../../db/schema/index.ts';
import { createStripePaymentProvider } from '../../platform/payments/stripe-payments.ts';
import { getJson, signUp } from '../../test/account-helpers.ts';
import {
  postWebhook,
  type StripeStandIn,
  signedWebhook,
  startStripeStandIn,
} from '../../test/stripe-stand-in.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { paymentWebhookPath } from '../subscriptions/subscriptions.routes.ts';

const webhookSecret = 'whsec_referral_test';
const dayMs = 24 * 60 * 60 * 1000;
let clock = new Date('2027-05-01T12:00:00Z');
const later = (days: number) => {
  clock = new Date(clock.getTime() + days * dayMs);
};
const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000);

/** The website subscription Sideline's Stripe Checkout made for a team, as Stripe answers it. */
function websiteSubscription(id: string, teamId: string) {
  return {
    id,
    object: 'subscription',
    customer: `cus_${id}`,
    status: 'active',
    cancel_at_period_end: false,
    trial_end: null,
    default_payment_method: 'pm_card_visa',
    metadata: { teamId, product: 'website', period: 'year', promoCode: '' },
    items: { data: [{ quantity: 1, current_period_end: secondsOf(clock) + 365 * 86_400 }] },
  };
}

/**
 * Issue 24's referral claw-back on Stripe: the referred team's website subscription is paid
 * (webhook), the reward is earned after the qualifying days, and Stripe's `charge.refunded` for
 * the payment, which names only the charge, is traced through the provider (charge's payment
 * intent → invoice → subscription → team) so the reward is withdrawn. The sandbox's own
 * claw-back is in referral-rewards.test.ts.
 */
describe('referral claw-back on a Stripe refund', () => {
  let ctx: TestContext;
  let standIn: StripeStandIn;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const payments = createStripePaymentProvider({
      secretKey: 'sk_test_referrals',
      webhookSecret,
      apiHost: standIn.host,
      apiPort: standIn.port,
      apiProtocol: 'http',
    });
    ctx = await createTestApp({ SITE_REVALIDATE_MS: '3600000' }, { payments, now: () => clock });
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  const deliver = (event: { id: string; type: string; object: unknown }) => {
    const payload = JSON.stringify({
      id: event.id,
      object: 'event',
      type: event.type,
      created: secondsOf(clock),
      data: { object: event.object },
    });
    return postWebhook(ctx.app, paymentWebhookPath, signedWebhook(payload, webhookSecret));
  };
  const refundOf = (eventId: string, paymentIntentId: string) => ({
    id: eventId,
    type: 'charge.refunded',
    object: {
      id: `ch_${paymentIntentId}`,
      object: 'charge',
      amount: 20_000,
      amount_refunded: 20_000,
      refunded: true,
      payment_intent: paymentIntentId,
    },
  });
  const runTask = async (name: string) => {
    const task = ctx.app.workerTasks.find((t) => t.name === name);
    assert(task, `no worker task ${name}`);
    return task.run();
  };
  const rewardOf = async (referredTeamId: string) =>
    (
      await ctx.database.db
        .select()
        .from(referralRewards)
        .where(eq(referralRewards.referredTeamId, referredTeamId))
    )[0];
  const requestsSince = (start: number) =>
    standIn.requests.slice(start).map((request) => `${request.method} ${request.path}`);

  it('withdraws the reward when Stripe refunds the payment, traced charge → invoice → subscription → team', async () => {
    const referrer = await signUp(ctx.app, { teamName: 'Northshore Narwhals' });
    await ctx.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, referrer.body.email));
    const referred = await signUp(ctx.app, {
      teamName: 'Bayside Beavers',
      referral: referrer.session.team.referralId,
    });
    const teamId = referred.session.team.id as string;
    await ctx.database.db
      .update(teams)
      .set({ licensingAgreement: signedAgreementRecord('website', clock, 'agreement.pdf') })
      .where(eq(teams.id, teamId));

    // The referred team pays for its website (the subscription's first paid event).
    const subscription = websiteSubscription('sub_bayside', teamId);
    const paid = await deliver({
      id: 'evt_paid',
      type: 'customer.subscription.created',
      object: subscription,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    later(60);
    await runTask('referral-rewards');
    expect(await rewardOf(teamId)).toMatchObject({ status: 'earned', amountCents: referralRewardCents });

    // A refund of a charge that paid no subscription invoice (nothing of Sideline's): recorded, ignored.
    const unrelated = await deliver(refundOf('evt_refund_other', 'pi_other'));
    expect(unrelated.statusCode, unrelated.body).toBe(200);
    await runTask('referral-rewards');
    expect((await rewardOf(teamId))?.status).toBe('earned');

    // The refund of the referred team's payment, while Stripe cannot be reached: the delivery
    // fails and is not recorded, so Stripe's retry is handled in full.
    standIn.addPaidInvoice({ id: 'in_bayside_1', paymentIntentId: 'pi_bayside_1', subscription });
    later(1);
    standIn.failWith(500);
    const failed = await deliver(refundOf('evt_refund_bayside', 'pi_bayside_1'));
    standIn.failWith(null);
    expect(failed.statusCode).toBe(502);
    const recorded = async () =>
      (
        await ctx.database.db
          .select()
          .from(processedPaymentEvents)
          .where(eq(processedPaymentEvents.eventId, 'evt_refund_bayside'))
      ).length;
    expect(await recorded()).toBe(0);

    const before = standIn.requests.length;
    const retried = await deliver(refundOf('evt_refund_bayside', 'pi_bayside_1'));
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await recorded()).toBe(1);
    expect(requestsSince(before)).toEqual([
      'GET /v1/invoice_payments',
      'GET /v1/invoices/in_bayside_1',
      'GET /v1/subscriptions/sub_bayside',
    ]);
    const invoicePayments = standIn.requests[before];
    assert(invoicePayments);
    expect(invoicePayments.headers['stripe-account']).toBeUndefined();

    await runTask('referral-rewards');
    expect((await rewardOf(teamId))?.status).toBe('withdrawn');
    const overview = (await getJson(ctx.app, '/api/referral-program', referrer.cookie)).json();
    expect(overview.teams[0]).toMatchObject({ name: 'Bayside Beavers', state: { kind: 'reward-withdrawn' } });
    expect(overview.earnedCents).toBe(0);

    // Stripe delivers the same refund again: recorded once.
    expect((await deliver(refundOf('evt_refund_bayside', 'pi_bayside_1'))).statusCode).toBe(200);
    expect(await recorded()).toBe(1);
  });
});
