import type {
  FormField,
  FormType,
  SportsType,
  SubmissionPaymentStatus,
  SubmittedFormAnswer,
} from '@sideline/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { contentFlags, idColumn, timestamps } from './columns.ts';
import { contentRecordColumns, sampleFlagColumn, sportsTypeColumn, teamIdColumn } from './content-columns.ts';
import { orders } from './store.ts';

/**
 * Pre-developed forms (shared reference data): the contact-us, player-recruitment and alumni
 * forms of each sports type, addressed by slug (contact-us-form-womens-hockey, ...).
 */
export const preDevelopedForms = pgTable(
  'pre_developed_forms',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    formType: integer('form_type').$type<FormType>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    sportsType: text('sports_type').$type<SportsType>().notNull(),
    ...contentFlags(),
    ...timestamps(),
  },
  (t) => [index('pre_developed_forms_sports_type_idx').on(t.sportsType, t.title)],
);

/** A team's form: a copy of a pre-developed form, or one the team built (custom, dues, donation...). */
export const forms = pgTable(
  'forms',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    /** Public address of the form page. */
    slug: text('slug').notNull(),
    formType: integer('form_type').$type<FormType>().notNull(),
    preDevelopedFormId: text('pre_developed_form_id').references(() => preDevelopedForms.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    /** Who is told of a new submission, besides the team's form recipients (Forms → Emails). */
    notificationEmails: jsonb('notification_emails').$type<string[]>().notNull().default([]),
    /** Store switches for paid forms (dues, registration, donation). */
    isPublic: boolean('is_public').notNull().default(true),
    available: boolean('available').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    ...contentRecordColumns(),
  },
  (t) => [
    index('forms_team_id_idx').on(t.teamId, t.formType),
    index('forms_pre_developed_form_id_idx').on(t.preDevelopedFormId),
    uniqueIndex('forms_team_slug_uq').on(t.teamId, t.slug).where(sql`${t.deleted} = false`),
  ],
);

/** A visitor's answers to a form (spec part 2 §3 "Submitted form"): unread, unreplied at start. */
export const submittedForms = pgTable(
  'submitted_forms',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    formId: text('form_id').references(() => forms.id, { onDelete: 'set null' }),
    formType: integer('form_type').$type<FormType>().notNull(),
    /** The submitter's address(es), from the form's user-email question. */
    emails: jsonb('emails').$type<string[]>().notNull().default([]),
    /** The answers: { id, title, value } per question, as asked at the time. */
    otherOptions: jsonb('other_options').$type<SubmittedFormAnswer[]>().notNull(),
    /** The payment, for a paid form (dues, registration, donation). */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * 'none' for a free form; a priced one is 'pending' while its checkout is open, 'paid' with its
     * order (orderId), 'abandoned' when the checkout expired unpaid.
     */
    paymentStatus: text('payment_status').$type<SubmissionPaymentStatus>().notNull().default('none'),
    /** What the chosen priced choices add up to. */
    amountCents: integer('amount_cents').notNull().default(0),
    /** The confirmation mail sent to the submitter: replies thread under it. */
    confirmationMailId: text('confirmation_mail_id'),
    read: boolean('read').notNull().default(false),
    replied: boolean('replied').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    ...sampleFlagColumn(),
    sportsType: sportsTypeColumn(),
    ...timestamps(),
  },
  (t) => [
    index('submitted_forms_team_id_idx').on(t.teamId, t.timeCreated),
    index('submitted_forms_form_id_idx').on(t.formId),
    index('submitted_forms_order_id_idx').on(t.orderId),
  ],
);
