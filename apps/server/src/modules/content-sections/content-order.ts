import { contentOrderMessages, isSameIdSet, rankByPosition } from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';

/** What a section's repository offers for ordering: its live rows in list order, and new places. */
type OrderableRepository = {
  listRows(): Promise<readonly { id: string }[]>;
  setOrder(ranks: readonly { id: string; order: number }[]): Promise<void>;
};

/**
 * Spec part 2 §4, §7 "batch order update": renumbers a section's live rows by list position (first
 * place highest), the stale check and every new place in one transaction. Ids that are not exactly
 * the live rows answer AppError('conflict', contentOrderMessages.stale).
 */
export async function saveContentOrder(
  db: Db,
  repositoryOf: (tx: DbOrTx) => OrderableRepository,
  ids: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const repository = repositoryOf(tx);
    const live = await repository.listRows();
    if (
      !isSameIdSet(
        ids,
        live.map((row) => row.id),
      )
    ) {
      throw new AppError('conflict', contentOrderMessages.stale);
    }
    await repository.setOrder(rankByPosition(ids));
  });
}
