import { and, asc, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { files, fileWrites } from '../db/schema/platform.ts';
import type { FileStorage } from './storage.ts';

/**
 * Every file is stored before the transaction that records it commits (a failed transaction
 * deletes what it stored). A process killed in between — kill -9, a crash, a lost machine — would
 * leave bytes no `files` row knows: an orphan nobody can see or delete. The journal closes that
 * gap: `put` first commits the key to `file_writes`, then stores the bytes; the worker's sweep
 * takes keys older than {@link fileWriteGraceMs}, deletes the bytes of those without a `files` row,
 * and forgets the rest. A put still running cannot be swept: the grace is far longer than any
 * request.
 */
export function journaledFileStorage(storage: FileStorage, db: Db): FileStorage {
  return {
    ...storage,
    async put(key, data, contentType) {
      await db.insert(fileWrites).values({ key }).onConflictDoNothing();
      await storage.put(key, data, contentType);
    },
  };
}

/** How old a journalled write must be before the sweep judges it. */
export const fileWriteGraceMs = 60 * 60_000;
const sweepBatch = 500;

/** The worker's task: bytes of writes that never got their `files` row go; the journal is trimmed. */
export async function sweepFileWrites(deps: { db: Db; storage: FileStorage; now?: Date }) {
  const before = new Date((deps.now ?? new Date()).getTime() - fileWriteGraceMs);
  const due = await deps.db
    .select({ key: fileWrites.key })
    .from(fileWrites)
    .where(lt(fileWrites.startedAt, before))
    .orderBy(asc(fileWrites.startedAt))
    .limit(sweepBatch);
  const dueKeys = due.map((write) => write.key);
  const recorded = dueKeys.length
    ? new Set(
        (await deps.db.select({ key: files.key }).from(files).where(inArray(files.key, dueKeys))).map(
          (row) => row.key,
        ),
      )
    : new Set<string>();
  const orphans = dueKeys.filter((key) => !recorded.has(key));
  await Promise.all(orphans.map((key) => deps.storage.delete(key)));
  if (due.length) {
    await deps.db
      .delete(fileWrites)
      .where(and(inArray(fileWrites.key, dueKeys), lt(fileWrites.startedAt, before)));
  }
  return { removed: orphans, forgotten: due.length - orphans.length };
}
