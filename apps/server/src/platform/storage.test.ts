import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema/platform.ts';
import { signUp } from '../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createLocalFileStorage, createMemoryFileStorage, type FileStorage } from './storage.ts';

describe.each([
  [
    'local folder',
    async () => createLocalFileStorage(await mkdtemp(path.join(os.tmpdir(), 'sideline-files-'))),
  ],
  ['memory', async () => createMemoryFileStorage()],
] as const)('%s file storage', (_name, create) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await create();
  });

  it('puts, gets and deletes by key', async () => {
    await storage.put('teams/t1/photos/p1.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const stored = await storage.get('teams/t1/photos/p1.jpg');
    expect(stored?.data.toString()).toBe('jpeg bytes');
    expect(stored?.contentType).toBe('image/jpeg');
    await storage.delete('teams/t1/photos/p1.jpg');
    expect(await storage.get('teams/t1/photos/p1.jpg')).toBeNull();
    await storage.delete('teams/t1/photos/p1.jpg');
  });

  it('rejects keys that leave the storage root', async () => {
    await expect(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    await expect(storage.get('teams/../../etc/passwd')).rejects.toThrow();
    await expect(storage.get('/etc/passwd')).rejects.toThrow();
  });
});

describe('GET /files/*', () => {
  let ctx: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sideline-data-'));
    ctx = await createTestApp({}, { storage: createLocalFileStorage(path.join(dataDir, 'files')) });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("serves a seeded team's photos and answers 404 for unknown or invalid keys", async () => {
    const { session } = await signUp(ctx.app);
    const rows = await ctx.database.db.select().from(files).where(eq(files.teamId, session.team.id));
    expect(rows.length).toBeGreaterThan(0);
    const res = await ctx.app.inject({ method: 'GET', url: `/files/${rows[0].key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.length).toBe(rows[0].size);
    expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    expect((await ctx.app.inject({ method: 'GET', url: '/files/teams/none/x.jpg' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/files/teams/bad%20key.jpg' })).statusCode).toBe(404);
    // Dot segments never reach the storage (the router resolves them away or the key is refused).
    const traversal = await ctx.app.inject({ method: 'GET', url: '/files/teams/%2e%2e/%2e%2e/etc/passwd' });
    expect(traversal.statusCode).not.toBe(200);
  });
});
