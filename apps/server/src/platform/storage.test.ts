import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { itemAt } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema/platform.ts';
import { signUp } from '../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import {
  createLocalFileStorage,
  createMemoryFileStorage,
  type FileStorage,
  newTeamFileKey,
} from './storage.ts';

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

describe('local folder storage with keys that are not files', () => {
  it('answers "no file" for a folder, a path through a file and a name too long for the file system', async () => {
    const storage = createLocalFileStorage(await mkdtemp(path.join(os.tmpdir(), 'sideline-files-')));
    await storage.put('teams/t1/abc.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(await storage.get('teams/t1')).toBeNull(); // EISDIR
    expect(await storage.get('teams/t1/abc.jpg/x')).toBeNull(); // ENOTDIR
    expect(await storage.get(`teams/t1/${'a'.repeat(300)}.jpg`)).toBeNull(); // ENAMETOOLONG
  });
});

describe('GET /files/*', () => {
  let ctx: TestContext;
  let dataDir: string;
  let storage: FileStorage;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;
  let privateKey: string;

  /** Stores bytes and records them as a file of the team, as an upload would. */
  async function storeFile(teamId: string, extension: string, contentType: string, isPublic: boolean) {
    const key = newTeamFileKey(teamId, extension);
    const data = Buffer.from(`bytes of ${key}`);
    await storage.put(key, data, contentType);
    await ctx.database.db.insert(files).values({ teamId, key, contentType, size: data.length, isPublic });
    return key;
  }

  const get = (key: string, cookie = '') =>
    ctx.app.inject({ method: 'GET', url: `/files/${key}`, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sideline-data-'));
    storage = createLocalFileStorage(path.join(dataDir, 'files'));
    ctx = await createTestApp({}, { storage });
    owner = await signUp(ctx.app);
    other = await signUp(ctx.app);
    privateKey = await storeFile(owner.session.team.id, '.pdf', 'application/pdf', false);
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("serves a seeded team's public photos to anyone, with nosniff", async () => {
    const rows = await ctx.database.db.select().from(files).where(eq(files.teamId, owner.session.team.id));
    const seeded = rows.filter((row) => row.isPublic);
    expect(seeded.length).toBeGreaterThan(0);
    const res = await get(itemAt(seeded, 0).key);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBe(seeded[0]?.size);
    expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it("serves a private file to its team's session only; signed out or another team sees the same 404 as no file", async () => {
    const own = await get(privateKey, owner.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['x-content-type-options']).toBe('nosniff');

    const missing = await get(newTeamFileKey(owner.session.team.id, '.pdf'), owner.cookie);
    expect(missing.statusCode).toBe(404);
    for (const attempt of [await get(privateKey), await get(privateKey, other.cookie)]) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json()).toEqual(missing.json());
    }
  });

  it('serves only keys that have a file record, whatever storage holds', async () => {
    const unrecorded = `teams/${owner.session.team.id}/website/featureImage1.jpg`;
    await storage.put(unrecorded, Buffer.from('stray bytes'), 'image/jpeg');
    expect((await get(unrecorded)).statusCode).toBe(404);
    expect((await get(unrecorded, owner.cookie)).statusCode).toBe(404);
  });

  it('sends an SVG (even a public one) as a sandboxed download, never as a page of our origin', async () => {
    const svgKey = await storeFile(owner.session.team.id, '.svg', 'image/svg+xml', true);
    const res = await get(svgKey);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f]{32}\.svg"$/);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['an unknown key', 'teams/none/x.jpg'],
    ['an invalid key', 'teams/bad%20key.jpg'],
    ['a folder (EISDIR)', 'teams/{team}'],
    ['a path through a file (ENOTDIR)', '{private}/x'],
    ['a very long name', `teams/{team}/${'a'.repeat(400)}.jpg`],
  ])('answers 404 for %s', async (_name, pattern) => {
    const key = pattern.replace('{team}', owner.session.team.id).replace('{private}', privateKey);
    const res = await get(key, owner.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('never lets dot segments reach the storage', async () => {
    const traversal = await get('teams/%2e%2e/%2e%2e/etc/passwd');
    expect(traversal.statusCode).not.toBe(200);
    expect(traversal.statusCode).toBeLessThan(500);
  });
});
