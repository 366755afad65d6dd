import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { csrfHeaderName, csrfHeaderValue } from '@sideline/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/client.ts';
import { users } from './db/schema/auth.ts';
import { files, fileWrites } from './db/schema/platform.ts';
import { teams } from './db/schema/teams.ts';
import { fileWriteGraceMs, sweepFileWrites } from './platform/file-write-journal.ts';
import { createS3FileStorage } from './platform/s3-storage.ts';
import { signUpBody } from './test/account-helpers.ts';
import { makeJpeg } from './test/image-fixtures.ts';
import { type S3StandIn, standInBucket, startS3StandIn } from './test/s3-stand-in.ts';
import {
  createScratchDatabase,
  postgresUnavailableReason,
  type SidelineProcess,
  startSidelineProcess,
} from './test/sideline-processes.ts';

const baseUrl = 'http://localhost:3000';
const unavailable = await postgresUnavailableReason();

/**
 * Issue 25, Faults: kill -9 of the web process while requests are in flight, then a restart on the
 * same database and bucket. No test hook exists in the app: the kill lands wherever the requests
 * happen to be (many at once, big uploads, so some are mid-way). After the restart nothing is lost
 * that was answered as done, nothing is done twice, and — once the worker's sweep of interrupted
 * file writes has run — every stored object has its `files` row and every row its object.
 */
describe.skipIf(unavailable !== null)(
  `kill -9 mid-request, then restart${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let database: Awaited<ReturnType<typeof createScratchDatabase>>;
    let s3: S3StandIn;
    let db: Database;
    let web: SidelineProcess;
    let env: Record<string, string>;

    beforeAll(async () => {
      database = await createScratchDatabase('sideline_kill');
      s3 = await startS3StandIn();
      env = {
        NODE_ENV: 'test',
        ROLE: 'all',
        DATABASE_URL: database.url,
        AUTH_SECRET: 'kill-test-secret-0123456789-abcdefghijklmnopqrst',
        BASE_URL: baseUrl,
        SEED_DEMO_TEAMS: 'false',
        PASSWORD_HASH_COST: '4',
        RATE_LIMIT_PER_MINUTE: '10000',
        ...s3.env(),
      };
      web = await startSidelineProcess('web', env);
      db = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
    }, 180_000);

    afterAll(async () => {
      await db?.close();
      await web?.stop();
      await s3?.close();
      await database?.drop();
    }, 60_000);

    function call(path: string, options: { json?: unknown; form?: FormData; cookie?: string }) {
      return fetch(`${web.url}${path}`, {
        method: 'POST',
        headers: {
          origin: baseUrl,
          [csrfHeaderName]: csrfHeaderValue,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: options.json !== undefined ? JSON.stringify(options.json) : options.form,
      });
    }

    /** Starts `requests`, kills the process with SIGKILL after `afterMs`, restarts it on the same state. */
    async function killDuring<T>(requests: (() => Promise<T>)[], afterMs: number) {
      const settled = Promise.allSettled(requests.map((request) => request()));
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      web.child.kill('SIGKILL');
      const outcomes = await settled;
      await web.stop();
      web = await startSidelineProcess('web', env);
      return outcomes;
    }

    /** The worker's sweep as it runs an hour later; then the bucket and the files table must agree. */
    async function expectBucketAndRowsAgree() {
      const storage = createS3FileStorage(s3.config());
      await sweepFileWrites({ db: db.db, storage, now: new Date(Date.now() + fileWriteGraceMs + 60_000) });
      const client = new S3Client({ ...s3.config(), forcePathStyle: true });
      const objects: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: standInBucket, ContinuationToken: token }),
        );
        objects.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        token = page.NextContinuationToken;
      } while (token);
      client.destroy();
      const rows = await db.db.select({ key: files.key }).from(files);
      expect([...objects].sort()).toEqual(rows.map((row) => row.key).sort());
      expect(await db.db.select().from(fileWrites)).toEqual([]);
      return objects.length;
    }

    it('sign-up: each account exists once or not at all, with its team; signing up again completes it once', async () => {
      const bodies = Array.from({ length: 8 }, () => signUpBody());
      const outcomes = await killDuring(
        bodies.map((body) => () => call('/api/accounts/signup', { json: body })),
        400,
      );
      const answeredDone = bodies.filter((_, i) => {
        const outcome = outcomes[i];
        return outcome?.status === 'fulfilled' && outcome.value.status === 201;
      });
      // The kill landed mid-way: some were cut (the test is only meaningful then).
      expect(answeredDone.length).toBeLessThan(bodies.length);
      const emails = bodies.map((body) => body.email);
      const countBy = async () => {
        const made = await db.db
          .select({ email: users.email })
          .from(users)
          .where(inArray(users.email, emails));
        const teamRows = await db.db
          .select({ email: teams.email })
          .from(teams)
          .where(inArray(teams.email, emails));
        return { made: made.map((row) => row.email).sort(), teams: teamRows.map((row) => row.email).sort() };
      };
      const afterKill = await countBy();
      // Answered as done means kept with its team, and nothing twice. A kill between the user and
      // its team (two steps: better-auth, then our transaction) leaves a user without a team.
      for (const body of answeredDone) expect(afterKill.teams).toContain(body.email);
      for (const email of afterKill.teams) expect(afterKill.made).toContain(email);
      expect(new Set(afterKill.made).size).toBe(afterKill.made.length);
      expect(new Set(afterKill.teams).size).toBe(afterKill.teams.length);

      // The person tries again: a finished account says so; a lost or half-made one is finished
      // now, once.
      for (const body of bodies) {
        const again = await call('/api/accounts/signup', { json: body });
        expect(again.status, await again.clone().text()).toBe(
          afterKill.teams.includes(body.email) ? 409 : 201,
        );
      }
      const final = await countBy();
      expect(final.made).toEqual([...emails].sort());
      expect(final.teams).toEqual([...emails].sort());
      expect(await expectBucketAndRowsAgree()).toBeGreaterThan(0);
    }, 240_000);

    it('upload: every answered upload is in the library with its files; no object without a row or row without an object', async () => {
      const body = signUpBody();
      const signUp = await call('/api/accounts/signup', { json: body });
      expect(signUp.status).toBe(201);
      const cookie = (signUp.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      await db.db.update(users).set({ emailVerified: true }).where(eq(users.email, body.email));
      const jpeg = new Uint8Array(await makeJpeg(3000, 2000));
      const upload = (name: string) => () => {
        const form = new FormData();
        form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), name);
        return call('/api/media', { form, cookie });
      };
      const outcomes = await killDuring(
        Array.from({ length: 6 }, (_, i) => upload(`photo-${i}.jpg`)),
        1500,
      );
      const done = outcomes.filter(
        (outcome) => outcome.status === 'fulfilled' && outcome.value.status === 201,
      );
      const interrupted = outcomes.length - done.length;
      // The kill landed mid-way: some were cut (the test is only meaningful then).
      expect(interrupted).toBeGreaterThan(0);
      const library = await fetch(`${web.url}/api/media`, { headers: { cookie } }).then(
        (res) => res.json() as Promise<{ media: { title?: string; fileName?: string }[] }>,
      );
      expect(library.media.length).toBeGreaterThanOrEqual(done.length);
      expect(library.media.length).toBeLessThanOrEqual(outcomes.length);
      await expectBucketAndRowsAgree();
      // After the restart uploads work as before.
      expect((await upload('after.jpg')()).status).toBe(201);
      await expectBucketAndRowsAgree();
    }, 240_000);
  },
);
