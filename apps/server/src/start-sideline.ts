import Fastify from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { seedReferenceData } from './db/seed-reference-data.ts';
import { ensureDemoTeams } from './modules/accounts/demo-accounts.ts';
import { seedNewTeam } from './modules/new-team-seeding.ts';
import { authSecretFile, resolveAuthSecret } from './platform/auth-secret.ts';
import { createConfiguredFileStorage } from './platform/configured-storage.ts';
import type { DomainLookups } from './platform/domain-lookups.ts';
import { createGracefulShutdown } from './platform/shutdown.ts';
import { createAppWorker } from './platform/worker.ts';

/** What a start may be handed instead of the real thing (the e2e server's DNS stand-in). */
export interface StartDeps {
  domainLookups?: DomainLookups;
}

/**
 * The process: configuration, database, the app and the worker as ROLE says, and a graceful
 * shutdown on SIGINT and SIGTERM. main.ts runs it as it is.
 *
 * Start-up work that must happen once however many processes start together (migrations, the
 * reference data, the demo teams) runs under the database's start-up lock: the first process does
 * it, the others wait and find it done (docs/decisions/031).
 */
export async function startSideline(deps: StartDeps = {}): Promise<void> {
  const config = await loadStartupConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/db`,
    poolSize: config.databasePool.size,
    statementTimeoutMs: config.databasePool.statementTimeoutMs,
    connectTimeoutMs: config.databasePool.connectTimeoutMs,
  });
  const storage = await createConfiguredFileStorage(config);
  const demos = await database.withStartupLock(async () => {
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    if (!config.seedDemoTeams || config.role === 'worker') return [];
    return ensureDemoTeams({ db: database.db, seedNewTeam, storage });
  });
  const app = await buildApp(config, { database, storage, logger: true, domainLookups: deps.domainLookups });

  if (demos.length) {
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
          metrics: app.metrics,
          log: (message, error) => app.log.error({ err: error }, message),
        });
  worker?.start();
  if (worker) console.log(`Mail worker started (${worker.transport.name} transport)`);
  console.log(
    config.stripe ? 'Payments: Stripe Connect' : 'Payments: sandbox provider (no real money moves)',
  );

  // A worker serves no pages, only /healthz, /readyz and /metrics on PORT (its probes).
  const listening = config.role === 'worker' ? Fastify() : app;
  if (config.role === 'worker') app.operations.register(listening);
  await listening.listen({ port: config.port, host: config.host });
  console.log(
    config.role === 'worker'
      ? `Worker health and metrics at http://${config.host}:${config.port}/readyz`
      : `Sideline is running at ${config.baseUrl}`,
  );

  const shutdown = createGracefulShutdown({
    startStopping: app.operations.startStopping,
    services: [
      listening,
      ...(listening === app ? [] : [app]),
      ...(worker ? [{ close: () => worker.stop() }] : []),
    ],
    database,
    timeoutMs: config.shutdownTimeoutMs,
    log: (message) => console.log(message),
    exit: (code) => process.exit(code),
  });
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
