import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from './client.ts';

/**
 * Issue 25, Scale up: no query on a team-scoped table without an index. Every repository is made
 * with a TeamScope and filters by `team_id` first (decision 021), so the rule is checked where it
 * cannot be forgotten: in the migrated schema, every table with a `team_id` column has an index
 * whose first column is `team_id` (a plain index, a unique one, or the primary key). Without it, a
 * team's list at 10,000 teams reads every team's rows.
 */
describe('indexes of team-scoped tables', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await migrateDatabase(database);
  }, 60_000);
  afterAll(() => database.close());

  it('every table with a team_id column has an index that starts with team_id', async () => {
    const result = await database.db.execute(sql`
      select c.relname as table_name,
             exists (
               select 1 from pg_index i
               where i.indrelid = c.oid and i.indkey[0] = a.attnum
             ) as indexed
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'team_id' and not a.attisdropped
      where c.relkind = 'r'
      order by c.relname`);
    const tables = (result as unknown as { rows: { table_name: string; indexed: boolean }[] }).rows;
    // The check looks at something: the team-scoped tables are many.
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((table) => !table.indexed).map((table) => table.table_name)).toEqual([]);
  });
});
