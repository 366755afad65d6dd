import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { csrfHeaderName, csrfHeaderValue, type SportsType } from '@sideline/domain';
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
      // Benchmarks time routes at full load: a shed request would be a wrong figure (the
      // load-shedding bench turns it on).
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    }),
  );
  const app = await buildApp(config, { database, storage, webDistDir: '/nonexistent' });
  return {
    app,
    config,
    database,
    storage,
    /** Signs a new team of the sport up through the route; its session cookie and team. */
    async signUpTeam(sportsType: SportsType) {
      const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/accounts/signup',
        headers: { origin: config.baseUrl, [csrfHeaderName]: csrfHeaderValue },
        payload: {
          firstName: 'Jordan',
          lastName: 'Reyes',
          email,
          confirmEmail: email,
          password: 'Bench-Lynx-2026',
          organizationName: 'Harbor City University',
          teamName: 'Harbor City Hawks',
          sportsType,
          websiteType: 'WEBSITEANDSTORE',
          ageType: 'COLLEGIATE',
          acceptPrivacyPolicy: true,
          acceptTermsOfService: true,
          timeZone: 'America/New_York',
        },
      });
      if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
      const { team } = res.json() as { team: { id: string; slug: string } };
      return { cookie: res.cookies.map((c) => `${c.name}=${c.value}`).join('; '), team };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The client address of simulated fan `n`: each fan starts carts from its own connection, as real
 * fans do (new carts are limited per address and team, issue 33 §5.6).
 */
export function fanAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
