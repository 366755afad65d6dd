import { csrfHeaderName, csrfHeaderValue } from '@sideline/domain';
import { isNotNull } from 'drizzle-orm';
import { teams } from '../apps/server/src/db/schema/teams.ts';
import { ensureDemoTeams } from '../apps/server/src/modules/accounts/demo-accounts.ts';
import { createPrivateDemoCleanup } from '../apps/server/src/modules/demo/private-demo-cleanup.ts';
import { seedNewTeam } from '../apps/server/src/modules/new-team-seeding.ts';
import { openBenchApp } from './bench-app.ts';
import { summarize, type Timing } from './stats.ts';

/**
 * Private demos (issue 5), on the embedded database in a data folder with files on disk, as
 * `npm start` runs them: "Try the portal" timed through the whole HTTP route (copy of the demo
 * team, owner, session), and the worker's cleanup of 100 expired copies.
 */
export async function benchPrivateDemos(opens = 50, expired = 100): Promise<Timing[]> {
  const bench = await openBenchApp('demo', { PRIVATE_DEMOS_PER_HOUR: '1000', PRIVATE_DEMO_LIMIT: '100000' });
  const { app, config, database, storage } = bench;
  try {
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
    return [
      summarize(`private demo: "Try the portal" (POST /api/demo/rugby/try), PGlite data folder`, openSamples),
      summarize(`private demo: cleanup of ${removed} expired copies (rows and files), one run`, [cleanupMs]),
    ];
  } finally {
    await bench.close();
  }
}
