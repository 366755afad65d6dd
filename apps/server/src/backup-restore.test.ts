import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { csrfHeaderName, csrfHeaderValue, type MediaAsset } from '@sideline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBody } from './test/account-helpers.ts';
import { makeJpeg } from './test/image-fixtures.ts';
import { type S3StandIn, standInBucket, startS3StandIn } from './test/s3-stand-in.ts';
import {
  createScratchDatabase,
  postgresUnavailableReason,
  type SidelineProcess,
  startSidelineProcess,
} from './test/sideline-processes.ts';

const run = promisify(execFile);
const baseUrl = 'http://localhost:3000';

/** Why this test cannot run here (no PostgreSQL, or no pg_dump / pg_restore), or null. */
async function unavailableReason(): Promise<string | null> {
  const noPostgres = await postgresUnavailableReason();
  if (noPostgres) return noPostgres;
  try {
    await run('pg_dump', ['--version']);
    await run('pg_restore', ['--version']);
    return null;
  } catch {
    return 'pg_dump or pg_restore is not installed';
  }
}
const unavailable = await unavailableReason();

/** The README backs the bucket up with the AWS CLI (`aws s3 sync`); why it cannot run here, or null. */
async function awsCliUnavailableReason(): Promise<string | null> {
  try {
    await run('aws', ['--version']);
    return null;
  } catch {
    return 'the aws command line is not installed';
  }
}
const noAwsCli = await awsCliUnavailableReason();

/**
 * The README's backup and restore, done once: a running deployment's database is dumped with
 * `pg_dump -Fc`, restored with `pg_restore` into a fresh database, and Sideline started on the
 * restored one (same AUTH_SECRET, same bucket) carries on: the session, the team's site and its
 * uploaded file are all there, and start-up finds nothing to migrate. The same for the bucket (the
 * README's `aws s3 sync` out to a folder and into a new bucket) and for the embedded default's data
 * folder (`tar`).
 */
describe.skipIf(unavailable !== null)(
  `backup and restore of PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let original: Awaited<ReturnType<typeof createScratchDatabase>>;
    let restored: Awaited<ReturnType<typeof createScratchDatabase>>;
    let s3: S3StandIn;
    let dumpDir: string;
    const running: SidelineProcess[] = [];
    let env: Record<string, string>;

    beforeAll(async () => {
      original = await createScratchDatabase('sideline_ops_backup');
      restored = await createScratchDatabase('sideline_ops_restored');
      s3 = await startS3StandIn();
      dumpDir = await mkdtemp(path.join(os.tmpdir(), 'sideline-dump-'));
      env = {
        NODE_ENV: 'test',
        AUTH_SECRET: 'backup-restore-test-secret-0123456789-abcdefghij',
        BASE_URL: baseUrl,
        SEED_DEMO_TEAMS: 'false',
        PASSWORD_HASH_COST: '4',
        ...s3.env(),
      };
    });

    async function keysOf(bucket: string): Promise<string[]> {
      const client = new S3Client({ ...s3.config(bucket), forcePathStyle: true });
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        token = page.NextContinuationToken;
      } while (token);
      client.destroy();
      return keys.sort();
    }

    afterAll(async () => {
      await Promise.all(running.map((p) => p.stop()));
      await s3?.close();
      await original?.drop();
      await restored?.drop();
      if (dumpDir) await rm(dumpDir, { recursive: true, force: true });
    }, 60_000);

    /** A team signed up on `process` with one uploaded picture: what a restore must bring back. */
    async function teamWithPicture(server: SidelineProcess) {
      const headers = { origin: baseUrl, [csrfHeaderName]: csrfHeaderValue };
      const body = signUpBody();
      const signUp = await fetch(`${server.url}/api/accounts/signup`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(signUp.status).toBe(201);
      const cookie = (signUp.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      const teamId = ((await signUp.json()) as { team: { id: string } }).team.id;
      const picture = new Uint8Array(await makeJpeg(320, 240));
      const form = new FormData();
      form.append('file', new Blob([picture], { type: 'image/jpeg' }), 'a.jpg');
      const upload = await fetch(`${server.url}/api/media`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: form,
      });
      expect(upload.status).toBe(201);
      const { media } = (await upload.json()) as { media: MediaAsset };
      return { body, cookie, teamId, media, headers };
    }

    /** On the restored process: the same session, the picture's bytes, and the password. */
    async function expectRestored(
      server: SidelineProcess,
      team: Awaited<ReturnType<typeof teamWithPicture>>,
    ) {
      const session = (await (
        await fetch(`${server.url}/api/session`, { headers: { cookie: team.cookie } })
      ).json()) as { team: { id: string } };
      expect(session.team.id).toBe(team.teamId);
      const file = await fetch(`${server.url}${team.media.url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
      const signIn = await fetch(`${server.url}/api/accounts/signin`, {
        method: 'POST',
        headers: { ...team.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ email: team.body.email, password: team.body.password }),
      });
      expect(signIn.status).toBe(200);
    }

    it('starts on a pg_restore of a pg_dump with every session, record and file', async () => {
      const first = await startSidelineProcess('before-backup', { ...env, DATABASE_URL: original.url });
      running.push(first);
      const team = await teamWithPicture(first);
      // The README's commands: a custom-format dump, restored without owners into an empty database.
      const dumpFile = path.join(dumpDir, 'sideline.dump');
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dumpFile}`, original.url]);
      expect((await stat(dumpFile)).size).toBeGreaterThan(0);
      expect(await first.stop()).toBe(0);
      running.pop();
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restored.url}`, dumpFile]);

      const after = await startSidelineProcess('after-restore', { ...env, DATABASE_URL: restored.url });
      running.push(after);
      await expectRestored(after, team);
    }, 300_000);

    it.skipIf(noAwsCli !== null)(
      `restores the bucket from the README's aws s3 sync copy into a new bucket${noAwsCli ? ` (skipped: ${noAwsCli})` : ''}`,
      async () => {
        const database = await createScratchDatabase('sideline_ops_bucket');
        try {
          const first = await startSidelineProcess('bucket-before', { ...env, DATABASE_URL: database.url });
          running.push(first);
          const team = await teamWithPicture(first);
          expect(await first.stop()).toBe(0);
          running.pop();
          // The README's commands, pointed at the stand-in (MinIO and other S3-compatible stores
          // take the same --endpoint-url).
          const aws = (...args: string[]) =>
            run('aws', ['--endpoint-url', s3.endpoint, ...args], {
              env: {
                ...process.env,
                AWS_ACCESS_KEY_ID: s3.env().S3_ACCESS_KEY_ID,
                AWS_SECRET_ACCESS_KEY: s3.env().S3_SECRET_ACCESS_KEY,
                AWS_DEFAULT_REGION: 'us-east-1',
              },
            });
          const copy = path.join(dumpDir, 'bucket');
          await aws('s3', 'sync', `s3://${standInBucket}`, copy);
          await aws('s3', 'mb', 's3://sideline-restored');
          await aws('s3', 'sync', copy, 's3://sideline-restored');
          // The restored bucket holds exactly the original's keys.
          expect(await keysOf('sideline-restored')).toEqual(await keysOf(standInBucket));
          expect((await keysOf(standInBucket)).length).toBeGreaterThan(1);

          const after = await startSidelineProcess('bucket-after', {
            ...env,
            ...s3.env('sideline-restored'),
            DATABASE_URL: database.url,
          });
          running.push(after);
          await expectRestored(after, team);
        } finally {
          await Promise.all(running.splice(0).map((p) => p.stop()));
          await database.drop();
        }
      },
      300_000,
    );

    it("restores the embedded default's data folder from the README's tar copy (database, files and generated secret)", async () => {
      const folder = path.join(dumpDir, 'data');
      const embedded: Record<string, string> = {
        NODE_ENV: 'test',
        BASE_URL: baseUrl,
        SEED_DEMO_TEAMS: 'false',
        PASSWORD_HASH_COST: '4',
      };
      const first = await startSidelineProcess('folder-before', embedded, 120_000, { dataDir: folder });
      running.push(first);
      const team = await teamWithPicture(first);
      expect(await first.stop()).toBe(0);
      running.pop();
      const archive = path.join(dumpDir, 'sideline-data.tgz');
      await run('tar', ['czf', archive, '-C', dumpDir, 'data']);
      // Restored on another "machine": a new, empty place.
      const elsewhere = path.join(dumpDir, 'restored');
      await mkdir(elsewhere);
      await run('tar', ['xzf', archive, '-C', elsewhere]);
      const after = await startSidelineProcess('folder-after', embedded, 120_000, {
        dataDir: path.join(elsewhere, 'data'),
      });
      running.push(after);
      // The session was signed with the secret generated into the folder: it came along.
      await expectRestored(after, team);
    }, 300_000);
  },
);
