import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
await migrateDatabase(database);
const app = await buildApp(config, { database, logger: true });

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
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
