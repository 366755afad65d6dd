import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { csrfHeaderName, csrfHeaderValue } from '@sideline/domain';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type App, type AppDeps, buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { type Database, databaseOnPglite, openDatabase } from '../db/client.ts';
import { seedReferenceData } from '../db/seed-reference-data.ts';
import { resolveAuthSecret } from '../platform/auth-secret.ts';
import { createMemoryFileStorage } from '../platform/storage.ts';
import { postgresWorkerDatabaseUrl } from './postgres-databases.ts';

export interface TestContext {
  app: App;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A real app on a real, migrated database: the worker's PGlite, or when DATABASE_URL is set the
 * worker's PostgreSQL database (emptied first; see openTestDatabase and postgres-databases.ts).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps:
    | Partial<Omit<AppDeps, 'database'>>
    | ((database: Database) => Partial<Omit<AppDeps, 'database'>>) = {},
): Promise<TestContext> {
  // AUTH_SECRET: '' with a DATA_DIR resolves the secret as main.ts does (generated in the folder).
  const { config } = await resolveAuthSecret(
    loadConfig({
      NODE_ENV: 'test',
      SEED_DEMO_TEAMS: 'false',
      RATE_LIMIT_PER_MINUTE: '1000',
      // No load shedding: on a busy 2-core machine the embedded database (WebAssembly on the event
      // loop) and module loading lag the loop enough to shed; load-shedding.test.ts turns it on.
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      // Each sign-up and sign-in hashes at N = 2^4 instead of 2^14 (~0.1-0.2 s each); production
      // refuses a cost under 14, so apps started as production keep the real cost.
      ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: '4' }),
      BASE_URL: 'http://localhost:3000',
      AUTH_SECRET: testAuthSecret,
      ...env,
    }),
  );
  const database = await openTestDatabase();
  const app = await buildApp(config, {
    database,
    webDistDir: '/nonexistent',
    storage: createMemoryFileStorage(),
    // A function of the database builds what needs it (a sandbox provider the test drives itself).
    ...(typeof deps === 'function' ? deps(database) : deps),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The worker's database, emptied and re-seeded: each test app starts from the migrated template's
 * state without starting a database. On PostgreSQL the worker's copy of the template; on PGlite
 * one client per worker loaded from the template dump (starting PGlite costs ~0.3 s on a quiet
 * machine and 5-10 s on a busy one, emptying it a fifth of that). Either way one app's data is
 * gone when the next app of the worker starts, on both databases alike.
 */
async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  const database = databaseUrl
    ? await openDatabase({ databaseUrl: await postgresWorkerDatabaseUrl(databaseUrl), poolSize: 4 })
    : databaseOnPglite(closableHandle(await workerPglite()));
  await truncateAllTables(database);
  await seedReferenceData(database.db);
  return database;
}

let workerPgliteClient: Promise<PGlite> | undefined;

function workerPglite(): Promise<PGlite> {
  workerPgliteClient ??= readFile(inject('pgliteTemplatePath')).then((template) =>
    PGlite.create({ loadDataDir: new Blob([template]) }),
  );
  return workerPgliteClient;
}

/**
 * The worker's PGlite client as one app's connection: closing it refuses this handle's later
 * queries (as an ended pool does) and leaves the client open for the next app.
 */
function closableHandle(client: PGlite): PGlite {
  let isClosed = false;
  return new Proxy(client, {
    get(target, property) {
      if (property === 'close') {
        return async () => {
          isClosed = true;
        };
      }
      if (property === 'closed') return isClosed;
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (isClosed) return Promise.reject(new Error('PGlite is closed'));
        return value.apply(target, args);
      };
    },
  });
}

async function truncateAllTables(database: Database): Promise<void> {
  const result = (await database.db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  const names = result.rows.map((r) => `"public"."${r.tablename}"`);
  if (names.length) await database.db.execute(sql.raw(`TRUNCATE ${names.join(', ')} CASCADE`));
}

/** Tests sign with their own secret (the server has no built-in one). */
export const testAuthSecret = 'sideline-test-secret-0123456789abcdef';

/** Headers a browser request from the app would carry. */
export const appHeaders = {
  origin: 'http://localhost:3000',
  [csrfHeaderName]: csrfHeaderValue,
} as const;
