import { z } from 'zod';
import { getZonedFormatter } from '../rules/zoned-formatters.ts';
import { isSignedTicketCode, normalizeShortCode, verifyTicketCode } from './ticket-code.ts';

/**
 * Check-in at the door (decision 028): what a scanner device keeps (the bundle), how it decides a
 * scan on its own at once, and the queue it syncs. The server and the device run the same rules.
 */

/** Check-in opens this long before the start and closes this long after the end (or the start). */
export const checkInWindowHours = { before: 6, after: 6 } as const;

/** The window a ticket admits in: [start − 6 h, (end or start) + 6 h]. */
export function checkInWindow(timeOfEvent: Date, endTimeOfEvent: Date | null): { from: Date; until: Date } {
  const hour = 3_600_000;
  return {
    from: new Date(timeOfEvent.getTime() - checkInWindowHours.before * hour),
    until: new Date((endTimeOfEvent ?? timeOfEvent).getTime() + checkInWindowHours.after * hour),
  };
}

const issuedEntrySchema = z.object({
  id: z.string(),
  tierId: z.string(),
  shortCode: z.string(),
  holderName: z.string(),
});

export const checkInEntrySchema = z.object({
  nonce: z.string(),
  issuedTicketId: z.string(),
  /** When the device decided it (the device's clock). */
  at: z.string(),
  deviceName: z.string(),
});
export type CheckInEntry = z.output<typeof checkInEntrySchema>;

export const possibleDuplicateSchema = z.object({
  /** This device's check-in that another device also admitted. */
  nonce: z.string(),
  issuedTicketId: z.string(),
  otherAt: z.string(),
  otherDeviceName: z.string(),
});
export type PossibleDuplicate = z.output<typeof possibleDuplicateSchema>;

/**
 * Another game or event of the team and the short codes of its valid tickets: a ticket for it is
 * named at the door ("This ticket is for … on …"), not called unknown (issue 35 §5). No holder names.
 */
const otherEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  startsAt: z.string().nullable(),
  shortCodes: z.array(z.string()),
});
export type DoorOtherEvent = z.output<typeof otherEventSchema>;

/**
 * GET /api/scanner/:ticketId/bundle and the answer of every sync: everything a device needs to
 * decide scans with no signal. `checkIns` are the admitted, not undone check-ins of all devices.
 */
export const scannerBundleSchema = z.object({
  ticket: z.object({ id: z.string(), name: z.string(), admitsTo: z.string(), venue: z.string() }),
  timeZone: z.string(),
  publicKey: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  tiers: z.array(z.object({ id: z.string(), name: z.string(), sold: z.number().int() })),
  issued: z.array(issuedEntrySchema),
  /** Issued tickets revoked (refund, cancellation, reissue): never admitted. */
  revoked: z.array(z.string()),
  checkIns: z.array(checkInEntrySchema),
  /** The team's other games and events (a device's bundle from before they were sent has none). */
  otherEvents: z.array(otherEventSchema).default([]),
  /** Check-ins of the asking device that another device admitted too. */
  possibleDuplicates: z.array(possibleDuplicateSchema),
  serverTime: z.string(),
});
export type ScannerBundle = z.output<typeof scannerBundleSchema>;

/** One queued scan result: a check-in, or the undo of an earlier one (by its nonce). */
export const queuedScanSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('check_in'),
    nonce: z.string().trim().min(16).max(64),
    issuedTicketId: z.string().trim().min(1).max(100),
    at: z.iso.datetime({ offset: true }),
  }),
  z.object({
    kind: z.literal('undo'),
    nonce: z.string().trim().min(16).max(64),
    undoes: z.string().trim().min(16).max(64),
    at: z.iso.datetime({ offset: true }),
  }),
]);
export type QueuedScan = z.output<typeof queuedScanSchema>;

/** POST /api/scanner/:ticketId/sync: a device's queue, in any order, any number of times. */
export const scannerSyncSchema = z.object({
  deviceId: z.string().trim().min(1).max(100),
  scans: z.array(queuedScanSchema).max(1000),
});
export type ScannerSync = z.output<typeof scannerSyncSchema>;

export const scanDeviceInputSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a name for this device, such as Door 1').max(40),
});
export const scanDeviceSchema = z.object({ id: z.string(), name: z.string() });
export type ScanDevice = z.output<typeof scanDeviceSchema>;

/** A scan's outcome (pretix's reason codes, in words by {@link describeVerdict}). */
export type ScanVerdict =
  | { outcome: 'admitted'; issuedTicketId: string; tierName: string; holderName: string }
  | {
      outcome: 'already_used';
      issuedTicketId: string;
      tierName: string;
      holderName: string;
      at: string;
      deviceName: string;
    }
  | { outcome: 'revoked'; issuedTicketId: string; tierName: string; holderName: string }
  | { outcome: 'not_yet_valid'; validFrom: string }
  | { outcome: 'expired'; validUntil: string }
  | { outcome: 'wrong_event'; event: { name: string; startsAt: string | null } | null }
  | { outcome: 'unknown' };

export type ScanOutcome = ScanVerdict['outcome'];

/**
 * Decides a scan on the device with what it holds (the bundle plus its own queued check-ins,
 * newest last): a signed QR is checked against the team's public key, a typed short code against
 * the ticket list. The order of the checks is pretix's: genuine, this event, revoked, in time,
 * already used.
 */
export function decideScan(input: {
  scanned: string;
  bundle: Pick<
    ScannerBundle,
    'ticket' | 'publicKey' | 'validFrom' | 'validUntil' | 'tiers' | 'issued' | 'revoked' | 'otherEvents'
  >;
  checkIns: readonly CheckInEntry[];
  now: Date;
}): ScanVerdict {
  const { bundle } = input;
  let issuedTicketId: string;
  let tierId: string;
  const wrongEvent = (event: DoorOtherEvent | undefined): ScanVerdict => ({
    outcome: 'wrong_event',
    event: event ? { name: event.name, startsAt: event.startsAt } : null,
  });
  if (isSignedTicketCode(input.scanned)) {
    // Any key but this team's fails here: another team's code is unknown, not "wrong event".
    const payload = verifyTicketCode(input.scanned, bundle.publicKey);
    if (!payload) return { outcome: 'unknown' };
    if (payload.ticketId !== bundle.ticket.id)
      return wrongEvent(bundle.otherEvents.find((event) => event.id === payload.ticketId));
    issuedTicketId = payload.issuedTicketId;
    tierId = payload.tierId;
  } else {
    const code = normalizeShortCode(input.scanned);
    const entry = code ? bundle.issued.find((issued) => issued.shortCode === code) : undefined;
    if (!entry) {
      const other = code ? bundle.otherEvents.find((event) => event.shortCodes.includes(code)) : undefined;
      return other ? wrongEvent(other) : { outcome: 'unknown' };
    }
    issuedTicketId = entry.id;
    tierId = entry.tierId;
  }
  const tierName = bundle.tiers.find((tier) => tier.id === tierId)?.name ?? '';
  const holderName = bundle.issued.find((issued) => issued.id === issuedTicketId)?.holderName ?? '';
  const person = { issuedTicketId, tierName, holderName };
  if (bundle.revoked.includes(issuedTicketId)) return { outcome: 'revoked', ...person };
  if (input.now < new Date(bundle.validFrom))
    return { outcome: 'not_yet_valid', validFrom: bundle.validFrom };
  if (input.now > new Date(bundle.validUntil)) return { outcome: 'expired', validUntil: bundle.validUntil };
  const used = input.checkIns.find((checkIn) => checkIn.issuedTicketId === issuedTicketId);
  if (used) return { outcome: 'already_used', ...person, at: used.at, deviceName: used.deviceName };
  return { outcome: 'admitted', ...person };
}

/** "7:02 PM EST" in the team's zone, as the site shows times. */
export function formatDoorTime(iso: string, timeZone: string): string {
  return getZonedFormatter(timeZone, 'time').format(new Date(iso));
}

/** "Sat, Nov 28, 6:00 PM EST" in the team's zone. */
function formatDoorDateTime(iso: string, timeZone: string): string {
  return getZonedFormatter(timeZone, 'weekdayDateTime').format(new Date(iso));
}

/** The big words of a verdict, and the line under them. */
export function describeVerdict(verdict: ScanVerdict, timeZone: string): { title: string; detail: string } {
  const who = (v: { tierName: string; holderName: string }) =>
    [v.tierName, v.holderName].filter(Boolean).join(' · ');
  switch (verdict.outcome) {
    case 'admitted':
      return { title: 'Admitted', detail: who(verdict) };
    case 'already_used':
      return {
        title: 'Already used',
        detail: `Checked in at ${formatDoorTime(verdict.at, timeZone)} on ${verdict.deviceName}${who(verdict) ? ` · ${who(verdict)}` : ''}`,
      };
    case 'revoked':
      return { title: 'Refunded or cancelled', detail: who(verdict) || 'This ticket is no longer valid' };
    case 'not_yet_valid':
      return {
        title: 'Not valid yet',
        detail: `Check-in opens ${formatDoorDateTime(verdict.validFrom, timeZone)}`,
      };
    case 'expired':
      return {
        title: 'No longer valid',
        detail: `Check-in closed ${formatDoorDateTime(verdict.validUntil, timeZone)}`,
      };
    case 'wrong_event': {
      const { event } = verdict;
      if (!event) return { title: 'Wrong event', detail: 'This ticket is for another game or event' };
      const when = event.startsAt ? `, ${formatDoorDateTime(event.startsAt, timeZone)}` : '';
      return { title: 'Wrong event', detail: `This ticket is for ${event.name}${when}` };
    }
    case 'unknown':
      return { title: 'Unknown ticket', detail: 'This code is not one of this team’s tickets' };
  }
}

/** "Possible duplicate at 7:02 PM EST on Door 2". */
export function describePossibleDuplicate(duplicate: PossibleDuplicate, timeZone: string): string {
  return `Possible duplicate at ${formatDoorTime(duplicate.otherAt, timeZone)} on ${duplicate.otherDeviceName}`;
}
