import * as ed from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';

// Synchronous SHA-512 for Ed25519: verification must also work on a scanner phone opened over
// plain http on a club's LAN, where WebCrypto (crypto.subtle) is not available.
ed.hashes.sha512 = sha512;

/**
 * Signed ticket codes (decision 028), in the style of pretix's signed secrets: the QR carries the
 * payload and an Ed25519 signature by the team's key, so a scanner holding only the team's public
 * key decides offline whether a code is genuine, even for a ticket sold after it downloaded its
 * list. Text form: `ST1.<payload>.<signature>` (base64url), ~165 characters, a version 9 QR.
 */
export const signedCodePrefix = 'ST1';

/** What a code says: the admitted person's ticket, the ticket (event) and tier, a random seed. */
export interface TicketCodePayload {
  issuedTicketId: string;
  ticketId: string;
  tierId: string;
  /** 8 random bytes as 16 hex digits: a reissued ticket gets a new one (and a new id). */
  seed: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const seedPattern = /^[0-9a-f]{16}$/;
const payloadLength = 16 * 3 + 8;

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function uuidToBytes(id: string): Uint8Array {
  if (!uuidPattern.test(id)) throw new Error(`A ticket code needs UUID ids, got "${id}"`);
  return hexToBytes(id.replaceAll('-', ''));
}

function bytesToUuid(bytes: Uint8Array): string {
  const hex = bytesToHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const base64urlAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function encodeBase64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) out += base64urlAlphabet[(n >> (18 - c * 6)) & 63];
  }
  return out;
}

export function decodeBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of text) {
    buffer = (buffer << 6) | base64urlAlphabet.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

function encodePayload(payload: TicketCodePayload): Uint8Array {
  if (!seedPattern.test(payload.seed)) throw new Error('A ticket seed is 16 hex digits');
  const bytes = new Uint8Array(payloadLength);
  bytes.set(uuidToBytes(payload.issuedTicketId), 0);
  bytes.set(uuidToBytes(payload.ticketId), 16);
  bytes.set(uuidToBytes(payload.tierId), 32);
  bytes.set(hexToBytes(payload.seed), 48);
  return bytes;
}

function decodePayload(bytes: Uint8Array): TicketCodePayload {
  return {
    issuedTicketId: bytesToUuid(bytes.subarray(0, 16)),
    ticketId: bytesToUuid(bytes.subarray(16, 32)),
    tierId: bytesToUuid(bytes.subarray(32, 48)),
    seed: bytesToHex(bytes.subarray(48, 56)),
  };
}

/** A new team key pair, base64url (the secret key stays on the server). */
export function createTicketKeyPair(): { publicKey: string; secretKey: string } {
  const secretKey = ed.utils.randomSecretKey();
  return { publicKey: encodeBase64url(ed.getPublicKey(secretKey)), secretKey: encodeBase64url(secretKey) };
}

/** A fresh seed: 8 random bytes as hex. */
export function createTicketSeed(): string {
  return bytesToHex(ed.etc.randomBytes(8));
}

/** The QR text of a ticket, signed with the team's secret key. */
export function signTicketCode(payload: TicketCodePayload, secretKey: string): string {
  const key = decodeBase64url(secretKey);
  if (!key || key.length !== 32) throw new Error('A ticket signing key is 32 bytes, base64url');
  const bytes = encodePayload(payload);
  return `${signedCodePrefix}.${encodeBase64url(bytes)}.${encodeBase64url(ed.sign(bytes, key))}`;
}

/** Whether text looks like a signed code at all (else a scanner treats it as a short code). */
export function isSignedTicketCode(text: string): boolean {
  return text.trim().startsWith(`${signedCodePrefix}.`);
}

/** The payload of a genuine code signed by the key behind `publicKey`; null for anything else. */
export function verifyTicketCode(text: string, publicKey: string): TicketCodePayload | null {
  const [prefix, payloadText, signatureText, ...rest] = text.trim().split('.');
  if (prefix !== signedCodePrefix || rest.length > 0 || !payloadText || !signatureText) return null;
  const payload = decodeBase64url(payloadText);
  const signature = decodeBase64url(signatureText);
  const key = decodeBase64url(publicKey);
  if (payload?.length !== payloadLength || signature?.length !== 64 || key?.length !== 32) return null;
  try {
    return ed.verify(signature, payload, key) ? decodePayload(payload) : null;
  } catch {
    return null;
  }
}

/** Crockford's base32: no I, L, O, U, so a code read aloud or typed is not mistaken. */
const shortCodeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const shortCodeLength = 10;

/** A random code a person types at /portal/readticket ("7KQ2M-X9DPA"), 50 bits. */
export function createShortCode(): string {
  const bytes = ed.etc.randomBytes(shortCodeLength);
  return Array.from(bytes, (b) => shortCodeAlphabet[b & 31]).join('');
}

/** The short code as printed: two groups of five. */
export function formatShortCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What a person typed, as stored: upper case, no spaces or dashes, O→0, I/L→1; null if not a code. */
export function normalizeShortCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replaceAll('O', '0').replace(/[IL]/g, '1');
  if (code.length !== shortCodeLength) return null;
  return [...code].every((char) => shortCodeAlphabet.includes(char)) ? code : null;
}
