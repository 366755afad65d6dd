import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sandboxPaymentAccounts } from '../../db/schema/payments.ts';
import {
  type PaymentProvider,
  paymentProviderError,
  unknownPaymentAccountMessage,
} from './payment-provider.ts';
import { createSandboxStorePayments, type SandboxStorePayments } from './sandbox-store.ts';
import { createSandboxStoreMoney } from './sandbox-store-money.ts';
import { createSandboxBilling, type SandboxBilling } from './sandbox-subscriptions.ts';

export const sandboxAccountIdPrefix = 'acct_sandbox_';
export const sandboxOnboardingPath = '/sandbox/payments/onboarding';
/** An onboarding link works for an hour, like a Stripe account link. */
export const onboardingLinkTtlMs = 60 * 60 * 1000;

/** What the sandbox's onboarding page asks for, as Stripe names it, until the form is confirmed. */
const sandboxOnboardingRequirements = [
  'company.name',
  'business_profile.support_email',
  'tos_acceptance.date',
];

/** The shape of the ids this provider makes; anything else is not one of its accounts. */
export function isSandboxAccountId(id: string): boolean {
  return /^acct_sandbox_[0-9a-f]{24}$/.test(id);
}

/** The sandbox provider: the common interface, plus its hosted pages' and clock's own operations. */
export type SandboxPaymentProvider = PaymentProvider &
  SandboxBilling &
  SandboxStorePayments & { readonly kind: 'sandbox' };

/**
 * The embedded payment provider: connected accounts live in `sandbox_payment_accounts` and are
 * onboarded on a page this server hosts (`sandbox-onboarding.routes.ts`); subscriptions are paid
 * on its checkout page (`sandbox-checkout.routes.ts`) and billed by `sandbox-subscriptions.ts`.
 * No money moves.
 */
export function createSandboxPaymentProvider(deps: {
  db: DbOrTx;
  baseUrl: string;
  now: () => Date;
}): SandboxPaymentProvider {
  const { db, now } = deps;
  return {
    kind: 'sandbox',
    checkoutOrigin: new URL(deps.baseUrl).origin,
    ...createSandboxBilling({ db, baseUrl: deps.baseUrl, now }),
    ...createSandboxStorePayments({ db, baseUrl: deps.baseUrl, now }),
    ...createSandboxStoreMoney({ db, now }),
    async createConnectedAccount({ teamId, email, teamName }) {
      return { accountId: await insertSandboxAccount(db, { teamId, email, businessName: teamName }) };
    },
    async createOnboardingLink(accountId, returnUrl, refreshUrl) {
      const token = randomBytes(24).toString('base64url');
      const updated = await db
        .update(sandboxPaymentAccounts)
        .set({
          onboardingToken: token,
          onboardingTokenExpiresAt: new Date(now().getTime() + onboardingLinkTtlMs),
          returnUrl,
          refreshUrl,
        })
        .where(eq(sandboxPaymentAccounts.id, accountId))
        .returning({ id: sandboxPaymentAccounts.id });
      if (updated.length === 0) throw paymentProviderError(unknownPaymentAccountMessage);
      const url = new URL(`${sandboxOnboardingPath}/${encodeURIComponent(accountId)}`, deps.baseUrl);
      url.searchParams.set('token', token);
      return { url: url.toString() };
    },
    async getAccountStatus(accountId) {
      const account = await findSandboxAccount(db, accountId);
      if (!account) throw paymentProviderError(unknownPaymentAccountMessage);
      return {
        chargesEnabled: account.chargesEnabled,
        detailsSubmitted: account.detailsSubmitted,
        currentlyDue: account.detailsSubmitted ? [] : sandboxOnboardingRequirements,
      };
    },
  };
}

export type SandboxPaymentAccount = typeof sandboxPaymentAccounts.$inferSelect;

/**
 * Records a new sandbox connected account and answers its id. `onboarded` makes it as the hosted
 * onboarding page leaves it (details submitted, charges enabled): the demo teams' stores start so.
 */
export async function insertSandboxAccount(
  db: DbOrTx,
  account: { teamId: string; email: string; businessName: string; onboarded?: boolean },
): Promise<string> {
  const id = `${sandboxAccountIdPrefix}${randomBytes(12).toString('hex')}`;
  const onboarded = account.onboarded ?? false;
  await db.insert(sandboxPaymentAccounts).values({
    id,
    teamId: account.teamId,
    email: account.email,
    businessName: account.businessName,
    chargesEnabled: onboarded,
    detailsSubmitted: onboarded,
  });
  return id;
}

/** Cross-tenant look-up by the provider's account id (the hosted page knows only the link). */
export async function findSandboxAccount(
  db: DbOrTx,
  accountId: string,
): Promise<SandboxPaymentAccount | null> {
  const [row] = await db
    .select()
    .from(sandboxPaymentAccounts)
    .where(eq(sandboxPaymentAccounts.id, accountId))
    .limit(1);
  return row ?? null;
}

/** True when the link's token is the account's current, unused one and its hour is not over. */
export function isCurrentOnboardingToken(account: SandboxPaymentAccount, token: unknown, now: Date): boolean {
  if (!account.onboardingToken || typeof token !== 'string' || !token) return false;
  // A link made before expiry times were recorded has none: it is treated as expired.
  if (!account.onboardingTokenExpiresAt || account.onboardingTokenExpiresAt <= now) return false;
  const expected = Buffer.from(account.onboardingToken);
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The admin confirmed the details: the account can take payments; the link is used up. */
export async function completeSandboxOnboarding(
  db: DbOrTx,
  accountId: string,
  details: { businessName: string; email: string },
): Promise<void> {
  await db
    .update(sandboxPaymentAccounts)
    .set({
      ...details,
      detailsSubmitted: true,
      chargesEnabled: true,
      onboardingToken: null,
      onboardingTokenExpiresAt: null,
    })
    .where(eq(sandboxPaymentAccounts.id, accountId));
}
