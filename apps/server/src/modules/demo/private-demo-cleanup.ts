import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage.ts';
import {
  deletePrivateDemoRows,
  findFileKeysOfTeams,
  lockExpiredPrivateDemos,
} from './private-demos.repository.ts';

/** How many expired demos one cleanup transaction takes apart. */
export const privateDemoCleanupBatchSize = 25;

/**
 * The worker's private-demo cleanup: deletes every expired private demo with all it owns (rows in
 * every tenant table, its owner and sessions, outbox rows, stored files), a batch per transaction.
 * Files are removed before the batch commits: if the commit fails, the next round finds the same
 * demos again, and removing a missing file is not an error.
 */
export function createPrivateDemoCleanup(deps: { db: Db; storage: FileStorage; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Removes all demos expired by now; resolves with how many. */
    async removeExpired(): Promise<number> {
      let removed = 0;
      for (;;) {
        const batch = await deps.db.transaction(async (tx) => {
          const demos = await lockExpiredPrivateDemos(tx, now(), privateDemoCleanupBatchSize);
          if (!demos.length) return 0;
          const keys = await findFileKeysOfTeams(
            tx,
            demos.map((d) => d.teamId),
          );
          await deletePrivateDemoRows(tx, demos);
          await Promise.all(keys.map((key) => deps.storage.delete(key)));
          return demos.length;
        });
        removed += batch;
        if (batch < privateDemoCleanupBatchSize) return removed;
      }
    },
  };
}
