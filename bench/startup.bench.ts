import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startServer } from '../e2e/support/server.ts';
import { formatTable, summarize, type Timing } from './stats.ts';

const productionEnv = { NODE_ENV: 'production', AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789' };

/**
 * Time from starting the server process (what `npm start` runs after its build: the compiled
 * server, docs/decisions/036) to its first HTTP response: a first start on an empty data folder
 * (initdb, migrations, the three demo teams) and a restart on the folder that start left behind.
 *
 *   npx tsx bench/startup.bench.ts        (after npm run build)
 */
const sourceMain = path.join(repoRoot, 'apps/server/src/main.ts');

export async function benchStartup(runs = 3): Promise<Timing[]> {
  const firstStarts: number[] = [];
  const restarts: number[] = [];
  const sourceRestarts: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sideline-bench-start-'));
    try {
      let started = performance.now();
      let server = await startServer(3300 + i, productionEnv, { dataDir });
      firstStarts.push(performance.now() - started);
      await server.stop();
      started = performance.now();
      server = await startServer(3300 + i, productionEnv, { dataDir });
      restarts.push(performance.now() - started);
      await server.stop();
      // The baseline in the same run: the sources through tsx, as `npm start` ran them before.
      started = performance.now();
      server = await startServer(3300 + i, productionEnv, { dataDir, entry: sourceMain });
      sourceRestarts.push(performance.now() - started);
      await server.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return [
    summarize('start → first response, empty data folder (initdb, migrate, 3 demo teams)', firstStarts),
    summarize('start → first response, existing data folder', restarts),
    summarize('baseline: the same from the sources through tsx (the old `npm start`)', sourceRestarts),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatTable(await benchStartup()));
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
}
