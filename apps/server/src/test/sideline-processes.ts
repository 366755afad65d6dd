import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Real Sideline processes for the multi-process tests: `node --import tsx main.ts` with the
 * environment a deployment would give, each with a data folder of its own (nothing on a shared
 * disk), and a PostgreSQL database made for the run and dropped after it.
 */

const mainScript = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'main.ts');

/** DATABASE_URL, or the machine's PostgreSQL (trust auth) that CI and this machine provide. */
export const postgresServerUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Why PostgreSQL cannot be used here, or null when it can. The multi-process tests run in the
 * suite's PostgreSQL pass only (DATABASE_URL set, as `.ci/run` does): they start several Sideline
 * processes each, and running them again in the embedded-database pass would test nothing new.
 */
export async function postgresUnavailableReason(): Promise<string | null> {
  if (!process.env.DATABASE_URL) return 'runs in the PostgreSQL pass: set DATABASE_URL';
  const client = new pg.Client({ connectionString: postgresServerUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return `no PostgreSQL reachable at ${new URL(postgresServerUrl).host} (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
}

export function urlOfDatabase(name: string): string {
  const url = new URL(postgresServerUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** Runs SQL on the server's maintenance database (CREATE / DROP DATABASE). */
export async function onPostgresServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServerUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database of its own for one test run: created empty, dropped by `drop`. */
export async function createScratchDatabase(prefix: string) {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await onPostgresServer(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  return {
    name,
    url: urlOfDatabase(name),
    drop: () => onPostgresServer(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  };
}

/** A TCP port free right now on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface SidelineProcess {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything it printed (for the failure message). */
  output(): string;
  /** SIGTERM, then the exit code (null when it had to be killed). */
  stop(timeoutMs?: number): Promise<number | null>;
}

/**
 * Starts one process and waits until its /readyz answers 200. Its data folder is a new temporary
 * one, removed when it stops, unless `dataDir` names a folder the caller keeps.
 */
export async function startSidelineProcess(
  name: string,
  env: Record<string, string>,
  readyTimeoutMs = 120_000,
  { dataDir: keptDataDir }: { dataDir?: string } = {},
): Promise<SidelineProcess> {
  const port = await freePort();
  const dataDir = keptDataDir ?? (await mkdtemp(path.join(os.tmpdir(), `sideline-${name}-`)));
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      // Faults and scale-out are tested here, not load shedding (load-shedding.test.ts): a busy
      // machine must not turn their requests into 503s. A caller may turn it on.
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited at start:\n${printed}`);
    const status = await fetch(`${url}/readyz`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready within ${readyTimeoutMs} ms:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    name,
    port,
    url,
    child,
    output: () => printed,
    async stop(timeoutMs = 30_000) {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      if (!keptDataDir) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
