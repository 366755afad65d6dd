import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The server's process id (benchmarks read its CPU time). */
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The end-to-end servers' settings: the demo teams, and password hashes at scrypt N = 2^4 instead
 * of 2^14 (every sign-up and sign-in hashes; the flows test what the cost does not change).
 */
export const e2eServerEnv = {
  SEED_DEMO_TEAMS: 'true',
  PASSWORD_HASH_COST: '4',
  // The operator console's flow signs this address up (e2e/operator-console.e2e.ts).
  OPERATOR_EMAILS: 'operator@sideline.test',
};

/** The server `npm run build` compiles (docs/decisions/036). */
const compiledMain = path.join(repoRoot, 'apps/server/dist/main.js');

/**
 * Node's arguments: the compiled server as `npm start` runs it once `npm run build` made it; an
 * `entry` (or the server in a checkout not built) from the TypeScript sources through tsx.
 */
function serverArgs(entry: string | undefined): string[] {
  if (!entry && existsSync(compiledMain)) return ['--conditions=sideline-compiled', compiledMain];
  return ['--import', 'tsx', entry ?? path.join(repoRoot, 'apps/server/src/main.ts')];
}

/**
 * Starts the real server as `npm start` does (built web app, the compiled server, embedded PGlite
 * in a fresh data folder, file mailbox, demo teams) and waits until it answers. `entry` runs
 * another start script (one that hands the server a stand-in, as
 * e2e/support/dns-stand-in-server.ts does).
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  options: { dataDir?: string; entry?: string } = {},
): Promise<RunningServer> {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'sideline-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, serverArgs(options.entry), {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      MAIL_POLL_MS: '200',
      RATE_LIMIT_PER_MINUTE: '1000',
      DATABASE_URL: '',
      // The payment provider's hosted pages on another origin than the sites and the portal, as
      // Stripe's are: the same server by another name (e2e/hosted-checkout-origin.e2e.ts).
      SANDBOX_PAYMENTS_URL: `http://127.0.0.1:${port}`,
      // No load shedding (a caller may turn it on): the flows run Chromium beside the server and
      // the benchmarks load it to the full on a busy machine, where a shed request would be a
      // failed flow or a wrong figure. The shedding itself: platform/load-shedding.test.ts.
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    dataDir,
    pid: child.pid ?? 0,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server did not answer within 120 s:\n${output()}`);
}
