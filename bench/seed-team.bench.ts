import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { itemAt, selectableSportsTypes } from '@sideline/domain';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts';
import { seedReferenceData } from '../apps/server/src/db/seed-reference-data.ts';
import { seedNewTeam } from '../apps/server/src/modules/new-team-seeding.ts';
import { createLocalFileStorage } from '../apps/server/src/platform/storage.ts';
import { summarize, type Timing } from './stats.ts';

/**
 * Time to seed one new team (organization, team record, read-only documents and all sample
 * content, one transaction), cycling through every sport, on the embedded database in a data
 * folder as `npm start` uses it, and on PostgreSQL when DATABASE_URL is set.
 */
export async function benchSeedTeam(runs = 30): Promise<Timing[]> {
  const timings: Timing[] = [];
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sideline-bench-seed-'));
  try {
    const storage = createLocalFileStorage(path.join(dir, 'files'));
    const targets: { label: string; databaseUrl?: string; dataDir?: string }[] = [
      { label: 'PGlite (data folder)', dataDir: path.join(dir, 'db') },
    ];
    if (process.env.DATABASE_URL)
      targets.push({ label: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL });
    for (const target of targets) {
      const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
      await migrateDatabase(database);
      await seedReferenceData(database.db);
      const samples: number[] = [];
      for (let i = 0; i < runs + 2; i++) {
        const sportsType = itemAt(selectableSportsTypes, i % selectableSportsTypes.length);
        const started = performance.now();
        await database.db.transaction((tx) =>
          seedNewTeam(
            tx,
            {
              userId: null,
              email: `bench-${Date.now()}-${i}@example.com`,
              organizationName: `Bench Organization ${i}`,
              teamName: `Bench Team ${i}`,
              sportsType,
              ageType: 'COLLEGIATE',
              websiteType: 'WEBSITEANDSTORE',
              now: new Date(),
            },
            { storage },
          ),
        );
        // The first two runs warm up the JIT and caches; they are not counted.
        if (i >= 2) samples.push(performance.now() - started);
      }
      timings.push(summarize(`seed one team, ${target.label}`, samples));
      await database.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return timings;
}
