import { operatorMessages } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { operatorActions } from '../../db/schema/index.ts';
import { createStripePaymentProvider } from '../../platform/payments/stripe-payments.ts';
import { getJson, postJson, signUpOperator } from '../../test/account-helpers.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const operatorEmail = 'ops@sideline.test';

/**
 * Issue 24: with Stripe configured, a promotion code the operator console creates is Stripe's own:
 * a coupon (`POST /v1/coupons`) and its promotion code (`POST /v1/promotion_codes`), each sent with
 * an Idempotency-Key, and retiring it deactivates it there (`POST /v1/promotion_codes/:id`). The
 * console lists what Stripe answers. The sandbox's codes are tested in operators.test.ts.
 */
describe('promotion codes on Stripe from the operator console', () => {
  let ctx: TestContext;
  let standIn: StripeStandIn;
  let operator: Awaited<ReturnType<typeof signUpOperator>>;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const payments = createStripePaymentProvider({
      secretKey: 'sk_test_promotions',
      webhookSecret: 'whsec_promotions',
      apiHost: standIn.host,
      apiPort: standIn.port,
      apiProtocol: 'http',
    });
    ctx = await createTestApp({ OPERATOR_EMAILS: operatorEmail }, { payments });
    operator = await signUpOperator(ctx.app, ctx.database.db, operatorEmail);
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  const codes = async () =>
    (await getJson(ctx.app, '/api/operator/promotion-codes', operator.cookie)).json().codes;

  it('creates the coupon and its code with keys, refuses a taken code, and retires it', async () => {
    const start = standIn.requests.length;
    const created = await postJson(
      ctx.app,
      '/api/operator/promotion-codes',
      { code: 'fall-20', percentOff: 20, maxRedemptions: 50, firstTimeOnly: true },
      operator.cookie,
    );
    expect(created.statusCode, created.body).toBe(200);
    const writes = standIn.requests.slice(start).filter((request) => request.method === 'POST');
    expect(writes.map((request) => request.path)).toEqual(['/v1/coupons', '/v1/promotion_codes']);
    const [coupon, promotion] = writes;
    assert(coupon && promotion);
    expect(coupon.form).toMatchObject({ percent_off: '20', duration: 'once' });
    expect(coupon.headers['idempotency-key']).toBe('promotion-code:FALL-20:coupon');
    expect(promotion.form).toMatchObject({
      code: 'FALL-20',
      'promotion[type]': 'coupon',
      max_redemptions: '50',
      'restrictions[first_time_transaction]': 'true',
    });
    expect(promotion.form['promotion[coupon]']).toMatch(/^coupon_standin/);
    expect(promotion.headers['idempotency-key']).toBe('promotion-code:FALL-20');

    const listed = await codes();
    expect(listed).toEqual([
      expect.objectContaining({
        code: 'FALL-20',
        percentOff: 20,
        amountOffCents: null,
        maxRedemptions: 50,
        firstTimeOnly: true,
        active: true,
      }),
    ]);

    // The same code again: Stripe already has it active, so the console refuses it by name.
    const twice = await postJson(
      ctx.app,
      '/api/operator/promotion-codes',
      { code: 'FALL-20', amountOffCents: 500 },
      operator.cookie,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(operatorMessages.promoCodeTaken('FALL-20'));

    const id = listed[0].id as string;
    expect(id).toMatch(/^promo_standin/);
    const beforeRetire = standIn.requests.length;
    const retired = await postJson(
      ctx.app,
      `/api/operator/promotion-codes/${id}/retire`,
      {},
      operator.cookie,
    );
    expect(retired.statusCode, retired.body).toBe(200);
    const [deactivate] = standIn.requests.slice(beforeRetire);
    assert(deactivate);
    expect(`${deactivate.method} ${deactivate.path}`).toBe(`POST /v1/promotion_codes/${id}`);
    expect(deactivate.form).toEqual({ active: 'false' });
    expect(deactivate.headers['idempotency-key']).toBe(`retire-promotion-code:${id}`);
    expect((await codes())[0]).toMatchObject({ code: 'FALL-20', active: false });

    // Each action is in the operator log.
    const actions = await ctx.database.db
      .select({ action: operatorActions.action })
      .from(operatorActions)
      .where(eq(operatorActions.operatorEmail, operatorEmail));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['promotion-code.created', 'promotion-code.retired']),
    );
  });

  it('answers 502 with the retry message when Stripe cannot be reached', async () => {
    standIn.failWith(500);
    try {
      const refused = await postJson(
        ctx.app,
        '/api/operator/promotion-codes',
        { code: 'WINTER10', percentOff: 10 },
        operator.cookie,
      );
      expect(refused.statusCode).toBe(502);
    } finally {
      standIn.failWith(null);
    }
  });
});
