import { describe, expect, it } from 'vitest';
import { createTicketKeyPair, signTicketCode } from './ticket-code.ts';
import {
  type CheckInEntry,
  checkInWindow,
  decideScan,
  describePossibleDuplicate,
  describeVerdict,
} from './ticket-scan.ts';

const keys = createTicketKeyPair();
const ticketId = '5d2c9c4b-1b8e-4f8e-8d9f-2b7c0a6e4d31';
const adult = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const first = '0b6f1c1e-7d7a-4e0e-9a51-1f3a9d4f2c10';
const second = '1b6f1c1e-7d7a-4e0e-9a51-1f3a9d4f2c11';
const unlisted = '2b6f1c1e-7d7a-4e0e-9a51-1f3a9d4f2c12';
const start = new Date('2026-11-28T19:00:00Z');
const window = checkInWindow(start, null);
const bundle = {
  ticket: { id: ticketId, name: 'Home vs Rivals', admitsTo: 'Home vs Rivals', venue: 'Rink' },
  publicKey: keys.publicKey,
  validFrom: window.from.toISOString(),
  validUntil: window.until.toISOString(),
  tiers: [{ id: adult, name: 'Adult', sold: 2 }],
  issued: [
    { id: first, tierId: adult, shortCode: '7KQ2MX9DPA', holderName: 'Ada Fan' },
    { id: second, tierId: adult, shortCode: 'B3C4D5E6F7', holderName: 'Ada Fan' },
  ],
  revoked: [second],
  otherEvents: [
    {
      id: '9d2c9c4b-1b8e-4f8e-8d9f-2b7c0a6e4d39',
      name: 'Away at Lakeside',
      startsAt: '2026-12-19T19:30:00Z',
      shortCodes: ['Q8W9E7R6T5'],
    },
  ],
};
const codeOf = (issuedTicketId: string, forTicket = ticketId, secretKey = keys.secretKey) =>
  signTicketCode({ issuedTicketId, ticketId: forTicket, tierId: adult, seed: '00112233aabbccdd' }, secretKey);
const at = new Date('2026-11-28T18:30:00Z');
const decide = (scanned: string, checkIns: CheckInEntry[] = [], now = at) =>
  decideScan({ scanned, bundle, checkIns, now });

describe('decideScan', () => {
  it('admits a genuine code with its tier and holder', () => {
    expect(decide(codeOf(first))).toEqual({
      outcome: 'admitted',
      issuedTicketId: first,
      tierName: 'Adult',
      holderName: 'Ada Fan',
    });
  });

  it('admits a genuine code sold after the list was downloaded (signature alone)', () => {
    expect(decide(codeOf(unlisted)).outcome).toBe('admitted');
  });

  it('admits a typed short code however it is typed, and refuses an unknown one', () => {
    expect(decide('7kq2m-x9dpa').outcome).toBe('admitted');
    expect(decide('7KQ2M-X9DPB').outcome).toBe('unknown');
    expect(decide('nonsense').outcome).toBe('unknown');
  });

  it('says already used, with when and on which device', () => {
    const verdict = decide(codeOf(first), [
      { nonce: 'n'.repeat(16), issuedTicketId: first, at: '2026-11-28T19:02:00Z', deviceName: 'Door 2' },
    ]);
    expect(verdict).toMatchObject({
      outcome: 'already_used',
      at: '2026-11-28T19:02:00Z',
      deviceName: 'Door 2',
    });
    expect(describeVerdict(verdict, 'UTC')).toEqual({
      title: 'Already used',
      detail: 'Checked in at 7:02 PM UTC on Door 2 · Adult · Ada Fan',
    });
  });

  it('refuses a revoked (refunded or cancelled) ticket before anything else about it', () => {
    expect(decide(codeOf(second)).outcome).toBe('revoked');
    expect(decide('B3C4D-5E6F7').outcome).toBe('revoked');
  });

  // Issue 35 §5: a real ticket for another game was called unknown, and a volunteer would turn the
  // paying fan away; the door says which game it is for and when.
  it('names the game another of the team’s tickets is for, scanned or typed, and refuses another team’s code', () => {
    const otherGame = { name: 'Away at Lakeside', startsAt: '2026-12-19T19:30:00Z' };
    const scanned = decide(codeOf(first, '9d2c9c4b-1b8e-4f8e-8d9f-2b7c0a6e4d39'));
    expect(scanned).toEqual({ outcome: 'wrong_event', event: otherGame });
    expect(describeVerdict(scanned, 'America/Chicago')).toEqual({
      title: 'Wrong event',
      detail: 'This ticket is for Away at Lakeside, Sat, Dec 19, 1:30 PM CST',
    });
    expect(decide('q8w9e-7r6t5')).toEqual({ outcome: 'wrong_event', event: otherGame });
    // A genuine code of an event the device does not know of (created after its download).
    const unlistedEvent = decide(codeOf(first, '3d2c9c4b-1b8e-4f8e-8d9f-2b7c0a6e4d30'));
    expect(describeVerdict(unlistedEvent, 'UTC').detail).toBe('This ticket is for another game or event');
    expect(decide(codeOf(first, ticketId, createTicketKeyPair().secretKey)).outcome).toBe('unknown');
  });

  it('refuses outside the check-in window, saying when it opens or closed', () => {
    const early = decide(codeOf(first), [], new Date('2026-11-28T12:00:00Z'));
    expect(early).toEqual({ outcome: 'not_yet_valid', validFrom: '2026-11-28T13:00:00.000Z' });
    expect(describeVerdict(early, 'UTC').detail).toBe('Check-in opens Sat, Nov 28, 1:00 PM UTC');
    // In the team's zone, with its abbreviation, as the site shows the game's time.
    expect(describeVerdict(early, 'America/Chicago').detail).toBe('Check-in opens Sat, Nov 28, 7:00 AM CST');
    expect(decide(codeOf(first), [], new Date('2026-11-29T02:00:00Z')).outcome).toBe('expired');
  });

  it('words a possible duplicate with the other device’s time and name', () => {
    expect(
      describePossibleDuplicate(
        { nonce: 'x', issuedTicketId: first, otherAt: '2026-11-28T19:02:00Z', otherDeviceName: 'Door 2' },
        'UTC',
      ),
    ).toBe('Possible duplicate at 7:02 PM UTC on Door 2');
  });
});
