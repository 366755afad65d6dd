import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Connections of the PostgreSQL pool (metrics); null on the embedded database, which has one. */
  poolStats(): PoolStats | null;
  /**
   * Runs `work` while holding the database-wide start-up lock (a PostgreSQL advisory lock on a
   * connection of its own): of N processes starting together, one migrates and seeds while the
   * others wait, then find nothing left to do. PGlite belongs to one process: `work` just runs.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
  max: number;
}

/** The advisory lock key of start-up work (migrations, reference data, demo teams): "sideline". */
export const startupLockKey = 0x5_1de_11e;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests: a migrated template). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /**
   * PostgreSQL `statement_timeout` of every pooled connection: a query running longer is cancelled
   * (error 57014) and its connection goes back to the pool. Omitted: no limit (migrations by hand).
   */
  statementTimeoutMs?: number;
  /** How long taking a new connection may wait before failing (omitted: pg's default, forever). */
  connectTimeoutMs?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max,
      statement_timeout: options.statementTimeoutMs,
      connectionTimeoutMillis: options.connectTimeoutMs,
    });
    // An idle connection the server closes (restart, failover, a dropped proxy) emits 'error' on
    // the pool; unhandled, that would end the process. The pool discards it and opens a new one
    // when next needed, so requests recover once the database is back (docs/decisions/033).
    pool.on('error', () => {});
    // A connection lost while checked out (a transaction mid-way) emits 'error' on its client, and
    // the pool listens only while the client is idle: unhandled, that event ended the whole process,
    // so every request in flight had its socket closed instead of a 503. The query in progress is
    // rejected anyway ("Connection terminated unexpectedly", answered 503 by the error handler) and
    // the pool drops the broken client when it is released.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      async withStartupLock(work) {
        // A connection of its own, outside the pool: `work` may need every pooled one.
        const connection = new pg.Client({ connectionString: options.databaseUrl });
        // Lost while `work` runs (a restart), it must not end the process: the lock is gone with
        // the session, and startup's own queries fail or succeed on the pool.
        connection.on('error', () => {});
        await connection.connect();
        try {
          await connection.query('SELECT pg_advisory_lock($1)', [startupLockKey]);
          return await work();
        } finally {
          // Ending the session releases its advisory lock.
          await connection.end();
        }
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return databaseOnPglite(
    await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      startParams: pgliteStartParams,
    }),
  );
}

/**
 * PGlite's own start parameters, and a buffer cache of 16 MB instead of PostgreSQL's 128 MB: the
 * embedded database zeroes its whole cache in the process's memory when it opens, and a club's
 * database is a few tens of MB that the operating system's file cache keeps anyway. Given on the
 * command line, not in the data folder's postgresql.conf (PGlite's `postgresqlconf` option
 * replaces that file, and with it the folder's UTC time zone). Decision 036 has the figures.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** The Database over an open PGlite client; closing it closes the client. */
export function databaseOnPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    poolStats: () => null,
    withStartupLock: (work) => work(),
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its driver's own type
    await migrateNodePg(database.db as any, { migrationsFolder });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its driver's own type
    await migratePglite(database.db as any, { migrationsFolder });
  }
}
