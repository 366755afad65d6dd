import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { csrfHeaderName, csrfHeaderValue, itemAt, selectableSportsTypes } from '@sideline/domain';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { type App, buildApp } from '../apps/server/src/app.ts';
import { type AppConfig, loadConfig, withAuthSecret } from '../apps/server/src/config.ts';
import { type Database, migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts';
import { products, productVariants } from '../apps/server/src/db/schema/store.ts';
import { teams } from '../apps/server/src/db/schema/teams.ts';
import { seedReferenceData } from '../apps/server/src/db/seed-reference-data.ts';
import { seedNewTeam } from '../apps/server/src/modules/new-team-seeding.ts';
import { enableSandboxSelling, testBuyer } from '../apps/server/src/modules/store/sandbox-selling.ts';
import { cartCookieName } from '../apps/server/src/modules/store/store.routes.ts';
import { sandboxStoreTestCards } from '../apps/server/src/platform/payments/sandbox-store.ts';
import { createLocalFileStorage, type FileStorage } from '../apps/server/src/platform/storage.ts';

/**
 * The scale benchmark's data (issue 25, "Scale up"): N teams with realistic content, made through
 * the app's own routes and services on PostgreSQL, and a pg_dump per size kept outside the
 * repository (~/.cache/sideline-scale, or SCALE_CACHE_DIR) and restored when present.
 *
 * Each team is signed up through `POST /api/accounts/signup` (its owner, session and the whole
 * new-team seeding: seasons, opponents, a roster, games with stat sheets, articles, galleries with
 * photos, forms and a form submission, the read-only documents and nine stored images), then
 * made a store (a sandbox payment account taking payments, the signed store agreement, one product
 * in three sizes: the rows the payment onboarding and the store admin leave) and buys from it
 * through the public cart, checkout and the sandbox's hosted payment page, so its orders are
 * completed by the store's own code. That is every `ownerEvery`-th team; the others are made by
 * the same new-team seeding service directly (all the content above, no owner, no orders).
 */

export const scaleCacheDir =
  process.env.SCALE_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'sideline-scale');
/** The benchmark's own database on the machine's PostgreSQL (SCALE_DATABASE); never the suite's `test`. */
export const scaleDatabaseName = process.env.SCALE_DATABASE ?? 'sideline_scale';
/**
 * The PostgreSQL server the scale databases are made on, through its maintenance database:
 * SCALE_POSTGRES_URL, else the server of DATABASE_URL, else the machine's server on 127.0.0.1.
 */
export const scaleServerUrl = process.env.SCALE_POSTGRES_URL ?? maintenanceUrlOf(process.env.DATABASE_URL);

function maintenanceUrlOf(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}
/** Every generated owner signs in with this password (PASSWORD_HASH_COST 4, as the tests). */
export const scalePassword = 'Scale-Bench-2026';

export const scaleOwnerEmail = (index: number) => `scale-owner-${index}@example.org`;
export const scaleDumpPath = (teamCount: number) => path.join(scaleCacheDir, `teams-${teamCount}.dump`);

/**
 * The scale database's URL. `bulkLoad` adds `synchronous_commit=off` to its sessions: the
 * generator's commits do not wait for the WAL flush (a crash could lose the last few teams, which
 * the next run would simply make again). The benchmark's own connections never set it.
 */
export function scaleDatabaseUrl({ bulkLoad = false, database = scaleDatabaseName } = {}): string {
  const url = new URL(scaleServerUrl);
  url.pathname = `/${database}`;
  if (bulkLoad) url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: scaleServerUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty database of that name on the scale server (dropped first when it exists). */
export async function recreateScaleDatabase(database: string): Promise<void> {
  const name = pg.escapeIdentifier(database);
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${name}`);
}

export interface ScaleApp {
  app: App;
  config: AppConfig;
  database: Database;
  close(): Promise<void>;
}

/** The whole app in-process on the scale database, files in the cache folder. */
export async function openScaleApp(
  env: Record<string, string> = {},
  { bulkLoad = false, database: databaseName = scaleDatabaseName } = {},
): Promise<ScaleApp> {
  const database = await openDatabase({
    databaseUrl: scaleDatabaseUrl({ bulkLoad, database: databaseName }),
    poolSize: 10,
  });
  const config = withAuthSecret(
    loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'scale-bench-secret-not-for-production-0123456789',
      BASE_URL: 'http://localhost:3000',
      DATA_DIR: scaleCacheDir,
      SEED_DEMO_TEAMS: 'false',
      PASSWORD_HASH_COST: '4',
      RATE_LIMIT_PER_MINUTE: '10000000',
      ...env,
    }),
  );
  const storage = createLocalFileStorage(path.join(scaleCacheDir, 'files'));
  const app = await buildApp(config, { database, storage, webDistDir: '/nonexistent' });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export async function countTeams(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(teams);
  return row?.n ?? 0;
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };

const sportOf = (index: number) => itemAt(selectableSportsTypes, index % selectableSportsTypes.length);

async function signUpTeam(scale: ScaleApp, index: number): Promise<{ teamId: string; slug: string }> {
  const email = scaleOwnerEmail(index);
  const res = await scale.app.inject({
    method: 'POST',
    url: '/api/accounts/signup',
    headers: { origin: scale.config.baseUrl, [csrfHeaderName]: csrfHeaderValue },
    payload: {
      firstName: 'Jordan',
      lastName: 'Reyes',
      email,
      confirmEmail: email,
      password: scalePassword,
      organizationName: `Scale Organization ${index}`,
      teamName: `Scale Team ${index}`,
      sportsType: sportOf(index),
      websiteType: 'WEBSITEANDSTORE',
      ageType: 'COLLEGIATE',
      acceptPrivacyPolicy: true,
      acceptTermsOfService: true,
      timeZone: 'America/New_York',
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up ${index}: ${res.statusCode} ${res.body}`);
  const { team } = res.json() as { team: { id: string; slug: string } };
  return { teamId: team.id, slug: team.slug };
}

/** The rows a team's store has once its payment account takes payments and a product is listed. */
async function openStore(scale: ScaleApp, teamId: string): Promise<string[]> {
  const { db } = scale.database;
  await enableSandboxSelling(db, teamId, new Date(), {
    email: 'club@example.org',
    businessName: 'Scale club',
  });
  const [product] = await db
    .insert(products)
    .values({
      teamId,
      urlId: 'home-jersey',
      name: 'Home jersey',
      priceCents: 4500,
      shippingPerOrderCents: 500,
    })
    .returning({ id: products.id });
  if (!product) throw new Error('no product');
  const variants = await db
    .insert(productVariants)
    .values(
      ['S', 'M', 'L'].map((size) => ({
        teamId,
        productId: product.id,
        optionValues: { Size: size },
        priceCents: 4500,
        sku: `JER-${size}`,
        inventory: 100,
      })),
    )
    .returning({ id: productVariants.id });
  return variants.map((variant) => variant.id);
}

/** A fan's order through the public cart, checkout and the sandbox's payment page. */
async function buyJersey(scale: ScaleApp, slug: string, variantId: string): Promise<void> {
  const { app } = scale;
  const added = await app.inject({
    method: 'POST',
    url: `/sites/${slug}/cart/add`,
    headers: form,
    payload: new URLSearchParams({ variantId, quantity: '1' }).toString(),
  });
  const cart = added.cookies.find((cookie) => cookie.name === cartCookieName);
  if (added.statusCode !== 303 || !cart) throw new Error(`cart ${slug}: ${added.statusCode} ${added.body}`);
  const checkout = await app.inject({
    method: 'POST',
    url: `/sites/${slug}/checkout`,
    headers: { ...form, cookie: `${cartCookieName}=${cart.value}` },
    payload: new URLSearchParams(testBuyer).toString(),
  });
  const sessionId = String(checkout.headers.location ?? '')
    .split('/')
    .pop();
  if (checkout.statusCode !== 303 || !sessionId) throw new Error(`checkout ${slug}: ${checkout.statusCode}`);
  const paid = await app.inject({
    method: 'POST',
    url: `/sandbox/payments/store-checkout/${sessionId}`,
    headers: form,
    payload: new URLSearchParams({ cardNumber: sandboxStoreTestCards.succeeds }).toString(),
  });
  if (paid.statusCode !== 303) throw new Error(`payment ${slug}: ${paid.statusCode} ${paid.body}`);
}

/** A team made by the new-team seeding service alone, without an owner (as the demo teams are). */
async function seedTeam(scale: ScaleApp, storage: FileStorage, index: number): Promise<void> {
  await scale.database.db.transaction((tx) =>
    seedNewTeam(
      tx,
      {
        userId: null,
        email: scaleOwnerEmail(index),
        organizationName: `Scale Organization ${index}`,
        teamName: `Scale Team ${index}`,
        sportsType: sportOf(index),
        ageType: 'COLLEGIATE',
        websiteType: 'WEBSITEANDSTORE',
        now: new Date(),
      },
      { storage },
    ),
  );
}

export interface GenerateOptions {
  /**
   * Every n-th team (index 0, n, 2n...) is signed up by its owner through the route and sells
   * `ordersPerTeam` orders; the others are made by the seeding service alone. Sign-up through the
   * route and the orders through the cart and checkout cost ~20 times the seeding, so 10,000 teams
   * take minutes instead of hours.
   */
  ownerEvery?: number;
  ordersPerTeam?: number;
  /**
   * Teams made at once (each in its own transaction). The seeding is ~26 statements in a row,
   * mostly waiting for PostgreSQL; four lanes keep this process and the server busy on two cores.
   */
  concurrency?: number;
  onProgress?: (progress: GenerateProgress) => void;
}

export interface GenerateProgress {
  made: number;
  target: number;
  /** Wall-clock time per team over all lanes (what the whole generation costs a team). */
  msPerTeam: number;
  /** Average time of one seeded team (the service in its transaction) and of one owner's team. */
  msPerSeededTeam: number;
  msPerOwnedTeam: number;
}

export const formatProgress = (p: GenerateProgress) =>
  `${p.made}/${p.target} teams, ${p.msPerTeam.toFixed(1)} ms a team (seeded ${p.msPerSeededTeam.toFixed(0)} ms, signed up with orders ${p.msPerOwnedTeam.toFixed(0)} ms, each in its lane)`;

/** The indexes of the teams that have an owner who signs in (the benchmark's portal users). */
export function ownedTeamIndexes(teamCount: number, ownerEvery = defaultOwnerEvery): number[] {
  return Array.from({ length: Math.ceil(teamCount / ownerEvery) }, (_, i) => i * ownerEvery);
}
export const defaultOwnerEvery = 25;

/** Adds teams until the database holds `target` of them (team indexes continue from the count). */
export async function generateTeams(scale: ScaleApp, target: number, options: GenerateOptions = {}) {
  const { ownerEvery = defaultOwnerEvery, ordersPerTeam = 2, concurrency = 4 } = options;
  const storage = createLocalFileStorage(path.join(scaleCacheDir, 'files'));
  const first = await countTeams(scale.database);
  const started = performance.now();
  let next = first;
  const spent = { seeded: 0, seededMs: 0, owned: 0, ownedMs: 0 };
  const makeTeam = async (index: number) => {
    const teamStarted = performance.now();
    if (index % ownerEvery !== 0) {
      await seedTeam(scale, storage, index);
      spent.seeded += 1;
      spent.seededMs += performance.now() - teamStarted;
      return;
    }
    const { teamId, slug } = await signUpTeam(scale, index);
    const variants = await openStore(scale, teamId);
    for (let i = 0; i < ordersPerTeam; i++)
      await buyJersey(scale, slug, itemAt(variants, i % variants.length));
    spent.owned += 1;
    spent.ownedMs += performance.now() - teamStarted;
  };
  const progress = (): GenerateProgress => {
    const made = spent.seeded + spent.owned;
    return {
      made: first + made,
      target,
      msPerTeam: (performance.now() - started) / Math.max(made, 1),
      msPerSeededTeam: spent.seededMs / Math.max(spent.seeded, 1),
      msPerOwnedTeam: spent.ownedMs / Math.max(spent.owned, 1),
    };
  };
  const lane = async () => {
    while (next < target) {
      const index = next++;
      await makeTeam(index);
      if ((index + 1) % 500 === 0) options.onProgress?.(progress());
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  options.onProgress?.(progress());
}

/** The sizes whose dumps are in the cache. */
function cachedSizes(): number[] {
  return readdirSync(scaleCacheDir)
    .map((name) => /^teams-(\d+)\.dump$/.exec(name)?.[1])
    .filter((size): size is string => size !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/** The scale database recreated from a size's dump, then migrated (a dump made before a new migration gets it). */
async function restoreDump(teamCount: number, database: string): Promise<void> {
  await recreateScaleDatabase(database);
  execFileSync(
    'pg_restore',
    ['--no-owner', '--dbname', scaleDatabaseUrl({ database }), scaleDumpPath(teamCount)],
    {
      stdio: 'inherit',
    },
  );
  await migrateScaleDatabase(database);
}

async function migrateScaleDatabase(databaseName: string): Promise<void> {
  const database = await openDatabase({
    databaseUrl: scaleDatabaseUrl({ database: databaseName }),
    poolSize: 2,
  });
  try {
    await migrateDatabase(database);
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
}

/**
 * The scale database holding exactly `teamCount` generated teams: restored from its dump when one
 * exists; else grown from what the database holds (when it holds fewer) and dumped.
 */
export async function prepareScaleDatabase(
  teamCount: number,
  options: GenerateOptions & { database?: string } = {},
) {
  const { database = scaleDatabaseName } = options;
  mkdirSync(scaleCacheDir, { recursive: true });
  const dump = scaleDumpPath(teamCount);
  if (existsSync(dump)) {
    await restoreDump(teamCount, database);
    return { generated: false };
  }
  // Grown from the largest smaller size's dump when there is one (so a benchmark that ran on the
  // database since does not leave its sessions and worker runs in the next size), else from nothing.
  const smaller = cachedSizes()
    .filter((size) => size < teamCount)
    .at(-1);
  if (smaller !== undefined) await restoreDump(smaller, database);
  else {
    await recreateScaleDatabase(database);
    await migrateScaleDatabase(database);
  }
  const scale = await openScaleApp({}, { bulkLoad: true, database });
  try {
    await generateTeams(scale, teamCount, options);
  } finally {
    await scale.close();
  }
  // The planner's statistics of a freshly loaded database, as autovacuum would leave them.
  await onScaleDatabase(database, 'VACUUM ANALYZE');
  const partial = `${dump}.partial`;
  execFileSync('pg_dump', ['--format=custom', '--file', partial, scaleDatabaseUrl({ database })], {
    stdio: 'inherit',
  });
  renameSync(partial, dump);
  return { generated: true };
}

/** One statement on its own connection to a scale database; its rows. */
export async function onScaleDatabase<T extends pg.QueryResultRow>(
  database: string,
  statement: string,
): Promise<T[]> {
  const client = new pg.Client({ connectionString: scaleDatabaseUrl({ database }) });
  await client.connect();
  try {
    return (await client.query<T>(statement)).rows;
  } finally {
    await client.end();
  }
}

// `npx tsx bench/generate-teams.ts 10 1000 10000`: each size's dump, grown from the one before.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const size of process.argv.slice(2).map(Number)) {
    const result = await prepareScaleDatabase(size, { onProgress: (p) => console.log(formatProgress(p)) });
    console.log(
      `${size} teams: ${result.generated ? `generated, dumped to ${scaleDumpPath(size)}` : 'restored from the dump'}`,
    );
  }
}
