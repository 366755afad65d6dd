import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { removeExpiredHeldFiles } from './form-submissions.repository.ts';

/**
 * The hidden field of the confirmation page that names a file the server holds for a too-fast
 * post (`held-{question id}`), so the person need not choose it again.
 */
export const heldFileFieldPrefix = 'held-';

/** How long a held file waits for its confirmation before the worker removes it. */
export const heldFileLifetimeMs = 24 * 60 * 60_000;

/**
 * Seals for held files: the storage key signed with the team, so a post can name only a file held
 * for that team, never another file's key.
 */
export function createHeldFileSeals(secret: string) {
  const sign = (teamId: string, key: string) =>
    createHmac('sha256', secret).update(`held-file:${teamId}:${key}`).digest('base64url').slice(0, 22);
  return {
    seal: (teamId: string, key: string): string => `${key}~${sign(teamId, key)}`,
    /** The key a seal names, or null when it was not made for this team. */
    open(teamId: string, sealed: string | undefined): string | null {
      const at = sealed?.lastIndexOf('~') ?? -1;
      if (!sealed || at <= 0) return null;
      const key = sealed.slice(0, at);
      const expected = Buffer.from(sign(teamId, key));
      const given = Buffer.from(sealed.slice(at + 1));
      return expected.length === given.length && timingSafeEqual(expected, given) ? key : null;
    },
  };
}

export type HeldFileSeals = ReturnType<typeof createHeldFileSeals>;

/** The worker's task: held files whose confirmation never came go, rows and bytes. */
export async function removeAbandonedHeldFiles(deps: { db: DbOrTx; storage: FileStorage; now?: Date }) {
  const now = deps.now ?? new Date();
  const keys = await removeExpiredHeldFiles(deps.db, new Date(now.getTime() - heldFileLifetimeMs));
  await Promise.all(keys.map((key) => deps.storage.delete(key)));
  return keys;
}
