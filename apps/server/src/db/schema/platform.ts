import type { SportsType } from '@sideline/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';
import { teams } from './teams.ts';

/** The `files.metadata` entry of a file held for a form post's confirmation (form-submissions). */
export const heldFileMetadataKey = 'heldForConfirmation';

/** Mail outbox (spec "Mail record"), written in the transaction of the change that causes it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    reference: text('reference').notNull().default(''),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'set null' }),
    teamReference: text('team_reference').notNull().default(''),
    from: text('from').notNull(),
    to: jsonb('to').$type<string[]>().notNull(),
    cc: jsonb('cc').$type<string[]>().notNull().default([]),
    bcc: jsonb('bcc').$type<string[]>().notNull().default([]),
    replyTo: text('reply_to'),
    /** The outbox mail this one answers: the message threads under it (In-Reply-To, References). */
    inReplyTo: text('in_reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    templateId: text('template_id').notNull(),
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    personalization: jsonb('personalization').$type<Record<string, string>>().notNull().default({}),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    sportsType: text('sports_type').$type<SportsType>().notNull().default('NONE'),
    /** pending | sending (claimed by a worker until next_attempt_at) | sent | failed (out of attempts) | held (a private demo's, never delivered). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_team_idx').on(t.teamId),
  ],
);

/** Every stored file (uploads, seeded photos, generated PDFs); bytes live in the storage adapter. */
export const files = pgTable(
  'files',
  {
    id: idColumn(),
    /** The owning team: every file has one. */
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    /** Files published content uses are public; all others need the owning team's session. */
    isPublic: boolean('is_public').notNull().default(false),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Upload metadata (spec part 1 §7): id, title, teamId, teamName, organizationId, organizationName. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    index('files_team_id_idx').on(t.teamId),
    // The worker's sweep of files held for a form post's confirmation, across teams
    // (form-submissions.repository.ts): only held files are in it, so it stays tiny however many
    // files the teams have. The sweep's condition must name the key as this literal to use it.
    index('files_held_time_created_idx')
      .on(t.timeCreated)
      .where(sql`${t.metadata} ? ${sql.raw(`'${heldFileMetadataKey}'`)}`),
  ],
);

/**
 * Storage writes not yet known to be recorded: a key is written here (committed on its own) before
 * its bytes are stored, so a process killed between storing the bytes and committing the `files`
 * row leaves a trace. The worker removes the bytes of keys that never got their `files` row
 * (platform/file-write-journal.ts, docs/decisions/033).
 */
export const fileWrites = pgTable(
  'file_writes',
  {
    key: text('key').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('file_writes_started_at_idx').on(t.startedAt)],
);

/** Fixed-window counters for rate limits, shared by every web instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
  /** When the counter's window has ended and the row may be purged (windows differ per limit). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages sent through the marketing site's contact page. */
export const contactMessages = pgTable('contact_messages', {
  id: idColumn(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  teamName: text('team_name').notNull().default(''),
  message: text('message').notNull(),
  ...timestamps(),
});
