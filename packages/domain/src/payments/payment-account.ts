import { z } from 'zod';

/**
 * The team's connected payment account (Sideline is the payment facilitator: buyers pay the team's
 * own account, Sideline takes its fee per transaction). GET /api/payments/account answers this.
 */
export const paymentAccountStatusSchema = z.union([
  z.object({
    accountId: z.string(),
    /** The provider lets the account take card payments. */
    chargesEnabled: z.boolean(),
    /** The team finished the provider's onboarding form. */
    detailsSubmitted: z.boolean(),
    /** The provider's requirement ids still due (describePaymentRequirements names them in words). */
    currentlyDue: z.array(z.string()),
  }),
  z.object({ accountId: z.null() }),
]);
export type PaymentAccountStatus = z.infer<typeof paymentAccountStatusSchema>;

/** POST /api/payments/account: the account (created if the team had none) and where to onboard it. */
export const connectPaymentAccountResponseSchema = z.object({
  accountId: z.string(),
  /** The provider's hosted onboarding page; the browser goes there and comes back to the portal. */
  onboardingUrl: z.string(),
});
export type ConnectPaymentAccountResponse = z.infer<typeof connectPaymentAccountResponseSchema>;

/** Where onboarding returns to (and restarts from when its link expired), under BASE_URL. */
export const paymentAccountPortalPath = '/portal/store/stripeaccount';
