import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { seedReferenceData } from './db/seed-reference-data.ts';
import { ensureDemoTeams } from './modules/accounts/demo-accounts.ts';
import { seedNewTeam } from './modules/new-team-seeding.ts';
import { authSecretFile, resolveAuthSecret } from './platform/auth-secret.ts';
import type { DomainLookups } from './platform/domain-lookups.ts';
import { createLocalFileStorage } from './platform/storage.ts';
import { createAppWorker } from './platform/worker.ts';

/** What a start may be handed instead of the real thing (the e2e server's DNS stand-in). */
export interface StartDeps {
  domainLookups?: DomainLookups;
}

/**
 * The process: configuration, database, the app and the worker as ROLE says, and a graceful
 * shutdown on SIGINT and SIGTERM. main.ts runs it as it is.
 */
export async function startSideline(deps: StartDeps = {}): Promise<void> {
  const config = await loadStartupConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  const storage = createLocalFileStorage(path.join(config.dataDir, 'files'));
  const app = await buildApp(config, { database, storage, logger: true, domainLookups: deps.domainLookups });

  if (config.seedDemoTeams && config.role !== 'worker') {
    const demos = await ensureDemoTeams({ db: database.db, seedNewTeam, storage });
    console.log('Demo teams (shown at /demo/{id}; "Try the portal" there opens a private copy):');
    for (const demo of demos) {
      console.log(`  ${demo.demoId.padEnd(8)} ${demo.teamName}${demo.created ? ' (created)' : ''}`);
    }
  }

  // The outbox worker runs in ROLE=all and ROLE=worker processes (any number of them).
  const worker =
    config.role === 'web'
      ? null
      : createAppWorker({
          db: database.db,
          config,
          storage,
          moduleTasks: app.workerTasks,
          log: (message, error) => app.log.error({ err: error }, message),
        });
  worker?.start();
  if (worker) console.log(`Mail worker started (${worker.transport.name} transport)`);
  console.log(
    config.stripe ? 'Payments: Stripe Connect' : 'Payments: sandbox provider (no real money moves)',
  );

  if (config.role !== 'worker') {
    await app.listen({ port: config.port, host: config.host });
    console.log(`Sideline is running at ${config.baseUrl}`);
  }

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    await app.close();
    await worker?.stop();
    await database.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** The configuration, or a plain message and exit code 1 when a setting would make the start unsafe. */
async function loadStartupConfig() {
  try {
    const resolved = await resolveAuthSecret(loadConfig());
    if (resolved.generated) {
      console.log(
        `Generated a random AUTH_SECRET in ${authSecretFile(resolved.config.dataDir)} (kept for later starts)`,
      );
    }
    return resolved.config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Sideline cannot start: ${error.message}`);
    process.exit(1);
  }
}
