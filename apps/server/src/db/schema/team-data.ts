import type { TeamExportStatus } from '@sideline/domain';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';
import { teamIdColumn } from './content-columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * "Download everything" requests (docs/decisions/032): the worker claims a queued one, writes the
 * ZIP under `file_key` (a private `files` row of the team once ready) and mails the requester.
 */
export const teamDataExports = pgTable(
  'team_data_exports',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    status: text('status').$type<TeamExportStatus>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    step: text('step').notNull().default(''),
    /** Who asked: the ready mail goes there. */
    requestedByEmail: text('requested_by_email').notNull(),
    requestedAt: at('requested_at').notNull(),
    /** A running export whose worker died is taken again after this; attempts bound the retries. */
    claimedUntil: at('claimed_until'),
    attempts: integer('attempts').notNull().default(0),
    fileKey: text('file_key'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    readyAt: at('ready_at'),
    expiresAt: at('expires_at'),
    ...timestamps(),
  },
  (t) => [
    index('team_data_exports_team_id_idx').on(t.teamId, t.requestedAt),
    index('team_data_exports_status_idx').on(t.status, t.claimedUntil),
    index('team_data_exports_expires_at_idx').on(t.expiresAt),
  ],
);
