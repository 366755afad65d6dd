import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, postgresUnavailableReason } from '../test/sideline-processes.ts';
import { type Database, migrateDatabase, openDatabase } from './client.ts';

const unavailable = await postgresUnavailableReason();

describe.skipIf(unavailable !== null)(
  `the start-up lock on PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let processes: Database[];
    beforeAll(async () => {
      scratch = await createScratchDatabase('sideline_ops_lock');
      processes = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url, poolSize: 2 })),
      );
    });
    afterAll(async () => {
      await Promise.all(processes.map((database) => database.close()));
      await scratch.drop();
    });

    it('lets one holder at a time run, across connections of different processes', async () => {
      const log: string[] = [];
      await Promise.all(
        processes.map((database, i) =>
          database.withStartupLock(async () => {
            log.push(`start ${i}`);
            await new Promise((resolve) => setTimeout(resolve, 150));
            log.push(`end ${i}`);
          }),
        ),
      );
      for (let i = 0; i < log.length; i += 2) {
        expect(log[i + 1]).toBe(log[i]?.replace('start', 'end'));
      }
    });

    it('migrates an empty database once when three processes start together', async () => {
      await Promise.all(
        processes.map((database) => database.withStartupLock(() => migrateDatabase(database))),
      );
      const [first] = processes;
      const result = (await first?.db.execute(
        sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { applied: number }[] };
      const migrationFiles = (await import('./migrations/meta/_journal.json', { with: { type: 'json' } }))
        .default.entries.length;
      expect(result.rows[0]?.applied).toBe(migrationFiles);
    });
  },
);
