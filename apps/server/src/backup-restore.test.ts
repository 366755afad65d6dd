import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { csrfHeaderName, csrfHeaderValue, type MediaAsset } from '@sideline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBody } from './test/account-helpers.ts';
import { makeJpeg } from './test/image-fixtures.ts';
import { type S3StandIn, startS3StandIn } from './test/s3-stand-in.ts';
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

/**
 * The README's backup and restore, done once: a running deployment's database is dumped with
 * `pg_dump -Fc`, restored with `pg_restore` into a fresh database, and Sideline started on the
 * restored one (same AUTH_SECRET, same bucket) carries on: the session, the team's site and its
 * uploaded file are all there, and start-up finds nothing to migrate.
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

    afterAll(async () => {
      await Promise.all(running.map((p) => p.stop()));
      await s3?.close();
      await original?.drop();
      await restored?.drop();
      if (dumpDir) await rm(dumpDir, { recursive: true, force: true });
    }, 60_000);

    it('starts on a pg_restore of a pg_dump with every session, record and file', async () => {
      const first = await startSidelineProcess('before-backup', { ...env, DATABASE_URL: original.url });
      running.push(first);
      const headers = { origin: baseUrl, [csrfHeaderName]: csrfHeaderValue };
      const body = signUpBody();
      const signUp = await fetch(`${first.url}/api/accounts/signup`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(signUp.status).toBe(201);
      const cookie = (signUp.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      const teamId = ((await signUp.json()) as { team: { id: string } }).team.id;
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(await makeJpeg(320, 240))], { type: 'image/jpeg' }),
        'a.jpg',
      );
      const upload = await fetch(`${first.url}/api/media`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: form,
      });
      expect(upload.status).toBe(201);
      const { media } = (await upload.json()) as { media: MediaAsset };

      // The README's commands: a custom-format dump, restored without owners into an empty database.
      const dumpFile = path.join(dumpDir, 'sideline.dump');
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dumpFile}`, original.url]);
      expect((await stat(dumpFile)).size).toBeGreaterThan(0);
      expect(await first.stop()).toBe(0);
      running.pop();
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restored.url}`, dumpFile]);

      const after = await startSidelineProcess('after-restore', { ...env, DATABASE_URL: restored.url });
      running.push(after);
      const session = (await (await fetch(`${after.url}/api/session`, { headers: { cookie } })).json()) as {
        team: { id: string };
      };
      expect(session.team.id).toBe(teamId);
      const file = await fetch(`${after.url}${media.url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      const signIn = await fetch(`${after.url}/api/accounts/signin`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ email: body.email, password: body.password }),
      });
      expect(signIn.status).toBe(200);
    }, 300_000);
  },
);
