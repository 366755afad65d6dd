import type {
  AgeType,
  DemoId,
  LicensingAgreement,
  NotificationPreferences,
  SportsType,
  StoreActivation,
  SubscriptionInfo,
  TeamCommunications,
  TeamFormContacts,
  TeamInfo,
  TeamLogo,
  TeamPolicies,
  TeamSocials,
  TeamStoreInfo,
  TeamWebsite,
  WebsiteType,
} from '@sideline/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { idColumn, timestamps } from './columns.ts';

export const organizations = pgTable(
  'organizations',
  {
    id: idColumn(),
    name: text('name').notNull(),
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sample organization that holds the demo teams. */
    isDemo: boolean('is_demo').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('organizations_owner_user_id_idx').on(t.ownerUserId)],
);

/** The team record of spec part 1 §3: queried fields are columns, nested settings are jsonb. */
export const teams = pgTable(
  'teams',
  {
    id: idColumn(),
    /** Public address of the team site: {slug}.{BASE_DOMAIN} and /sites/{slug}. */
    slug: text('slug').notNull().unique(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull().default(''),
    sportsType: text('sports_type').$type<SportsType>().notNull(),
    ageType: text('age_type').$type<AgeType>().notNull(),
    websiteType: text('website_type').$type<WebsiteType>().notNull().default('WEBSITEANDSTORE'),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    info: jsonb('info').$type<TeamInfo>().notNull(),
    storeInfo: jsonb('store_info').$type<TeamStoreInfo>().notNull(),
    logo: jsonb('logo').$type<TeamLogo>().notNull(),
    silhouetteLogo: jsonb('silhouette_logo').$type<TeamLogo>().notNull(),
    website: jsonb('website').$type<TeamWebsite>().notNull(),
    socials: jsonb('socials').$type<TeamSocials>().notNull(),
    form: jsonb('form').$type<TeamFormContacts>().notNull(),
    policies: jsonb('policies').$type<TeamPolicies>().notNull(),
    communications: jsonb('communications').$type<TeamCommunications>().notNull(),
    licensingAgreement: jsonb('licensing_agreement').$type<LicensingAgreement>().notNull(),
    storeLicensingAgreement: jsonb('store_licensing_agreement').$type<LicensingAgreement>().notNull(),
    notifications: jsonb('notifications').$type<NotificationPreferences>().notNull(),
    loginCount: integer('login_count').notNull().default(1),
    loginTime: timestamp('login_time', { withTimezone: true }),
    /** This team's own shareable referral id (/{referralid}, /signup?referral=). */
    referralId: text('referral_id').notNull().unique(),
    /** The referral id the team signed up with, if any. */
    referredBy: text('referred_by'),
    stripeAccountId: text('stripe_account_id'),
    published: boolean('published').notNull().default(false),
    /** Set by a Sideline operator: the public site answers 410 Gone until it is restored. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * Freshness stamp of everything the team's public site shows: public pages are cached per
     * (team, path, contentVersion) and its ETag comes from it. Bumped only by database triggers
     * (migration 0004, docs/decisions/009) in the same transaction as any write to the team's
     * public content or settings, so every server instance sees it without messaging; services
     * never set it.
     */
    contentVersion: integer('content_version').notNull().default(1),
    /**
     * Set only on a visitor's private demo copy (modules/demo/private-demos): when it and everything
     * it owns is deleted. A team with this set is never published, counted or listed across teams.
     */
    privateDemoExpiresAt: timestamp('private_demo_expires_at', { withTimezone: true }),
    /**
     * Set only on a shared demo team (hockey, rugby, lacrosse): /demo/{id} finds it by this, never
     * by an address that could change.
     */
    demoId: text('demo_id').$type<DemoId>().unique(),
    ...timestamps(),
  },
  (t) => [
    index('teams_organization_id_idx').on(t.organizationId),
    index('teams_private_demo_expires_at_idx').on(t.privateDemoExpiresAt),
    index('teams_owner_user_id_idx').on(t.ownerUserId),
    index('teams_email_idx').on(t.email),
    // The slug picker's `slug LIKE 'base-%'` (sign-up, demo copies): the unique index follows the
    // database's collation, which cannot serve a prefix match unless it is C (bench/README.md).
    index('teams_slug_pattern_idx').on(t.slug.op('text_pattern_ops')),
    // The worker's referral-rewards sweep (teams that signed up with a referral id): few teams
    // have one, so the index holds only those.
    index('teams_referred_by_idx').on(t.referredBy).where(sql`${t.referredBy} is not null`),
    // One team per custom host (issue 33 §3; `site_hosts` holds every host, this the primary one):
    // most teams have none, so the index holds only those that do.
    uniqueIndex('teams_url_uq').on(t.url).where(sql`${t.url} <> ''`),
  ],
);

/** Read-only documents (spec part 1 §3): written by the platform, only read by the team. */
export const teamSubscriptionInfo = pgTable('team_subscription_info', {
  teamId: text('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<SubscriptionInfo>().notNull(),
  sportsType: text('sports_type').$type<SportsType>().notNull(),
  ...timestamps(),
});

export const teamStoreActivation = pgTable('team_store_activation', {
  teamId: text('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<StoreActivation>().notNull(),
  ...timestamps(),
});

export const teamAdminInfo = pgTable('team_admin_info', {
  teamId: text('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  active: boolean('active').notNull().default(true),
  sportsType: text('sports_type').$type<SportsType>().notNull(),
  ...timestamps(),
});
