import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../e2e/support/server.ts';
import { formatTable, summarize, type Timing } from './stats.ts';

/**
 * Issue 38 §2: from a fresh clone of the committed HEAD with npm's cache warm (this machine has
 * installed the same lockfile before), `npm ci`, `npm run build` and the first start of the
 * compiled server (an empty data folder: initdb, migrations, the demo teams) to its first answer,
 * each timed on its own. Target: 60 s for the three together.
 *
 *   npx tsx bench/fresh-clone.bench.ts
 */
export async function benchFreshClone(): Promise<Timing[]> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sideline-clone-'));
  const clone = path.join(root, 'sideline');
  try {
    sh('git', ['clone', '--quiet', '--no-hardlinks', repoRoot, clone], root);
    const install = timed(() => sh('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], clone));
    const build = timed(() => sh('npm', ['run', 'build'], clone));
    const start = await timeFirstAnswer(clone, path.join(root, 'data'));
    return [
      summarize('fresh clone: `npm ci --prefer-offline` (warm npm cache)', [install]),
      summarize('fresh clone: `npm run build` (site, web app, domain, server)', [build]),
      summarize('fresh clone: first start → first answer (empty data folder)', [start]),
      summarize('fresh clone: install + build + start (target ≤ 60 s)', [install + build + start]),
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function sh(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
}

function timed(work: () => void): number {
  const started = performance.now();
  work();
  return performance.now() - started;
}

/** Starts the clone's compiled server as `npm start` does after its build; ms to its first answer. */
async function timeFirstAnswer(clone: string, dataDir: string): Promise<number> {
  const port = 3370;
  const started = performance.now();
  const child = spawn(process.execPath, ['--conditions=sideline-compiled', 'apps/server/dist/main.js'], {
    cwd: clone,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      PORT: String(port),
      BASE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => {
    errors += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (performance.now() - started < 120_000) {
      if (child.exitCode !== null)
        throw new Error(`the clone's server exited (${child.exitCode}):\n${errors}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the clone did not answer within 120 s');
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(formatTable(await benchFreshClone()));
