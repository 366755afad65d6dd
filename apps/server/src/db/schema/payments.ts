import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { teams } from './teams.ts';

/**
 * Connected accounts of the sandbox payment provider (the embedded default): what Stripe keeps for
 * a Connect account, kept here so `npm start` onboards a team offline. Unused with Stripe.
 */
export const sandboxPaymentAccounts = pgTable(
  'sandbox_payment_accounts',
  {
    /** acct_sandbox_<random>, shaped like a Stripe account id. */
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    businessName: text('business_name').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    /** The current onboarding link's secret (like a Stripe account link: single use). */
    onboardingToken: text('onboarding_token'),
    /** The current onboarding link stops working at this time (an hour, like Stripe's account links). */
    onboardingTokenExpiresAt: timestamp('onboarding_token_expires_at', { withTimezone: true }),
    /** Where the hosted onboarding page sends the admin back to (set with each link). */
    returnUrl: text('return_url'),
    /** Where an expired or used link sends the admin to start again. */
    refreshUrl: text('refresh_url'),
    ...timestamps(),
  },
  (t) => [index('sandbox_payment_accounts_team_id_idx').on(t.teamId)],
);
