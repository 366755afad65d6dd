import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { seedReferenceData } from '../db/seed-reference-data.ts';
import { preparePostgresTemplate } from './postgres-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Migrates once per run. PGlite: a migrated data dir is dumped to a file that every test app starts
 * from (~0.3 s instead of initdb + migrations). PostgreSQL: a migrated template database that every
 * Vitest worker copies (see postgres-databases.ts).
 */
export default async function setup(project: TestProject) {
  // The project's database (vitest.config.ts), not the shell's: one run holds both passes.
  const databaseUrl = project.config.env.DATABASE_URL;
  if (databaseUrl) {
    project.provide('pgliteTemplatePath', '');
    return preparePostgresTemplate(databaseUrl);
  }
  const client = await PGlite.create();
  await client.close();
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  // biome-ignore lint/suspicious/noExplicitAny: reach the PGlite client behind drizzle to dump it
  const pglite = (database.db as any).$client as PGlite;
  const dump = await pglite.dumpDataDir('none');
  const templatePath = path.join(os.tmpdir(), `sideline-test-template-${process.pid}.tar`);
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplatePath', templatePath);
}
