import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import {
  checkInWindow,
  type DoorSession,
  type ScanAccess,
  type ScanAccessCreated,
  type ScanAccessOpen,
  scanMessages,
  ticketMessages,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import { createTeamScope, type TeamScope } from '../../platform/tenant-scope.ts';
import {
  createScanAccessLookups,
  createScanAccessRepository,
  type ScanAccessRow,
} from './scan-access.repository.ts';
import { createTicketsRepository } from './tickets.repository.ts';
import type { TicketsService } from './tickets.service.ts';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** Wrong PINs an access takes before it locks: a 6-digit PIN cannot be guessed in five tries. */
export const scanAccessMaxFailedPins = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');

async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${(await scryptAsync(pin, salt, 32)).toString('hex')}`;
}

async function isPinCorrect(pin: string, stored: string): Promise<boolean> {
  const [salt = '', hash = ''] = stored.split(':');
  const expected = Buffer.from(hash, 'hex');
  const actual = await scryptAsync(pin, Buffer.from(salt, 'hex'), 32);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** What a volunteer's session may reach: one team's one ticket. */
export interface DoorScope {
  scope: TeamScope;
  ticketId: string;
  access: ScanAccessRow;
}

/**
 * Scan-only door access (issue 23): the admin makes a link + PIN per event; a volunteer's phone
 * opens it with the PIN and gets a session that reaches only that ticket's bundle, devices and
 * sync. It ends when revoked, when it expires (the end of the check-in window), or when locked
 * after too many wrong PINs.
 */
export function createScanAccessService(deps: { db: Db; tickets: TicketsService; now: () => Date }) {
  const lookups = createScanAccessLookups(deps.db);

  const statusOf = (row: ScanAccessRow): ScanAccess['status'] => {
    if (row.revokedAt) return 'revoked';
    if (row.failedPins >= scanAccessMaxFailedPins) return 'locked';
    if (row.expiresAt <= deps.now()) return 'expired';
    return 'active';
  };
  const toAccess = (row: ScanAccessRow): ScanAccess => ({
    id: row.id,
    label: row.label,
    status: statusOf(row),
    expiresAt: row.expiresAt.toISOString(),
    timeCreated: row.timeCreated.toISOString(),
  });

  /** The ticket (live, this team's), or not found. */
  async function ticketOf(scope: TeamScope, ticketId: string) {
    const row = await createTicketsRepository(deps.db, scope).findById(ticketId);
    if (!row) throw new AppError('not_found', ticketMessages.notFound);
    return row;
  }

  /** Why an access cannot be used now, or null. */
  const refusalOf = (row: ScanAccessRow): string | null => {
    const status = statusOf(row);
    if (status === 'revoked') return scanMessages.accessRevoked;
    if (status === 'expired') return scanMessages.accessExpired;
    if (status === 'locked') return scanMessages.accessLocked;
    return null;
  };

  return {
    async list(scope: TeamScope, ticketId: string): Promise<ScanAccess[]> {
      await ticketOf(scope, ticketId);
      return (await createScanAccessRepository(deps.db, scope).listOfTicket(ticketId)).map(toAccess);
    },

    /** A new access; its token and PIN are answered this once and kept only as hashes. */
    async create(scope: TeamScope, ticketId: string, label: string): Promise<ScanAccessCreated> {
      const ticket = await ticketOf(scope, ticketId);
      const window = checkInWindow(ticket.timeOfEvent ?? ticket.timeCreated, ticket.endTimeOfEvent);
      const token = newToken();
      const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const row = await createScanAccessRepository(deps.db, scope).insert({
        ticketId,
        label,
        tokenHash: sha256(token),
        pinHash: await hashPin(pin),
        expiresAt: window.until,
      });
      return { access: toAccess(row), token, pin };
    },

    async revoke(scope: TeamScope, ticketId: string, accessId: string): Promise<void> {
      const revoked = await createScanAccessRepository(deps.db, scope).revoke(ticketId, accessId, deps.now());
      if (!revoked) throw new AppError('not_found', scanMessages.accessInvalid);
    },

    /** The volunteer types the PIN: answers a session token for the cookie. */
    async open(input: ScanAccessOpen): Promise<{ sessionToken: string; session: DoorSession }> {
      const row = await lookups.findAccessByTokenHashAcrossTeams(sha256(input.token));
      if (!row) throw new AppError('not_found', scanMessages.accessInvalid);
      const refusal = refusalOf(row);
      if (refusal) throw new AppError('forbidden', refusal);
      const scope = createTeamScope(row.teamId);
      const repository = createScanAccessRepository(deps.db, scope);
      const attempts = await repository.reservePinAttempt(row.id, scanAccessMaxFailedPins);
      if (attempts === null) throw new AppError('forbidden', scanMessages.accessLocked);
      if (!(await isPinCorrect(input.pin, row.pinHash))) {
        throw invalidField(
          'pin',
          attempts >= scanAccessMaxFailedPins ? scanMessages.accessLocked : scanMessages.wrongPin,
        );
      }
      await repository.releasePinAttempt(row.id);
      const sessionToken = newToken();
      await repository.insertSession(row.id, sha256(sessionToken));
      return { sessionToken, session: await this.describe({ scope, ticketId: row.ticketId, access: row }) };
    },

    /** The door a session cookie opens, or a refusal (signed out, revoked, expired). */
    async doorOf(sessionToken: string | undefined): Promise<DoorScope> {
      const row = sessionToken ? await lookups.findSessionAccessAcrossTeams(sha256(sessionToken)) : undefined;
      if (!row) throw new AppError('unauthorized', scanMessages.doorSignedOut);
      const refusal = refusalOf(row);
      if (refusal) throw new AppError('forbidden', refusal);
      return { scope: createTeamScope(row.teamId), ticketId: row.ticketId, access: row };
    },

    async describe(door: DoorScope): Promise<DoorSession> {
      const ticket = await deps.tickets.get(door.scope, door.ticketId);
      return {
        ticketId: ticket.id,
        label: door.access.label,
        admitsTo: ticket.admitsTo,
        expiresAt: door.access.expiresAt.toISOString(),
      };
    },
  };
}

export type ScanAccessService = ReturnType<typeof createScanAccessService>;
