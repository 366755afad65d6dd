import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/support/server.ts';
import { summarize, type Timing } from './stats.ts';

const productionEnv = { NODE_ENV: 'production', AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789' };

/**
 * Time from starting the server process (what `npm start` runs after its build) to its first HTTP
 * response: a first start on an empty data folder (initdb, migrations, the three demo teams) and a
 * restart on the folder that start left behind.
 */
export async function benchStartup(runs = 3): Promise<Timing[]> {
  const firstStarts: number[] = [];
  const restarts: number[] = [];
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
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return [
    summarize('start → first response, empty data folder (initdb, migrate, 3 demo teams)', firstStarts),
    summarize('start → first response, existing data folder', restarts),
  ];
}
