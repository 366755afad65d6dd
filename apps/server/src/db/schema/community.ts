import type { MarketplaceCategory, ReferralRewardStatus, ReviewStatus } from '@sideline/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';
import { teams } from './teams.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A team's interest in a marketplace product ("vendor notified of interest"): stored, mailed to
 * the product's vendor, and worked off by an operator (docs/decisions/030).
 */
export const vendorInterests = pgTable(
  'vendor_interests',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    category: text('category').$type<MarketplaceCategory>().notNull(),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    vendorName: text('vendor_name').notNull(),
    vendorEmail: text('vendor_email').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    doneAt: at('done_at'),
    ...timestamps(),
  },
  (t) => [index('vendor_interests_team_id_idx').on(t.teamId)],
);

/** A team's review of Sideline: shown on the marketing home once an operator publishes it. */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').notNull().default(''),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    moderatedAt: at('moderated_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('reviews_team_id_idx').on(t.teamId), index('reviews_status_idx').on(t.status)],
);

/**
 * The reward of one referred team, written by the referral worker when the team qualifies
 * (paying for `referralQualifyingDays`); one per referred team, withdrawn if its payment is refunded.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: idColumn(),
    referrerTeamId: text('referrer_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    referredTeamId: text('referred_team_id')
      .notNull()
      .unique()
      .references(() => teams.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<ReferralRewardStatus>().notNull(),
    /** Start of the paid period the reward was earned for: a refund after it takes the reward back. */
    paidSince: at('paid_since').notNull(),
    earnedAt: at('earned_at').notNull(),
    paidAt: at('paid_at'),
    paymentReference: text('payment_reference').notNull().default(''),
    withdrawnAt: at('withdrawn_at'),
    ...timestamps(),
  },
  (t) => [index('referral_rewards_referrer_idx').on(t.referrerTeamId)],
);

/**
 * Every action of a Sideline operator: who did it, on what, when and from which address. Never
 * updated or deleted: a trigger of the migration refuses both.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: idColumn(),
    operatorEmail: text('operator_email').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Team the action concerns, kept as text: the log outlives a deleted team. */
    teamId: text('team_id'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** The client address the action came from (request.ip, as TRUST_PROXY decides it). */
    clientAddress: text('client_address').notNull().default(''),
    at: at('at').notNull(),
  },
  (t) => [
    index('operator_actions_team_id_idx').on(t.teamId, t.at),
    index('operator_actions_at_idx').on(t.at),
  ],
);
