import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { itemAt } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { files } from '../db/schema/platform.ts';
import { signUp } from '../test/account-helpers.ts';
import { type S3StandIn, standInBucket, startS3StandIn } from '../test/s3-stand-in.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createConfiguredFileStorage } from './configured-storage.ts';
import { createS3FileStorage } from './s3-storage.ts';
import {
  createLocalFileStorage,
  createMemoryFileStorage,
  type FileStorage,
  newTeamFileKey,
} from './storage.ts';

/**
 * The one suite every storage passes: the local folder (the default), S3 through the AWS SDK
 * against a local S3-compatible server, and the in-memory storage of the tests.
 */
describe.each([
  [
    'local folder',
    async () => ({
      storage: createLocalFileStorage(await mkdtemp(path.join(os.tmpdir(), 'sideline-files-'))),
      close: async () => {},
    }),
  ],
  [
    'S3 (s3rver stand-in)',
    async () => {
      const standIn = await startS3StandIn();
      return { storage: createS3FileStorage(standIn.config()), close: () => standIn.close() };
    },
  ],
  ['memory', async () => ({ storage: createMemoryFileStorage(), close: async () => {} })],
] as const)('%s file storage', (_name, create) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await create());
  });
  afterAll(() => close());

  it('puts, gets and deletes by key', async () => {
    await storage.put('teams/t1/photos/p1.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const stored = await storage.get('teams/t1/photos/p1.jpg');
    expect(stored?.data.toString()).toBe('jpeg bytes');
    expect(stored?.contentType).toBe('image/jpeg');
    await storage.delete('teams/t1/photos/p1.jpg');
    expect(await storage.get('teams/t1/photos/p1.jpg')).toBeNull();
    await storage.delete('teams/t1/photos/p1.jpg');
  });

  it('keeps binary content byte for byte and answers null for a key never stored', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    const key = newTeamFileKey('t2', '.pdf');
    await storage.put(key, bytes, 'application/pdf');
    expect((await storage.get(key))?.data.equals(bytes)).toBe(true);
    expect(await storage.get(newTeamFileKey('t2', '.pdf'))).toBeNull();
  });

  it('rejects keys that leave the storage root', async () => {
    await expect(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    await expect(storage.get('teams/../../etc/passwd')).rejects.toThrow();
    await expect(storage.get('/etc/passwd')).rejects.toThrow();
  });

  it('passes its readiness check and, unconfigured, names no public address', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    expect(storage.publicUrlOf('teams/t1/a.jpg')).toBeNull();
  });
});

describe('S3 storage settings', () => {
  let standIn: S3StandIn;
  beforeAll(async () => {
    standIn = await startS3StandIn();
  });
  afterAll(() => standIn.close());

  it('fails its readiness check when the bucket is missing', async () => {
    await expect(createS3FileStorage(standIn.config('no-such-bucket')).check()).rejects.toThrow();
  });

  it('stores objects under their key in the bucket, with the immutable caching of the app', async () => {
    const storage = createS3FileStorage(standIn.config());
    await storage.put('teams/t9/pic.png', Buffer.from('png'), 'image/png');
    const direct = await fetch(`${standIn.endpoint}/${standInBucket}/teams/t9/pic.png`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(direct.headers.get('content-type')).toBe('image/png');
  });

  it('names the public address of a key when S3_PUBLIC_URL is set', () => {
    const storage = createS3FileStorage({ ...standIn.config(), publicUrl: 'https://files.example.org' });
    expect(storage.publicUrlOf('teams/t1/a.jpg')).toBe('https://files.example.org/teams/t1/a.jpg');
  });

  it('is what the settings choose: S3 with S3_BUCKET, else the data folder', async () => {
    const env = { NODE_ENV: 'test', ...standIn.env() };
    const config = loadConfig(env);
    expect(config.s3).toEqual({ ...standIn.config(), publicUrl: undefined });
    const s3 = await createConfiguredFileStorage(config);
    await s3.put('teams/t8/a.txt', Buffer.from('in the bucket'), 'text/plain');
    expect((await fetch(`${standIn.endpoint}/${standInBucket}/teams/t8/a.txt`)).status).toBe(200);

    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sideline-data-'));
    const local = await createConfiguredFileStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
    await local.put('teams/t8/a.txt', Buffer.from('on disk'), 'text/plain');
    expect(await readFile(path.join(dataDir, 'files/teams/t8/a.txt'), 'utf8')).toBe('on disk');
    await rm(dataDir, { recursive: true, force: true });
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

describe('GET /files/* from an S3 bucket', () => {
  let standIn: S3StandIn;
  let ctx: TestContext;
  let owner: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    standIn = await startS3StandIn();
    ctx = await createTestApp({}, { storage: createS3FileStorage(standIn.config()) });
    owner = await signUp(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  /** Stores bytes and records them as a file of `team` in `context`'s database, as an upload would. */
  async function recordFile(
    context: TestContext,
    teamId: string,
    storage: FileStorage,
    file: { extension: string; contentType: string; isPublic: boolean },
  ) {
    const key = newTeamFileKey(teamId, file.extension);
    const data = Buffer.from(`bytes of ${key}`);
    await storage.put(key, data, file.contentType);
    await context.database.db
      .insert(files)
      .values({ teamId, key, contentType: file.contentType, size: data.length, isPublic: file.isPublic });
    return { key, data };
  }

  it('serves public pictures from the bucket through the app, immutable, when no public address is set', async () => {
    const { key, data } = await recordFile(
      ctx,
      owner.session.team.id,
      createS3FileStorage(standIn.config()),
      {
        extension: '.png',
        contentType: 'image/png',
        isPublic: true,
      },
    );
    const res = await ctx.app.inject({ url: `/files/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(data)).toBe(true);
  });

  it("with S3_PUBLIC_URL redirects public pictures to the bucket's address, and still serves private files only to their team", async () => {
    const publicStorage = createS3FileStorage({
      ...standIn.config(),
      publicUrl: `${standIn.endpoint}/${standInBucket}`,
    });
    const redirecting = await createTestApp({}, { storage: publicStorage });
    try {
      const admin = await signUp(redirecting.app);
      const teamId = admin.session.team.id;
      const picture = await recordFile(redirecting, teamId, publicStorage, {
        extension: '.jpg',
        contentType: 'image/jpeg',
        isPublic: true,
      });
      const res = await redirecting.app.inject({ url: `/files/${picture.key}` });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`${standIn.endpoint}/${standInBucket}/${picture.key}`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const fromBucket = await fetch(String(res.headers.location));
      expect(Buffer.from(await fromBucket.arrayBuffer()).equals(picture.data)).toBe(true);

      const document = await recordFile(redirecting, teamId, publicStorage, {
        extension: '.pdf',
        contentType: 'application/pdf',
        isPublic: false,
      });
      const signedOut = await redirecting.app.inject({ url: `/files/${document.key}` });
      expect(signedOut.statusCode).toBe(404);
      const own = await redirecting.app.inject({
        url: `/files/${document.key}`,
        headers: { cookie: admin.cookie },
      });
      expect(own.statusCode).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(own.rawPayload.equals(document.data)).toBe(true);

      // A public file of a type that could run script is never handed to another origin either.
      const svg = await recordFile(redirecting, teamId, publicStorage, {
        extension: '.svg',
        contentType: 'image/svg+xml',
        isPublic: true,
      });
      const svgRes = await redirecting.app.inject({ url: `/files/${svg.key}` });
      expect(svgRes.statusCode).toBe(200);
      expect(svgRes.headers['content-disposition']).toMatch(/^attachment;/);
    } finally {
      await redirecting.close();
    }
  });
});
