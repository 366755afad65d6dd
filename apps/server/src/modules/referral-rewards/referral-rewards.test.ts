import { describeReferredTeamState, referralRewardCents, signedAgreementRecord } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { referralRewards, sandboxSubscriptions, teams, users } from '../../db/schema/index.ts';
import {
  createSandboxPaymentProvider,
  type SandboxPaymentProvider,
} from '../../platform/payments/sandbox-payments.ts';
import { sandboxTestCards } from '../../platform/payments/sandbox-subscriptions.ts';
import { getJson, latestMail, postJson, signUp, signUpOperator } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { payCheckout, startCheckout } from '../subscriptions/subscription-test-helpers.ts';

const dayMs = 24 * 60 * 60 * 1000;
let clock = new Date('2027-03-01T12:00:00Z');
const later = (days: number) => {
  clock = new Date(clock.getTime() + days * dayMs);
};

describe('referral rewards', () => {
  let ctx: TestContext;
  let payments: SandboxPaymentProvider;
  beforeAll(async () => {
    ctx = await createTestApp({ OPERATOR_EMAILS: 'ops@sideline.test' }, (database) => {
      payments = createSandboxPaymentProvider({
        db: database.db,
        baseUrl: 'http://localhost:3000',
        now: () => clock,
      });
      return { payments, now: () => clock };
    });
  });
  afterAll(() => ctx.close());

  async function runTask(name: string) {
    const task = ctx.app.workerTasks.find((t) => t.name === name);
    assert(task, `no worker task ${name}`);
    return task.run();
  }

  /** A team signed up through the referrer's link, paying for its website after the free month. */
  async function referredPayingTeam(referralId: string, name: string) {
    const referred = await signUp(ctx.app, { teamName: name, referral: referralId });
    const teamId = referred.session.team.id as string;
    await ctx.database.db
      .update(teams)
      .set({ licensingAgreement: signedAgreementRecord('website', clock, 'agreement.pdf') })
      .where(eq(teams.id, teamId));
    const checkout = (
      await startCheckout(ctx, referred.cookie, { product: 'website', period: 'year' })
    ).json();
    await payCheckout(ctx, checkout.checkoutUrl, sandboxTestCards.succeeds);
    return { ...referred, teamId };
  }

  const overviewOf = async (cookie: string) =>
    (await getJson(ctx.app, '/api/referral-program', cookie)).json();

  it('credits the reward after 60 paid days, tells the referrer, and withdraws it when the payment is refunded', async () => {
    const referrer = await signUp(ctx.app, { teamName: 'Lakeside Lynx' });
    // Team mail goes once an admin has verified the address (the team-mail gate).
    await ctx.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, referrer.body.email));
    const referralId = referrer.session.team.referralId as string;
    const other = await signUp(ctx.app, { teamName: 'Other Club' });
    const referred = await referredPayingTeam(referralId, 'Riverside Otters');

    // On its free month: signed up, not paying.
    expect((await overviewOf(referrer.cookie)).teams).toEqual([
      expect.objectContaining({ name: 'Riverside Otters', state: { kind: 'signed-up' } }),
    ]);
    // Another team's list is its own (tenant isolation).
    expect((await overviewOf(other.cookie)).teams).toEqual([]);

    later(31); // the trial ends and the card is charged
    await runTask('sandbox-billing-clock');
    const paying = (await overviewOf(referrer.cookie)).teams[0];
    expect(paying.state).toEqual({ kind: 'paying', daysLeft: 60 });
    expect(paying.stateText).toBe(describeReferredTeamState({ kind: 'paying', daysLeft: 60 }));

    later(59);
    await runTask('referral-rewards');
    expect(await ctx.database.db.select().from(referralRewards)).toEqual([]);
    expect((await overviewOf(referrer.cookie)).teams[0].state).toEqual({ kind: 'paying', daysLeft: 1 });

    later(1);
    await runTask('referral-rewards');
    await runTask('referral-rewards'); // a second round (or worker) credits nothing more
    const rewards = await ctx.database.db.select().from(referralRewards);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ status: 'earned', amountCents: referralRewardCents });
    const overview = await overviewOf(referrer.cookie);
    expect(overview.earnedCents).toBe(referralRewardCents);
    expect(overview.teams[0].state).toEqual({ kind: 'reward-earned' });
    const mail = await latestMail(ctx.database.db, referrer.body.email, 'referral-reward-earned');
    expect(mail.subject).toBe('You earned $50: Riverside Otters qualified');

    // The operator pays it; the referrer sees it paid.
    const operator = await signUpOperator(ctx.app, ctx.database.db, 'ops@sideline.test');
    const [reward] = (await getJson(ctx.app, '/api/operator/referral-rewards', operator.cookie)).json()
      .rewards;
    expect(reward).toMatchObject({ referrerTeamName: 'Lakeside Lynx', payTo: 'Check to the team address' });
    const paid = await postJson(
      ctx.app,
      `/api/operator/referral-rewards/${reward.id}/paid`,
      { reference: 'CHK-1042' },
      operator.cookie,
    );
    expect(paid.statusCode).toBe(200);
    expect((await overviewOf(referrer.cookie)).teams[0].state).toEqual({ kind: 'reward-paid' });

    // The payment the reward was earned for is refunded: the reward is taken back.
    const [subscription] = await ctx.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.teamId, referred.teamId));
    assert(subscription);
    await payments.refundLatestCharge(subscription.id, `refund:${subscription.id}`);
    await runTask('referral-rewards');
    const [withdrawn] = await ctx.database.db.select().from(referralRewards);
    expect(withdrawn?.status).toBe('withdrawn');
    expect((await overviewOf(referrer.cookie)).teams[0].state).toEqual({ kind: 'reward-withdrawn' });
  });

  it('earns nothing for a team that stopped paying before the qualifying days', async () => {
    const referrer = await signUp(ctx.app, { teamName: 'Hilltop Hares' });
    const referred = await referredPayingTeam(referrer.session.team.referralId, 'Valley Voles');
    later(31);
    await runTask('sandbox-billing-clock');
    const [subscription] = await ctx.database.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.teamId, referred.teamId));
    assert(subscription);
    await payments.cancelSubscriptionNow(subscription.id, `cancel:${subscription.id}`);
    later(70);
    await runTask('referral-rewards');
    const rewards = await ctx.database.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.referredTeamId, referred.teamId));
    expect(rewards).toEqual([]);
    expect((await overviewOf(referrer.cookie)).teams[0].state).toEqual({ kind: 'signed-up' });
  });
});
