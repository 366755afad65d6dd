import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, withAuthSecret } from '../apps/server/src/config.ts';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts';
import { seedReferenceData } from '../apps/server/src/db/seed-reference-data.ts';
import { createLocalFileStorage } from '../apps/server/src/platform/storage.ts';

/**
 * The whole app in-process on a PGlite data folder with files on disk, as `npm start` runs it,
 * for benchmarks that time routes through `app.inject`. `close()` removes the folder.
 */
export async function openBenchApp(name: string, env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `sideline-bench-${name}-`));
  const database = await openDatabase({ dataDir: path.join(dir, 'db') });
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  const storage = createLocalFileStorage(path.join(dir, 'files'));
  const config = withAuthSecret(
    loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'bench-secret-not-for-production-0123456789',
      BASE_URL: 'http://localhost:3000',
      DATA_DIR: dir,
      ...env,
    }),
  );
  const app = await buildApp(config, { database, storage, webDistDir: '/nonexistent' });
  return {
    app,
    config,
    database,
    storage,
    async close() {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
