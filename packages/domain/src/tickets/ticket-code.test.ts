import { describe, expect, it } from 'vitest';
import {
  createShortCode,
  createTicketKeyPair,
  createTicketSeed,
  decodeBase64url,
  encodeBase64url,
  formatShortCode,
  normalizeShortCode,
  signTicketCode,
  verifyTicketCode,
} from './ticket-code.ts';

const payload = {
  issuedTicketId: '0b6f1c1e-7d7a-4e0e-9a51-1f3a9d4f2c10',
  ticketId: '5d2c9c4b-1b8e-4f8e-8d9f-2b7c0a6e4d31',
  tierId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  seed: '0123456789abcdef',
};

describe('signed ticket codes', () => {
  const team = createTicketKeyPair();
  const otherTeam = createTicketKeyPair();

  it('round-trips the payload through a signed code of about 165 characters', () => {
    const code = signTicketCode(payload, team.secretKey);
    expect(code).toMatch(/^ST1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(code.length).toBeLessThan(170);
    expect(verifyTicketCode(code, team.publicKey)).toEqual(payload);
  });

  it('refuses a code verified with another team’s key', () => {
    expect(verifyTicketCode(signTicketCode(payload, otherTeam.secretKey), team.publicKey)).toBeNull();
  });

  it('refuses a tampered payload, a tampered signature and garbage', () => {
    const code = signTicketCode(payload, team.secretKey);
    const [prefix, body, signature] = code.split('.') as [string, string, string];
    const bytes = decodeBase64url(body) as Uint8Array;
    bytes[40] = (bytes[40] ?? 0) ^ 1; // another tier
    expect(verifyTicketCode(`${prefix}.${encodeBase64url(bytes)}.${signature}`, team.publicKey)).toBeNull();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(verifyTicketCode(`${prefix}.${body}.${flipped}`, team.publicKey)).toBeNull();
    expect(verifyTicketCode(`${code}.x`, team.publicKey)).toBeNull();
    expect(verifyTicketCode('ST1.abc.def', team.publicKey)).toBeNull();
    expect(verifyTicketCode('hello', team.publicKey)).toBeNull();
  });

  it('signs deterministically, and a new seed makes a different code', () => {
    expect(signTicketCode(payload, team.secretKey)).toBe(signTicketCode(payload, team.secretKey));
    const reissued = { ...payload, seed: createTicketSeed() };
    expect(signTicketCode(reissued, team.secretKey)).not.toBe(signTicketCode(payload, team.secretKey));
  });

  it('base64url round-trips any length', () => {
    for (let length = 0; length < 70; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + length) & 255);
      expect(decodeBase64url(encodeBase64url(bytes))).toEqual(bytes);
    }
  });
});

describe('short codes', () => {
  it('are 10 Crockford characters, printed in two groups and read back however typed', () => {
    const code = createShortCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const printed = formatShortCode(code);
    expect(printed).toMatch(/^.{5}-.{5}$/);
    expect(normalizeShortCode(printed.toLowerCase())).toBe(code);
    expect(normalizeShortCode(' 7kq2m - x9dpa ')).toBe('7KQ2MX9DPA');
    expect(normalizeShortCode('OIL00-00000')).toBe('01100000000'.slice(0, 10));
    expect(normalizeShortCode('SHORT')).toBeNull();
    expect(normalizeShortCode('UUUUU-UUUUU')).toBeNull();
  });
});
