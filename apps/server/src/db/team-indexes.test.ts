import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takenTeamSlugsQuery } from '../modules/teams/team-seeding.service.ts';
import { postgresWorkerDatabaseUrl } from '../test/postgres-databases.ts';
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
    // On PostgreSQL when DATABASE_URL is set: its collation (not C) is what the slug index is for.
    const databaseUrl = process.env.DATABASE_URL;
    database = await openDatabase(
      databaseUrl ? { databaseUrl: await postgresWorkerDatabaseUrl(databaseUrl), poolSize: 2 } : {},
    );
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

  // Cross-tenant look-ups are not covered by the rule above. The slug picker's prefix match read
  // every team by sequential scan until teams_slug_pattern_idx (bench/README.md, "Scale"). With
  // sequential scans priced out, a plan without a usable index still scans the table, or reads a
  // whole index with no condition: both fail here.
  it('the slug picker finds the taken slugs of a base through an index condition', async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = takenTeamSlugsQuery(tx, 'harbor-city-hawks').toSQL();
      const explained = await tx.execute(sql.raw(`explain (format json) ${inline(query.sql, query.params)}`));
      const [row] = (explained as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }).rows;
      return row?.['QUERY PLAN'][0].Plan;
    });
    const scans = scanNodesOf(plan);
    expect(scans.length).toBeGreaterThan(0);
    for (const scan of scans) {
      expect(scan['Node Type']).not.toBe('Seq Scan');
      expect(scan['Index Cond'], `${scan['Node Type']} on ${scan['Index Name']}`).toBeDefined();
    }
  });
});

/** The query with its parameters written in as literals (EXPLAIN takes no parameters here). */
function inline(text: string, params: unknown[]): string {
  return text.replace(
    /\$(\d+)/g,
    (_, n: string) => `'${String(params[Number(n) - 1]).replaceAll("'", "''")}'`,
  );
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** The nodes of a plan that read a table or an index. */
function scanNodesOf(node: PlanNode | undefined): PlanNode[] {
  if (!node) return [];
  const own = /Scan$/.test(node['Node Type']) && node['Node Type'] !== 'Bitmap Heap Scan' ? [node] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scanNodesOf)];
}
