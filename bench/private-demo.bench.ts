import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { csrfHeaderName, csrfHeaderValue } from '@sideline/domain';
import { isNotNull } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, withAuthSecret } from '../apps/server/src/config.ts';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts';
import { teams } from '../apps/server/src/db/schema/teams.ts';
import { seedReferenceData } from '../apps/server/src/db/seed-reference-data.ts';
import { ensureDemoTeams } from '../apps/server/src/modules/accounts/demo-accounts.ts';
import { createPrivateDemoCleanup } from '../apps/server/src/modules/demo/private-demo-cleanup.ts';
import { seedNewTeam } from '../apps/server/src/modules/teams/team-seeding.service.ts';
import { createLocalFileStorage } from '../apps/server/src/platform/storage.ts';
import { summarize, type Timing } from './stats.ts';

/**
 * Private demos (issue 5), on the embedded database in a data folder with files on disk, as
 * `npm start` runs them: "Try the portal" timed through the whole HTTP route (copy of the demo
 * team, owner, session), and the worker's cleanup of 100 expired copies.
 */
export async function benchPrivateDemos(opens = 50, expired = 100): Promise<Timing[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sideline-bench-demo-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'db') });
  try {
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    const storage = createLocalFileStorage(path.join(dir, 'files'));
    const config = withAuthSecret(
      loadConfig({
        NODE_ENV: 'test',
        AUTH_SECRET: 'bench-secret-not-for-production-0123456789',
        BASE_URL: 'http://localhost:3000',
        DATA_DIR: dir,
        PRIVATE_DEMOS_PER_HOUR: '1000',
        PRIVATE_DEMO_LIMIT: '100000',
      }),
    );
    const app = await buildApp(config, { database, storage, webDistDir: '/nonexistent' });
    await ensureDemoTeams({ db: database.db, seedNewTeam, storage });
    const open = async (i: number) => {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/demo/rugby/try',
        remoteAddress: `10.40.${Math.floor(i / 250)}.${i % 250}`,
        headers: { [csrfHeaderName]: csrfHeaderValue, origin: config.baseUrl },
      });
      if (res.statusCode !== 201) throw new Error(`try failed: ${res.statusCode} ${res.body}`);
      return performance.now() - started;
    };

    // Two warm-up opens (JIT, caches) are not counted.
    for (let i = 0; i < 2; i++) await open(i);
    const openSamples: number[] = [];
    for (let i = 2; i < opens + 2; i++) openSamples.push(await open(i));
    for (let i = opens + 2; i < expired; i++) await open(i);

    // Every copy made above (100 in all) expires; one cleanup run removes them with their files.
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const cleanup = createPrivateDemoCleanup({ db: database.db, storage, now: () => later });
    const live = await database.db.$count(teams, isNotNull(teams.privateDemoExpiresAt));
    const started = performance.now();
    const removed = await cleanup.removeExpired();
    const cleanupMs = performance.now() - started;
    if (removed !== live) throw new Error(`cleanup removed ${removed} of ${live}`);
    await app.close();
    return [
      summarize(`private demo: "Try the portal" (POST /api/demo/rugby/try), PGlite data folder`, openSamples),
      summarize(`private demo: cleanup of ${removed} expired copies (rows and files), one run`, [cleanupMs]),
    ];
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
