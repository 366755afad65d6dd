import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword as verifyBetterAuthHash } from 'better-auth/crypto';

/**
 * Password hashes: scrypt as better-auth does it (block size 16, one lane, 64-byte key, NFKC),
 * with the cost N = 2^cost set by PASSWORD_HASH_COST. The cost is written into each hash
 * (`scrypt:<cost>:<salt>:<key>`), so raising it later leaves older passwords valid; hashes in
 * better-auth's own form (`<salt>:<key>`, cost 14) are still accepted.
 */

/** better-auth's cost (N = 16384, 32 MB per hash); production may not go below it. */
export const defaultPasswordHashCost = 14;
/** N = 2^20 needs 2 GB per hash: anything above it is a typo. */
export const maximumPasswordHashCost = 20;

const blockSize = 16;
const parallelism = 1;
const keyBytes = 64;

function deriveKey(password: string, salt: string, cost: number): Promise<Buffer> {
  const N = 2 ** cost;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyBytes,
      { N, r: blockSize, p: parallelism, maxmem: 256 * N * blockSize },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** better-auth's `emailAndPassword.password` pair at the given cost. */
export function createPasswordHashing(cost: number) {
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString('hex');
      const key = await deriveKey(password, salt, cost);
      return `scrypt:${cost}:${salt}:${key.toString('hex')}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const parts = hash.split(':');
      if (parts.length === 2) return verifyBetterAuthHash({ hash, password });
      const [scheme, storedCost, salt, key] = parts;
      const hashCost = Number(storedCost);
      if (
        parts.length !== 4 ||
        scheme !== 'scrypt' ||
        !Number.isInteger(hashCost) ||
        hashCost < 1 ||
        hashCost > maximumPasswordHashCost ||
        !salt ||
        !key
      ) {
        throw new Error('Unrecognized password hash: expected scrypt:<cost>:<salt>:<key> or <salt>:<key>');
      }
      const expected = Buffer.from(key, 'hex');
      const actual = await deriveKey(password, salt, hashCost);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
