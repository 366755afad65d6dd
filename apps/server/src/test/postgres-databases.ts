import pg from 'pg';
import { migrateDatabase, openDatabase } from '../db/client.ts';

/**
 * PostgreSQL test runs: the global setup migrates one template database, and every Vitest worker
 * works in its own copy of it (`CREATE DATABASE ... TEMPLATE`, ~0.2 s), so test files run side by
 * side as they do on PGlite. Copies are per worker, not per test app: dropping a database forces a
 * checkpoint (1–1.5 s), which per app would cost more than the copy saves. DATABASE_URL names the
 * maintenance database; the template and the copies are named after it, so runs against different
 * databases on one server never meet.
 */

function databaseNameOf(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
}

/** DATABASE_URL with another database name. */
function urlOfDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

const templateNameOf = (databaseUrl: string) => `${databaseNameOf(databaseUrl)}_template`;
const workerPrefixOf = (databaseUrl: string) => `${databaseNameOf(databaseUrl)}_worker_`;

async function onMaintenanceDatabase<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops the template and the workers' copies (an interrupted run's too). */
async function dropTestDatabases(databaseUrl: string): Promise<void> {
  await onMaintenanceDatabase(databaseUrl, async (client) => {
    const names = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $2)',
      [templateNameOf(databaseUrl), workerPrefixOf(databaseUrl)],
    );
    for (const { datname } of names.rows) {
      await client.query(`DROP DATABASE ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
    }
  });
}

/** Migrates a fresh template database; returns the teardown that drops it and its copies. */
export async function preparePostgresTemplate(databaseUrl: string): Promise<() => Promise<void>> {
  await dropTestDatabases(databaseUrl);
  const templateName = templateNameOf(databaseUrl);
  await onMaintenanceDatabase(databaseUrl, (client) =>
    client.query(`CREATE DATABASE ${pg.escapeIdentifier(templateName)}`),
  );
  const template = await openDatabase({ databaseUrl: urlOfDatabase(databaseUrl, templateName), poolSize: 1 });
  try {
    await migrateDatabase(template);
  } finally {
    await template.close();
  }
  return () => dropTestDatabases(databaseUrl);
}

let workerDatabaseUrl: Promise<string> | undefined;

/** The URL of this worker's copy of the template, made on first use. */
export function postgresWorkerDatabaseUrl(databaseUrl: string): Promise<string> {
  workerDatabaseUrl ??= onMaintenanceDatabase(databaseUrl, async (client) => {
    const name = `${workerPrefixOf(databaseUrl)}${process.env.VITEST_POOL_ID ?? process.pid}`;
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!existing.rowCount) {
      await client.query(
        `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(templateNameOf(databaseUrl))}`,
      );
    }
    return urlOfDatabase(databaseUrl, name);
  });
  return workerDatabaseUrl;
}
