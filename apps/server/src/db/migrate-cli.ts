import { loadConfig } from '../config.ts';
import { migrateDatabase, openDatabase } from './client.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
await database.withStartupLock(() => migrateDatabase(database));
await database.close();
console.log(`Migrations applied (${database.kind}).`);
