import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body as Stripe's SDK sends it (`metadata[teamId]` keys kept flat). */
  form: Record<string, string>;
}

export interface StripeStandIn {
  /** Settings for `createStripePaymentProvider` and the STRIPE_API_* variables. */
  host: string;
  port: number;
  requests: StandInRequest[];
  /** Marks an account as onboarded (what Stripe does when the admin finishes its form). */
  completeOnboarding(accountId: string): void;
  /** A promotion code `GET /v1/promotion_codes?code=` finds (Stripe's shape, coupon expanded). */
  addPromotionCode(code: StandInPromotionCode): void;
  /** A subscription the update and cancel calls act on (as a completed Checkout would create). */
  addSubscription(id: string): void;
  /** A customer a Billing Portal session can be made for (as a completed Checkout would create). */
  addCustomer(id: string): void;
  /**
   * A subscription's paid invoice, as Stripe Billing leaves it: the payment intent that paid the
   * invoice (`GET /v1/invoice_payments?payment[payment_intent]=`), the invoice naming its
   * subscription (`GET /v1/invoices/:id`) and the subscription itself (`GET /v1/subscriptions/:id`).
   */
  addPaidInvoice(invoice: {
    id: string;
    paymentIntentId: string;
    subscription: Record<string, unknown>;
  }): void;
  /** What the stand-in knows of a subscription after the calls made. */
  subscription(id: string): { cancelAtPeriodEnd: boolean; status: string } | undefined;
  /** Makes every following call answer Stripe's error shape with this status. */
  failWith(status: number | null): void;
  /**
   * The next refunds are made with this status, and `beforeAnswer` runs with each new refund
   * before its answer is sent (a webhook Stripe delivers before the API call returns).
   */
  shapeRefunds(shape: {
    status: string;
    beforeAnswer?: (refund: Record<string, unknown>) => Promise<void>;
  }): void;
  /**
   * The buyer pays a payment-mode session on Stripe's hosted page: the session completes with a
   * payment intent whose charge (less the application fee) is pending on the connected account;
   * `disputed` opens a dispute on it, as Stripe's 4000 0000 0000 0259 test card does.
   */
  payCheckoutSession(sessionId: string, options?: { disputed?: boolean }): StandInPayment;
  /** Funds of every charge so far join the available balance (Stripe's settlement delay passed). */
  settleCharges(): void;
  /** A payout the connected account received (Stripe's payout schedule made it). */
  addPayout(accountId: string, payout: { amount: number; arrivalDate: number; status: string }): string;
  /** The webhook event Stripe would post to the Connect endpoint, signed with the given secret. */
  signedEvent(
    secret: string,
    event: { id?: string; type: string; account: string; object: unknown; created?: number },
  ): { payload: string; signature: string };
  close(): Promise<void>;
}

export interface StandInPayment {
  /** The completed session, as GET /v1/checkout/sessions/:id answers it. */
  session: Record<string, unknown>;
  paymentIntentId: string;
  /** The dispute the `disputed` card opened, as GET /v1/disputes/:id answers it. */
  dispute: Record<string, unknown> | null;
}

export interface StandInPromotionCode {
  /** Stripe's id; `promo_<code>` when not given. */
  id?: string;
  /** The coupon's id; `coupon_<code>` when not given. */
  couponId?: string;
  active?: boolean;
  code: string;
  percentOff?: number;
  amountOff?: number;
  expiresAt?: number;
  maxRedemptions?: number;
  timesRedeemed?: number;
  firstTimeTransaction?: boolean;
}

/** A payment on a connected account: its payment intent and charge in one. */
interface StandInCharge {
  paymentIntentId: string;
  chargeId: string;
  account: string;
  amount: number;
  applicationFee: number;
  /** What refunds made with `refund_application_fee` returned of the fee to the account. */
  applicationFeeRefunded: number;
  refunded: number;
  available: boolean;
}

interface StandInAccount {
  id: string;
  email: string | null;
  metadata: Record<string, string>;
  businessName: string | null;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
}

/**
 * A local stand-in for the Stripe API calls Sideline makes: onboarding (POST /v1/accounts,
 * POST /v1/account_links, GET /v1/accounts/:id) and subscriptions (POST /v1/checkout/sessions,
 * GET /v1/promotion_codes, POST /v1/coupons, POST /v1/promotion_codes and /v1/promotion_codes/:id,
 * GET, POST and DELETE /v1/subscriptions/:id, POST /v1/billing_portal/sessions, and a refund's trace:
 * GET /v1/invoice_payments and GET /v1/invoices/:id)
 * and the store on connected accounts (the `Stripe-Account` header: payment-mode checkout sessions
 * and GET /v1/checkout/sessions/:id, POST /v1/refunds, GET /v1/balance, GET /v1/payouts,
 * GET and POST /v1/disputes/:id), answering Stripe-shaped JSON, replaying a POST with a seen
 * Idempotency-Key as Stripe does, and recording every request so tests can check what the SDK
 * sent. Stripe takes writes without a key; the store's writes here refuse one without it, because
 * Sideline promises a key on each (a retried refund must never refund twice).
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const accounts = new Map<string, StandInAccount>();
  const promotionCodes = new Map<string, StandInPromotionCode>();
  const subscriptions = new Map<string, { cancelAtPeriodEnd: boolean; status: string }>();
  const customers = new Set<string>();
  const coupons = new Map<string, { id: string; percentOff: number | null; amountOff: number | null }>();
  /** Full subscription objects GET /v1/subscriptions/:id answers (addPaidInvoice). */
  const subscriptionObjects = new Map<string, Record<string, unknown>>();
  const invoices = new Map<string, { id: string; paymentIntentId: string; subscriptionId: string }>();
  const checkoutSessions = new Map<string, Record<string, unknown> & { account: string | null }>();
  /** The application fee each session's payment intent will carry (not a field of the session). */
  const applicationFees = new Map<string, number>();
  const charges = new Map<string, StandInCharge>();
  const disputes = new Map<string, Record<string, unknown> & { account: string }>();
  const payouts: (Record<string, unknown> & { account: string })[] = [];
  /** Files uploaded to connected accounts (POST /v1/files), by id. */
  const files = new Map<string, Record<string, unknown> & { account: string | null }>();
  const idempotentAnswers = new Map<string, { status: number; body: unknown }>();
  let failure: number | null = null;
  let counter = 0;
  let refundShape: Parameters<StripeStandIn['shapeRefunds']>[0] = { status: 'succeeded' };

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = Object.fromEntries(new URLSearchParams(raw));
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
      const idempotencyKey = req.headers['idempotency-key'];
      const replayKey =
        typeof idempotencyKey === 'string' ? `${req.method} ${url.pathname} ${idempotencyKey}` : null;
      const send = (status: number, body: unknown) => {
        if (replayKey && status < 500) idempotentAnswers.set(replayKey, { status, body });
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
        res.end(JSON.stringify(body));
      };
      const replay = replayKey ? idempotentAnswers.get(replayKey) : undefined;
      if (replay) return send(replay.status, replay.body);
      if (failure) {
        return send(failure, {
          error: { type: 'api_error', message: 'The stand-in was told to fail.' },
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/accounts') {
        const account: StandInAccount = {
          id: `acct_standin${++counter}`,
          email: form.email ?? null,
          metadata: pickPrefixed(form, 'metadata'),
          businessName: form['business_profile[name]'] ?? null,
          chargesEnabled: false,
          detailsSubmitted: false,
        };
        accounts.set(account.id, account);
        return send(200, toStripeAccount(account));
      }
      if (req.method === 'POST' && url.pathname === '/v1/account_links') {
        if (!accounts.has(form.account ?? ''))
          return send(404, missingResource('account', form.account, 'account'));
        return send(200, {
          object: 'account_link',
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + 300,
          url: `https://connect.stripe.test/setup/e/${form.account}/${++counter}`,
        });
      }
      const retrieve = /^\/v1\/accounts\/([^/]+)$/.exec(url.pathname)?.[1];
      if (req.method === 'GET' && retrieve) {
        const account = accounts.get(decodeURIComponent(retrieve));
        if (!account) return send(404, missingResource('account', retrieve, 'account'));
        return send(200, toStripeAccount(account));
      }
      const account =
        typeof req.headers['stripe-account'] === 'string' ? req.headers['stripe-account'] : null;
      const storeWrite =
        req.method === 'POST' &&
        (url.pathname === '/v1/refunds' ||
          url.pathname === '/v1/files' ||
          url.pathname.startsWith('/v1/disputes/') ||
          (url.pathname === '/v1/checkout/sessions' && form.mode === 'payment'));
      if (storeWrite && !replayKey) {
        return send(400, {
          error: { type: 'invalid_request_error', message: 'The stand-in needs an Idempotency-Key here.' },
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_standin${++counter}`;
        const session = {
          id,
          object: 'checkout.session',
          mode: form.mode,
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          client_reference_id: form.client_reference_id ?? null,
          customer_email: form.customer_email ?? null,
          amount_total: lineItemsTotal(form),
          currency: 'usd',
          expires_at: form.expires_at ? Number(form.expires_at) : null,
          payment_intent: null,
          metadata: pickPrefixed(form, 'metadata'),
          account,
        };
        checkoutSessions.set(id, session);
        applicationFees.set(id, Number(form['payment_intent_data[application_fee_amount]'] ?? 0));
        return send(200, withoutAccount(session));
      }
      const sessionId = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)?.[1];
      if (req.method === 'GET' && sessionId) {
        const session = checkoutSessions.get(decodeURIComponent(sessionId));
        if (!session || session.account !== account)
          return send(404, missingResource('checkout.session', sessionId, 'session'));
        return send(200, withoutAccount(session));
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const charge = [...charges.values()].find(
          (c) =>
            c.account === account &&
            (c.paymentIntentId === form.payment_intent || c.chargeId === form.charge),
        );
        if (!charge)
          return send(404, missingResource('payment_intent', form.payment_intent, 'payment_intent'));
        const left = charge.amount - charge.refunded;
        const amount = form.amount ? Number(form.amount) : left;
        if (amount > left) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              param: 'amount',
              message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
            },
          });
        }
        charge.refunded += amount;
        // Stripe returns the fee in proportion to the refund when asked to (Sideline never asks).
        if (form.refund_application_fee === 'true') {
          charge.applicationFeeRefunded += Math.round((charge.applicationFee * amount) / charge.amount);
        }
        const refund = {
          id: `re_standin${++counter}`,
          object: 'refund',
          amount,
          charge: charge.chargeId,
          payment_intent: charge.paymentIntentId,
          currency: 'usd',
          created: Math.floor(Date.now() / 1000),
          metadata: pickPrefixed(form, 'metadata'),
          reason: null,
          status: refundShape.status,
        };
        const beforeAnswer = refundShape.beforeAnswer ?? (() => Promise.resolve());
        void beforeAnswer(refund).then(() => send(200, refund));
        return;
      }
      if (req.method === 'GET' && url.pathname === '/v1/balance') {
        const mine = [...charges.values()].filter((c) => c.account === account);
        const sum = (available: boolean) =>
          mine
            .filter((c) => c.available === available)
            .reduce(
              (total, c) => total + c.amount - c.applicationFee + c.applicationFeeRefunded - c.refunded,
              0,
            );
        const amount = (value: number) => [{ amount: value, currency: 'usd', source_types: { card: value } }];
        return send(200, {
          object: 'balance',
          available: amount(sum(true)),
          pending: amount(sum(false)),
          livemode: false,
        });
      }
      if (req.method === 'GET' && url.pathname === '/v1/payouts') {
        const limit = Number(url.searchParams.get('limit') ?? 10);
        const data = payouts
          .filter((p) => p.account === account)
          .sort((a, b) => Number(b.created) - Number(a.created))
          .slice(0, limit)
          .map(withoutAccount);
        return send(200, { object: 'list', url: '/v1/payouts', has_more: false, data });
      }
      if (req.method === 'POST' && url.pathname === '/v1/files') {
        const upload = readMultipartUpload(raw, String(req.headers['content-type'] ?? ''));
        if (upload.purpose !== 'dispute_evidence' || !upload.filename) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: 'The stand-in takes dispute evidence files only.',
            },
          });
        }
        const file = {
          id: `file_standin${++counter}`,
          object: 'file',
          purpose: upload.purpose,
          filename: upload.filename,
          type: upload.type,
          size: upload.size,
          created: Math.floor(Date.now() / 1000),
          account,
        };
        files.set(file.id, file);
        return send(200, withoutAccount(file));
      }
      const disputeId = /^\/v1\/disputes\/([^/]+)$/.exec(url.pathname)?.[1];
      if (disputeId && (req.method === 'GET' || req.method === 'POST')) {
        const dispute = disputes.get(decodeURIComponent(disputeId));
        if (!dispute || dispute.account !== account) return send(404, missingResource('dispute', disputeId));
        if (req.method === 'POST') {
          const details = dispute.evidence_details as { submission_count: number; has_evidence: boolean };
          if (details.submission_count > 0 || dispute.status !== 'needs_response') {
            return send(400, {
              error: {
                type: 'invalid_request_error',
                message: 'This dispute has already been submitted; its evidence can no longer change.',
              },
            });
          }
          const evidence = pickPrefixed(form, 'evidence');
          // An evidence file field must name a file uploaded to the same account.
          const strangerFile = Object.entries(evidence).find(
            ([field, value]) => field !== 'uncategorized_text' && files.get(value)?.account !== account,
          );
          if (strangerFile) return send(400, missingResource('file', strangerFile[1]));
          dispute.evidence = { ...(dispute.evidence as object), ...evidence };
          details.has_evidence = true;
          if (form.submit !== 'false') {
            details.submission_count += 1;
            dispute.status = 'under_review';
          }
        }
        return send(200, withoutAccount(dispute));
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        const customer = form.customer ?? '';
        if (!customers.has(customer)) return send(400, missingResource('customer', customer, 'customer'));
        const id = `bps_standin${++counter}`;
        return send(200, {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: form.return_url ?? null,
          url: `https://billing.stripe.test/p/session/${id}`,
        });
      }
      if (req.method === 'GET' && url.pathname === '/v1/promotion_codes') {
        const code = url.searchParams.get('code');
        const onlyActive = url.searchParams.get('active') === 'true';
        const found = [...promotionCodes.values()].filter(
          (promotion) =>
            (code === null || promotion.code === code) && (!onlyActive || promotion.active !== false),
        );
        return send(200, {
          object: 'list',
          has_more: false,
          url: '/v1/promotion_codes',
          data: found.map(toStripePromotionCode),
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/coupons') {
        if (!idempotencyKey) return send(400, missingIdempotencyKey());
        const id = `coupon_standin${++counter}`;
        const coupon = {
          id,
          percentOff: form.percent_off ? Number(form.percent_off) : null,
          amountOff: form.amount_off ? Number(form.amount_off) : null,
        };
        coupons.set(id, coupon);
        return send(200, {
          id,
          object: 'coupon',
          percent_off: coupon.percentOff,
          amount_off: coupon.amountOff,
          currency: form.currency ?? null,
          duration: form.duration ?? 'once',
          valid: true,
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/promotion_codes') {
        if (!idempotencyKey) return send(400, missingIdempotencyKey());
        const coupon = coupons.get(form['promotion[coupon]'] ?? '');
        if (!coupon)
          return send(400, missingResource('coupon', form['promotion[coupon]'], 'promotion[coupon]'));
        const code = form.code ?? '';
        if (
          [...promotionCodes.values()].some(
            (promotion) => promotion.code === code && promotion.active !== false,
          )
        ) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: 'An active promotion code with `code` already exists.',
              param: 'code',
            },
          });
        }
        const created: StandInPromotionCode = {
          id: `promo_standin${++counter}`,
          couponId: coupon.id,
          active: true,
          code,
          ...(coupon.percentOff !== null ? { percentOff: coupon.percentOff } : {}),
          ...(coupon.amountOff !== null ? { amountOff: coupon.amountOff } : {}),
          ...(form.expires_at ? { expiresAt: Number(form.expires_at) } : {}),
          ...(form.max_redemptions ? { maxRedemptions: Number(form.max_redemptions) } : {}),
          firstTimeTransaction: form['restrictions[first_time_transaction]'] === 'true',
        };
        promotionCodes.set(String(created.id), created);
        const { promotion, ...answer } = toStripePromotionCode(created);
        // Stripe answers the coupon by its id unless asked to expand it.
        return send(200, { ...answer, promotion: { type: promotion.type, coupon: coupon.id } });
      }
      const promotionCodeId = /^\/v1\/promotion_codes\/([^/]+)$/.exec(url.pathname)?.[1];
      if (promotionCodeId && req.method === 'POST') {
        if (!idempotencyKey) return send(400, missingIdempotencyKey());
        const promotion = promotionCodes.get(decodeURIComponent(promotionCodeId));
        if (!promotion) return send(404, missingResource('promotion_code', promotionCodeId));
        if (form.active !== undefined) promotion.active = form.active === 'true';
        return send(200, toStripePromotionCode(promotion));
      }
      if (req.method === 'GET' && url.pathname === '/v1/invoice_payments') {
        const paymentIntentId = url.searchParams.get('payment[payment_intent]');
        const paid = [...invoices.values()].filter(
          (invoice) =>
            url.searchParams.get('payment[type]') === 'payment_intent' &&
            invoice.paymentIntentId === paymentIntentId,
        );
        return send(200, {
          object: 'list',
          has_more: false,
          url: '/v1/invoice_payments',
          data: paid.map((invoice) => ({
            id: `inpay_${invoice.id}`,
            object: 'invoice_payment',
            invoice: invoice.id,
            is_default: true,
            status: 'paid',
            payment: { type: 'payment_intent', payment_intent: invoice.paymentIntentId },
          })),
        });
      }
      const invoiceId = /^\/v1\/invoices\/([^/]+)$/.exec(url.pathname)?.[1];
      if (invoiceId && req.method === 'GET') {
        const invoice = invoices.get(decodeURIComponent(invoiceId));
        if (!invoice) return send(404, missingResource('invoice', invoiceId));
        const subscription = subscriptionObjects.get(invoice.subscriptionId);
        return send(200, {
          id: invoice.id,
          object: 'invoice',
          status: 'paid',
          parent: {
            type: 'subscription_details',
            quote_details: null,
            subscription_details: {
              subscription: invoice.subscriptionId,
              metadata: subscription?.metadata ?? {},
            },
          },
        });
      }
      const subscriptionId = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname)?.[1];
      if (subscriptionId && req.method === 'GET') {
        const subscription = subscriptionObjects.get(decodeURIComponent(subscriptionId));
        if (!subscription) return send(404, missingResource('subscription', subscriptionId));
        return send(200, subscription);
      }
      if (subscriptionId && (req.method === 'POST' || req.method === 'DELETE')) {
        const subscription = subscriptions.get(decodeURIComponent(subscriptionId));
        if (!subscription) return send(404, missingResource('subscription', subscriptionId));
        if (req.method === 'DELETE') subscription.status = 'canceled';
        else subscription.cancelAtPeriodEnd = form.cancel_at_period_end === 'true';
        return send(200, {
          id: subscriptionId,
          object: 'subscription',
          status: subscription.status,
          cancel_at_period_end: subscription.cancelAtPeriodEnd,
        });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    host: '127.0.0.1',
    port,
    requests,
    completeOnboarding(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no stand-in account ${accountId}`);
      account.chargesEnabled = true;
      account.detailsSubmitted = true;
    },
    addPromotionCode(code) {
      promotionCodes.set(code.id ?? `promo_${code.code}`, code);
    },
    addSubscription(id) {
      subscriptions.set(id, { cancelAtPeriodEnd: false, status: 'active' });
    },
    addCustomer(id) {
      customers.add(id);
    },
    addPaidInvoice({ id, paymentIntentId, subscription }) {
      const subscriptionId = String(subscription.id);
      subscriptionObjects.set(subscriptionId, subscription);
      invoices.set(id, { id, paymentIntentId, subscriptionId });
    },
    subscription: (id) => subscriptions.get(id),
    payCheckoutSession(id, options = {}) {
      const session = checkoutSessions.get(id);
      if (!session?.account) throw new Error(`no stand-in payment-mode session ${id}`);
      const paymentIntentId = `pi_standin${++counter}`;
      const applicationFee = applicationFees.get(id) ?? 0;
      charges.set(paymentIntentId, {
        paymentIntentId,
        chargeId: `ch_standin${++counter}`,
        account: session.account,
        amount: Number(session.amount_total),
        applicationFee,
        applicationFeeRefunded: 0,
        refunded: 0,
        available: false,
      });
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: paymentIntentId });
      let dispute: (Record<string, unknown> & { account: string }) | null = null;
      if (options.disputed) {
        const created = Math.floor(Date.now() / 1000);
        dispute = {
          id: `dp_standin${++counter}`,
          object: 'dispute',
          amount: Number(session.amount_total),
          currency: 'usd',
          charge: charges.get(paymentIntentId)?.chargeId,
          payment_intent: paymentIntentId,
          reason: 'fraudulent',
          status: 'needs_response',
          created,
          evidence: {},
          evidence_details: {
            due_by: created + 7 * 86_400,
            has_evidence: false,
            past_due: false,
            submission_count: 0,
          },
          is_charge_refundable: false,
          metadata: {},
          account: session.account,
        };
        disputes.set(String(dispute.id), dispute);
      }
      return {
        session: withoutAccount(session),
        paymentIntentId,
        dispute: dispute && withoutAccount(dispute),
      };
    },
    settleCharges() {
      for (const charge of charges.values()) charge.available = true;
    },
    addPayout(accountId, payout) {
      const id = `po_standin${++counter}`;
      payouts.push({
        id,
        object: 'payout',
        amount: payout.amount,
        arrival_date: payout.arrivalDate,
        created: payout.arrivalDate - 2 * 86_400,
        currency: 'usd',
        method: 'standard',
        type: 'bank_account',
        status: payout.status,
        account: accountId,
      });
      return id;
    },
    signedEvent(secret, event) {
      const payload = JSON.stringify({
        id: event.id ?? `evt_standin${++counter}`,
        object: 'event',
        api_version: '2025-10-29.clover',
        type: event.type,
        account: event.account,
        created: event.created ?? Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        data: { object: event.object },
      });
      return signedWebhook(payload, secret);
    },
    shapeRefunds(shape) {
      refundShape = shape;
    },
    failWith(status) {
      failure = status;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/** Signs events as Stripe does (the SDK's own test signer; no call leaves the process). */
const webhookSigner = new Stripe('sk_test_stand_in_signer');

/** A webhook body with the `Stripe-Signature` Stripe would send for it, signed with `secret`. */
export function signedWebhook(payload: string, secret: string): { payload: string; signature: string } {
  return { payload, signature: webhookSigner.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** Delivers a signed webhook to the app's endpoint at `url`, as Stripe posts it. */
export function postWebhook(
  app: FastifyInstance,
  url: string,
  event: { payload: string; signature: string },
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}

/** The stand-in's own record of which connected account an object belongs to is not Stripe's JSON. */
function withoutAccount<T extends { account: unknown }>(object: T): Omit<T, 'account'> {
  const { account: _account, ...rest } = object;
  return rest;
}

/** amount_total of a session: Σ line_items[i][price_data][unit_amount] × line_items[i][quantity]. */
function lineItemsTotal(form: Record<string, string>): number {
  let total = 0;
  for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i += 1) {
    total +=
      Number(form[`line_items[${i}][price_data][unit_amount]`] ?? 0) *
      Number(form[`line_items[${i}][quantity]`]);
  }
  return total;
}

function pickPrefixed(form: Record<string, string>, prefix: string): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const field = new RegExp(`^${prefix}\\[(.+)\\]$`).exec(key)?.[1];
    if (field) picked[field] = value;
  }
  return picked;
}

function toStripeAccount(account: StandInAccount) {
  return {
    id: account.id,
    object: 'account',
    type: 'express',
    email: account.email,
    metadata: account.metadata,
    business_profile: { name: account.businessName },
    charges_enabled: account.chargesEnabled,
    details_submitted: account.detailsSubmitted,
    payouts_enabled: account.chargesEnabled,
    // What Stripe asks of a new Express account in the US until its form is done.
    requirements: {
      currently_due: account.detailsSubmitted
        ? []
        : ['business_type', 'external_account', 'representative.dob.day', 'tos_acceptance.date'],
    },
    country: 'US',
    default_currency: 'usd',
    // A new US account's default payout schedule.
    settings: { payouts: { schedule: { interval: 'daily', delay_days: 2 } } },
    created: Math.floor(Date.now() / 1000),
  };
}

function toStripePromotionCode(code: StandInPromotionCode) {
  return {
    id: code.id ?? `promo_${code.code}`,
    object: 'promotion_code',
    active: code.active ?? true,
    code: code.code,
    expires_at: code.expiresAt ?? null,
    max_redemptions: code.maxRedemptions ?? null,
    times_redeemed: code.timesRedeemed ?? 0,
    restrictions: { first_time_transaction: code.firstTimeTransaction ?? false },
    promotion: {
      type: 'coupon',
      coupon: {
        id: code.couponId ?? `coupon_${code.code}`,
        object: 'coupon',
        percent_off: code.percentOff ?? null,
        amount_off: code.amountOff ?? null,
      },
    },
  };
}

/**
 * The purpose, file name, type and size of a multipart upload as the Stripe SDK sends it to
 * POST /v1/files (read from the body as text: enough for the stand-in's checks).
 */
function readMultipartUpload(
  raw: string,
  contentType: string,
): { purpose: string; filename: string; type: string; size: number } {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const parts = raw.split(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`);
  const upload = { purpose: '', filename: '', type: '', size: 0 };
  for (const part of parts) {
    const [head = '', ...body] = part.split('\r\n\r\n');
    const content = body.join('\r\n\r\n').replace(/\r\n$/, '');
    const name = /name="([^"]+)"/.exec(head)?.[1];
    if (name === 'purpose') upload.purpose = content;
    if (name === 'file') {
      upload.filename = /filename="([^"]*)"/.exec(head)?.[1] ?? '';
      upload.type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '';
      upload.size = Buffer.byteLength(content, 'latin1');
    }
  }
  return upload;
}

/** The stand-in's refusal of a write without an Idempotency-Key (Sideline promises one on each). */
function missingIdempotencyKey() {
  return { error: { type: 'invalid_request_error', message: 'The stand-in expects an Idempotency-Key.' } };
}

/** Stripe's answer for an id it does not know; `param` names the request field that held it. */
function missingResource(kind: string, id: string | undefined, param = 'id') {
  return {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
      param,
    },
  };
}
