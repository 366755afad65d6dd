import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { csrfHeaderName, csrfHeaderValue, itemAt } from '@sideline/domain';
import autocannon from 'autocannon';
import { inArray } from 'drizzle-orm';
import { teams } from '../apps/server/src/db/schema/teams.ts';
import { createFileMailTransport } from '../apps/server/src/platform/mail/mail-transports.ts';
import { createLocalFileStorage } from '../apps/server/src/platform/storage.ts';
import { createAppWorkerTasks, type WorkerTask } from '../apps/server/src/platform/worker.ts';
import {
  formatProgress,
  onScaleDatabase,
  openScaleApp,
  ownedTeamIndexes,
  prepareScaleDatabase,
  type ScaleApp,
  scaleCacheDir,
  scaleDatabaseName,
  scaleOwnerEmail,
  scalePassword,
} from './generate-teams.ts';
import { summarize, type Timing } from './stats.ts';

/**
 * Issue 25, "Scale up": the same measures at 10, 1,000 and 10,000 generated teams
 * (generate-teams.ts) on the machine's PostgreSQL, in-process (`app.inject`) except the cached page
 * rate, which goes through the HTTP server and its page-cache fast path. Target: every p99 at
 * 10,000 teams within 1.5× of its value at 10.
 *
 * Method:
 * - Each size is restored from its dump into a database of its own (`<SCALE_DATABASE>_<size>`),
 *   all sizes at once, each with its own two app instances (page cache off / on).
 * - The teams measured are a fixed sample spread over each database (the same count at every
 *   size), so the comparison is of the same work on more data.
 * - The sizes are measured interleaved, request by request (size A, size B, size C, A, B, C...),
 *   so a busy moment of a shared machine lands on every size alike instead of on whichever size
 *   happened to run then.
 * - PostgreSQL's statistics are reset before the timed measures; afterwards (the apps closed, so
 *   every backend has reported) every table of 1,000 rows or more that was read by sequential scan
 *   is listed with its size (the queries that would want an index).
 *
 * `npx tsx bench/scale.bench.ts [sizes...]` (default 10 1000 10000) prints the table.
 */

const sampleTeams = 10;
// Enough runs that a p99 is many samples, not the few slowest: on a shared machine a single
// descheduling made a p99 of 100 runs (2026-11-28: medians equal, p99s 0.4–1.9× apart).
const pageRequests = 1000;
const apiRequests = 400;
const signIns = 400;
const workerRuns = 2000;
const warmUps = 20;
const rateRounds = 3;
const rateSeconds = 3;

const portalLists = [
  '/api/roster?limit=50',
  '/api/games',
  '/api/articles',
  '/api/galleries',
  '/api/submissions',
  '/api/media',
  '/api/store-admin/orders',
];

export interface SequentialScan {
  table: string;
  rows: number;
  scans: number;
  rowsRead: number;
}

export interface SizeResult {
  teams: number;
  timings: Timing[];
  /** Median of `rateRounds` runs, requests a second. */
  cachedPagesPerSecond: number;
  sequentialScans: SequentialScan[];
}

interface SizeSetup {
  size: number;
  database: string;
  uncached: ScaleApp;
  cached: ScaleApp;
  pages: string[];
  sitemaps: string[];
  owners: number[];
  cookies: string[];
  workerTasks: WorkerTask[];
  cachedUrl: string;
}

/** Evenly spread items: the same count whatever the size. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => itemAt(items, Math.floor((i * items.length) / count)));
}

async function expectOk(scale: ScaleApp, url: string, headers: Record<string, string> = {}) {
  const res = await scale.app.inject({ url, headers });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.body;
}

/** The sample teams' public pages: home, schedule, roster, and a game and an article of each. */
async function publicPagesOf(scale: ScaleApp, slugs: string[]): Promise<string[]> {
  const pages: string[] = [];
  for (const slug of slugs) {
    const sitemap = await expectOk(scale, `/sites/${slug}/sitemap.xml`);
    // The sitemap names the team's own host; on the platform host the same pages are under /sites/{slug}.
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    const pick = (part: string) => paths.find((p) => p.startsWith(part));
    for (const found of ['/', pick('/schedule'), pick('/roster'), pick('/game/'), pick('/article/')])
      if (found) pages.push(`/sites/${slug}${found === '/' ? '' : found}`);
  }
  return pages;
}

async function signIn(scale: ScaleApp, email: string): Promise<string> {
  const res = await scale.app.inject({
    method: 'POST',
    url: '/api/accounts/signin',
    headers: { origin: scale.config.baseUrl, [csrfHeaderName]: csrfHeaderValue },
    payload: { email, password: scalePassword },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in ${email}: ${res.statusCode} ${res.body}`);
  return res.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/**
 * The worker's periodic tasks (those with a schedule: the clean-ups and the modules' sweeps over
 * every team), built as the worker builds them. Left out: outbox delivery and the data exports,
 * which run every poll and whose work is the mail or the archive, not a sweep.
 */
function periodicWorkerTasks(scale: ScaleApp): WorkerTask[] {
  const tasks = createAppWorkerTasks({
    db: scale.database.db,
    config: scale.config,
    storage: createLocalFileStorage(path.join(scaleCacheDir, 'files')),
    transport: createFileMailTransport(path.join(scaleCacheDir, 'mail')),
    moduleTasks: scale.app.workerTasks,
  });
  return tasks.filter((task) => task.everyMs !== undefined);
}

async function setUpSize(size: number): Promise<SizeSetup> {
  const database = `${scaleDatabaseName}_${size}`;
  await prepareScaleDatabase(size, {
    database,
    onProgress: (p) => console.log(`  ${formatProgress(p)}`),
  });
  await onScaleDatabase(database, 'VACUUM ANALYZE');
  const uncached = await openScaleApp({ SITE_CACHE_MB: '0' }, { database });
  const cached = await openScaleApp({}, { database });
  const owners = spread(ownedTeamIndexes(size), sampleTeams);
  const emails = spread(
    Array.from({ length: size }, (_, i) => i),
    sampleTeams,
  ).map(scaleOwnerEmail);
  const slugs = (
    await uncached.database.db.select({ slug: teams.slug }).from(teams).where(inArray(teams.email, emails))
  ).map((row) => row.slug);
  if (slugs.length !== Math.min(size, sampleTeams))
    throw new Error(`${size} teams: sample of ${slugs.length}`);
  const pages = await publicPagesOf(uncached, slugs);
  const cookies: string[] = [];
  for (const index of owners) cookies.push(await signIn(uncached, scaleOwnerEmail(index)));
  await cached.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = cached.app.server.address() as AddressInfo;
  return {
    size,
    database,
    uncached,
    cached,
    pages,
    sitemaps: slugs.map((slug) => `/sites/${slug}/sitemap.xml`),
    owners,
    cookies,
    workerTasks: periodicWorkerTasks(uncached),
    cachedUrl: `http://127.0.0.1:${port}`,
  };
}

interface Measure {
  name: string;
  runs: number;
  run(setup: SizeSetup, i: number): Promise<unknown>;
}

function measuresOf(setups: SizeSetup[]): Measure[] {
  const [first] = setups;
  if (!first) return [];
  return [
    {
      name: 'public page, uncached',
      runs: pageRequests,
      run: (s, i) => expectOk(s.uncached, itemAt(s.pages, i % s.pages.length)),
    },
    {
      name: 'sitemap.xml, uncached',
      runs: apiRequests,
      run: (s, i) => expectOk(s.uncached, itemAt(s.sitemaps, i % s.sitemaps.length)),
    },
    ...portalLists.map(
      (list): Measure => ({
        name: `portal ${list.split('?')[0]}`,
        runs: apiRequests,
        run: (s, i) => expectOk(s.uncached, list, { cookie: itemAt(s.cookies, i % s.cookies.length) }),
      }),
    ),
    {
      name: 'sign-in',
      runs: signIns,
      run: (s, i) => signIn(s.uncached, scaleOwnerEmail(itemAt(s.owners, i % s.owners.length))),
    },
    ...first.workerTasks.map(
      (task, t): Measure => ({
        name: `worker ${task.name}`,
        runs: workerRuns,
        run: (s) => {
          const own = itemAt(s.workerTasks, t);
          if (own.name !== task.name) throw new Error(`worker tasks differ: ${own.name}`);
          return own.run();
        },
      }),
    ),
  ];
}

/** Each measure on every size, interleaved request by request, after `warmUps` untimed rounds. */
async function timeInterleaved(setups: SizeSetup[], measure: Measure): Promise<Timing[]> {
  const samples = setups.map(() => [] as number[]);
  for (let i = 0; i < Math.min(warmUps, measure.runs); i++)
    for (const setup of setups) await measure.run(setup, i);
  for (let i = 0; i < measure.runs; i++) {
    for (const [n, setup] of setups.entries()) {
      const started = performance.now();
      await measure.run(setup, i);
      samples[n]?.push(performance.now() - started);
    }
  }
  return samples.map((sizeSamples) => summarize(measure.name, sizeSamples));
}

/** Requests a second on the cached pages through HTTP (10 connections), after rendering each page once. */
async function cachedRate(setup: SizeSetup): Promise<number> {
  const requests = setup.pages.map((page) => ({ method: 'GET' as const, path: page }));
  const result = await autocannon({ url: setup.cachedUrl, connections: 10, duration: rateSeconds, requests });
  if (result.non2xx > 0) throw new Error(`cached pages: ${result.non2xx} answers were not 2xx`);
  return result.requests.average;
}

async function sequentialScansIn(database: string): Promise<SequentialScan[]> {
  // The table's size from pg_class (VACUUM ANALYZE set it): pg_stat_reset also zeroes n_live_tup.
  const rows = await onScaleDatabase<{
    relname: string;
    rows: string;
    seq_scan: string;
    seq_tup_read: string;
  }>(
    database,
    `SELECT s.relname, c.reltuples::bigint AS rows, s.seq_scan, s.seq_tup_read
     FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
     WHERE s.seq_scan > 0 AND c.reltuples >= 1000 ORDER BY s.seq_tup_read DESC`,
  );
  return rows.map((row) => ({
    table: row.relname,
    rows: Number(row.rows),
    scans: Number(row.seq_scan),
    rowsRead: Number(row.seq_tup_read),
  }));
}

export async function benchScale(sizes: number[]): Promise<SizeResult[]> {
  const setups: SizeSetup[] = [];
  try {
    for (const size of sizes) {
      console.log(`${size} teams: preparing...`);
      setups.push(await setUpSize(size));
    }
    // Each page rendered and stored once by the cached instance before its rate is measured.
    for (const setup of setups)
      for (const page of setup.pages) {
        const res = await fetch(`${setup.cachedUrl}${page}`);
        await res.arrayBuffer();
      }
    // Counted from here: which tables the measures read by sequential scan. (pg_stat_reset applies
    // to the database of the connection; statistics are flushed by each backend within a second.)
    for (const setup of setups) await onScaleDatabase(setup.database, 'SELECT pg_stat_reset()');
    const timings = setups.map(() => [] as Timing[]);
    for (const measure of measuresOf(setups)) {
      console.log(`  ${measure.name}`);
      const perSize = await timeInterleaved(setups, measure);
      for (const [n, timing] of perSize.entries()) timings[n]?.push(timing);
    }
    const rates = setups.map(() => [] as number[]);
    for (let round = 0; round < rateRounds; round++)
      for (const [n, setup] of setups.entries()) rates[n]?.push(await cachedRate(setup));
    // A backend reports its table statistics when it ends (or after a while idle): the apps'
    // pools are closed before the statistics are read.
    await closeAll(setups);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const scans = await Promise.all(setups.map((setup) => sequentialScansIn(setup.database)));
    return setups.map((setup, n) => ({
      teams: setup.size,
      timings: timings[n] ?? [],
      cachedPagesPerSecond: Math.round(summarize('rate', rates[n] ?? []).medianMs),
      sequentialScans: scans[n] ?? [],
    }));
  } finally {
    await closeAll(setups);
  }
}

const closed = new WeakSet<SizeSetup>();
async function closeAll(setups: SizeSetup[]): Promise<void> {
  for (const setup of setups) {
    if (closed.has(setup)) continue;
    closed.add(setup);
    await setup.uncached.close();
    await setup.cached.close();
  }
}

export function formatScaleTable(results: SizeResult[]): string {
  const [base] = results;
  const last = results.at(-1);
  if (!base || !last) return '';
  const sizes = results.map((r) => r.teams.toLocaleString('en-US'));
  const lines = [
    `| measure (runs per size) | ${sizes.map((s) => `${s} teams p50 / p99 ms`).join(' | ')} | p99 ${sizes.at(-1)} ÷ ${sizes[0]} |`,
    `|---|${results.map(() => '---|').join('')}---|`,
  ];
  base.timings.forEach((timing, i) => {
    const cells = results.map((r) => `${r.timings[i]?.medianMs} / ${r.timings[i]?.p99Ms}`);
    const ratio = (last.timings[i]?.p99Ms ?? 0) / timing.p99Ms;
    lines.push(`| ${timing.name} (${timing.runs}) | ${cells.join(' | ')} | ${ratio.toFixed(2)}× |`);
  });
  const rates = results.map((r) => `${r.cachedPagesPerSecond} req/s`);
  const rateRatio = last.cachedPagesPerSecond / base.cachedPagesPerSecond;
  lines.push(
    `| cached public pages, 10 connections, median of ${rateRounds} × ${rateSeconds} s | ${rates.join(' | ')} | ${rateRatio.toFixed(2)}× (rate) |`,
  );
  const scans = results.map(
    (r) =>
      `${r.teams.toLocaleString('en-US')} teams: ${
        r.sequentialScans
          .map((s) => `${s.table} (${s.rows} rows, ${s.scans} scans, ${s.rowsRead} rows read)`)
          .join('; ') || 'none'
      }`,
  );
  return [
    ...lines,
    '',
    'Tables of 1,000 rows or more read by sequential scan during the timed measures:',
    '',
    ...scans.map((s) => `- ${s}`),
  ].join('\n');
}

/** The sizes `npm run bench` measures: SCALE_SIZES (comma-separated), else 10 and 1,000. */
export function benchScaleSizes(): number[] {
  return (process.env.SCALE_SIZES ?? '10,1000').split(',').map(Number);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv.slice(2).map(Number);
  const results = await benchScale(sizes.length ? sizes : [10, 1000, 10_000]);
  console.log(formatScaleTable(results));
}
