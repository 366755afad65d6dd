import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';
import { teamIdColumn } from './content-columns.ts';
import { issuedTickets, tickets } from './store.ts';
import { teams } from './teams.ts';

/**
 * A team's Ed25519 key pair for signed ticket codes (decision 028). The secret key never leaves
 * the server; scanners receive the public key in their bundle.
 */
export const ticketSigningKeys = pgTable('ticket_signing_keys', {
  teamId: text('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  publicKey: text('public_key').notNull(),
  secretKey: text('secret_key').notNull(),
  ...timestamps(),
});

/** A named scanner at the door of one ticket's event ("Door 1"). */
export const scanDevices = pgTable(
  'scan_devices',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('scan_devices_team_id_idx').on(t.teamId),
    uniqueIndex('scan_devices_ticket_name_uq').on(t.ticketId, t.name),
  ],
);

/**
 * One admission decided on a device, recorded once per nonce whenever its queue syncs (offline
 * scans arrive late, twice or out of order). An undo is recorded by its own nonce on the row it
 * undoes. Two live admissions of one issued ticket are a possible duplicate, shown on both devices.
 */
export const ticketCheckIns = pgTable(
  'ticket_check_ins',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    issuedTicketId: text('issued_ticket_id')
      .notNull()
      .references(() => issuedTickets.id, { onDelete: 'cascade' }),
    deviceId: text('device_id')
      .notNull()
      .references(() => scanDevices.id, { onDelete: 'cascade' }),
    /** The device's random id of this scan: the same scan synced again is the same row. */
    nonce: text('nonce').notNull(),
    /** When the device admitted (its clock). */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoNonce: text('undo_nonce'),
    ...timestamps(),
  },
  (t) => [
    index('ticket_check_ins_team_ticket_idx').on(t.teamId, t.ticketId),
    index('ticket_check_ins_issued_ticket_idx').on(t.issuedTicketId),
    index('ticket_check_ins_device_idx').on(t.deviceId),
    uniqueIndex('ticket_check_ins_nonce_uq').on(t.ticketId, t.nonce),
    uniqueIndex('ticket_check_ins_undo_nonce_uq').on(t.ticketId, t.undoNonce),
  ],
);

/**
 * A scan-only access to one ticket's door for volunteers (issue 23): a link token and a 6-digit
 * PIN, both kept only as hashes. It opens sessions that reach nothing but that ticket's scanner
 * API; it ends when revoked, when it expires (after the event), or after too many wrong PINs.
 */
export const scanAccesses = pgTable(
  'scan_accesses',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** SHA-256 of the link's token (hex). */
    tokenHash: text('token_hash').notNull(),
    /** scrypt of the PIN with its salt: `salt:hash` (hex). */
    pinHash: text('pin_hash').notNull(),
    failedPins: integer('failed_pins').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('scan_accesses_team_ticket_idx').on(t.teamId, t.ticketId),
    uniqueIndex('scan_accesses_token_hash_uq').on(t.tokenHash),
  ],
);

/** A volunteer's phone signed in to a scan access with its PIN (the cookie holds the token). */
export const scanAccessSessions = pgTable(
  'scan_access_sessions',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    accessId: text('access_id')
      .notNull()
      .references(() => scanAccesses.id, { onDelete: 'cascade' }),
    /** SHA-256 of the session cookie's token (hex). */
    tokenHash: text('token_hash').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('scan_access_sessions_team_id_idx').on(t.teamId),
    index('scan_access_sessions_access_id_idx').on(t.accessId),
    uniqueIndex('scan_access_sessions_token_hash_uq').on(t.tokenHash),
  ],
);
