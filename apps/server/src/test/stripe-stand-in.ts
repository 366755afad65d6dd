import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  /** What the stand-in knows of a subscription after the calls made. */
  subscription(id: string): { cancelAtPeriodEnd: boolean; status: string } | undefined;
  /** Makes every following call answer Stripe's error shape with this status. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

export interface StandInPromotionCode {
  code: string;
  percentOff?: number;
  amountOff?: number;
  expiresAt?: number;
  maxRedemptions?: number;
  timesRedeemed?: number;
  firstTimeTransaction?: boolean;
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
 * GET /v1/promotion_codes, POST and DELETE /v1/subscriptions/:id, POST /v1/billing_portal/sessions),
 * answering Stripe-shaped JSON,
 * replaying a POST with a seen Idempotency-Key as Stripe does, and recording every request so
 * tests can check what the SDK sent.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const accounts = new Map<string, StandInAccount>();
  const promotionCodes = new Map<string, StandInPromotionCode>();
  const subscriptions = new Map<string, { cancelAtPeriodEnd: boolean; status: string }>();
  const customers = new Set<string>();
  const idempotentAnswers = new Map<string, { status: number; body: unknown }>();
  let failure: number | null = null;
  let counter = 0;

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
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_standin${++counter}`;
        return send(200, {
          id,
          object: 'checkout.session',
          mode: form.mode,
          url: `https://checkout.stripe.test/c/pay/${id}`,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          metadata: pickPrefixed(form, 'metadata'),
        });
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
        const found = promotionCodes.get(url.searchParams.get('code') ?? '');
        return send(200, {
          object: 'list',
          has_more: false,
          url: '/v1/promotion_codes',
          data: found ? [toStripePromotionCode(found)] : [],
        });
      }
      const subscriptionId = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname)?.[1];
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
      promotionCodes.set(code.code, code);
    },
    addSubscription(id) {
      subscriptions.set(id, { cancelAtPeriodEnd: false, status: 'active' });
    },
    addCustomer(id) {
      customers.add(id);
    },
    subscription: (id) => subscriptions.get(id),
    failWith(status) {
      failure = status;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
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
    created: Math.floor(Date.now() / 1000),
  };
}

function toStripePromotionCode(code: StandInPromotionCode) {
  return {
    id: `promo_${code.code}`,
    object: 'promotion_code',
    active: true,
    code: code.code,
    expires_at: code.expiresAt ?? null,
    max_redemptions: code.maxRedemptions ?? null,
    times_redeemed: code.timesRedeemed ?? 0,
    restrictions: { first_time_transaction: code.firstTimeTransaction ?? false },
    promotion: {
      type: 'coupon',
      coupon: {
        id: `coupon_${code.code}`,
        object: 'coupon',
        percent_off: code.percentOff ?? null,
        amount_off: code.amountOff ?? null,
      },
    },
  };
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
