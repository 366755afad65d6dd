import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, fileWrites } from '../db/schema/platform.ts';
import { signUp } from '../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { fileWriteGraceMs, journaledFileStorage, sweepFileWrites } from './file-write-journal.ts';
import { createMemoryFileStorage, newTeamFileKey } from './storage.ts';

describe('the file-write journal and its sweep', () => {
  let ctx: TestContext;
  let teamId: string;
  const bytes = createMemoryFileStorage();

  beforeAll(async () => {
    ctx = await createTestApp({}, { storage: bytes });
    teamId = (await signUp(ctx.app)).session.team.id;
  }, 180_000);
  afterAll(() => ctx.close(), 60_000);

  it('removes, after the grace period, only the bytes whose files row never committed, and empties the journal', async () => {
    const db = ctx.database.db;
    const storage = journaledFileStorage(bytes, db);
    const recorded = newTeamFileKey(teamId, '.jpg');
    const interrupted = newTeamFileKey(teamId, '.jpg');
    for (const key of [recorded, interrupted]) await storage.put(key, Buffer.from(key), 'image/jpeg');
    // The recorded one's transaction committed; the interrupted one's process died before it.
    await db.insert(files).values({ teamId, key: recorded, contentType: 'image/jpeg', size: 1 });
    const journal = () =>
      db
        .select({ key: fileWrites.key })
        .from(fileWrites)
        .where(inArray(fileWrites.key, [recorded, interrupted]));
    expect((await journal()).map((row) => row.key).sort()).toEqual([recorded, interrupted].sort());

    // Within the grace a write may still be in flight: nothing is judged.
    expect(await sweepFileWrites({ db, storage: bytes })).toEqual({ removed: [], forgotten: 0 });
    expect(bytes.keys()).toEqual(expect.arrayContaining([recorded, interrupted]));

    const later = new Date(Date.now() + fileWriteGraceMs + 1000);
    const swept = await sweepFileWrites({ db, storage: bytes, now: later });
    expect(swept.removed).toEqual([interrupted]);
    expect(bytes.keys()).toContain(recorded);
    expect(bytes.keys()).not.toContain(interrupted);
    expect(await journal()).toEqual([]);
  });
});
