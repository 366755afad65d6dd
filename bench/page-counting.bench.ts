import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { csrfHeaderName, csrfHeaderValue, type WebsiteAnalytics } from '@sideline/domain';
import autocannon from 'autocannon';
import { type RunningServer, startServer } from '../e2e/support/server.ts';
import { recreateScaleDatabase, scaleDatabaseUrl } from './generate-teams.ts';

/**
 * Issue 24: does counting page views slow the cached public page? Two production servers in the
 * same run, one counting (`ANALYTICS_COUNTING=true`, the default) and one not, each with its own
 * data folder and a new team of its own; the new team's cached home page is loaded as browsers
 * open it (a document navigation with a browser's user agent, so every request is a view), the
 * two servers interleaved. Afterwards the counting server's analytics must hold the views it
 * answered and the other's none, so the rows compare counting with not counting.
 */
const ports = { counting: 3362, notCounting: 3363 } as const;
const productionEnv = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  RATE_LIMIT_PER_MINUTE: '100000',
};
const browserNavigation = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'accept-encoding': 'gzip',
};
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = { warmUp: 10, measured: 50 } as const;
/**
 * When autocannon stops, each connection may have one request the server still answers (and
 * counts) but autocannon no longer tallies: at most this many views beyond the answers it saw.
 */
const inFlightAtStop = rounds * (connections.warmUp + connections.measured);

interface BenchTeam {
  slug: string;
  /** The admin's session cookie, to read the team's analytics afterwards. */
  cookie: string;
}

/** A new team signed up through the API; its site is not published, and is counted all the same. */
async function signUpTeam(baseUrl: string): Promise<BenchTeam> {
  const email = `bench-${Date.now()}@counting.test`;
  const response = await fetch(`${baseUrl}/api/accounts/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [csrfHeaderName]: csrfHeaderValue, origin: baseUrl },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Admin',
      email,
      confirmEmail: email,
      password: 'Harbor-Lynx-2026',
      organizationName: 'Bench University',
      teamName: 'Bench Otters',
      sportsType: 'MENSICEHOCKEY',
      websiteType: 'WEBSITEANDSTORE',
      ageType: 'COLLEGIATE',
      acceptPrivacyPolicy: true,
      acceptTermsOfService: true,
      timeZone: 'America/New_York',
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((set) => set.split(';')[0])
    .join('; ');
  const session = (await (await fetch(`${baseUrl}/api/session`, { headers: { cookie } })).json()) as {
    team: { slug: string };
  };
  return { slug: session.team.slug, cookie };
}

async function viewsCounted(server: RunningServer, team: BenchTeam): Promise<number> {
  const response = await fetch(`${server.baseUrl}/api/analytics/website`, {
    headers: { cookie: team.cookie },
  });
  if (!response.ok) throw new Error(`analytics: ${response.status} ${await response.text()}`);
  return ((await response.json()) as WebsiteAnalytics).totals.views;
}

interface LoadResult {
  rate: number;
  p99: number;
  answered: number;
}

async function loadTest(url: string): Promise<LoadResult> {
  // A short warm-up (which also fills the page cache), then the measured run.
  const warmUp = await autocannon({
    url,
    connections: connections.warmUp,
    duration: 2,
    headers: browserNavigation,
  });
  const result = await autocannon({
    url,
    connections: connections.measured,
    duration: 10,
    headers: browserNavigation,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return { rate: result.requests.average, p99: result.latency.p99, answered: warmUp['2xx'] + result['2xx'] };
}

/**
 * `COUNTING_ON_POSTGRES=1`: each server on a fresh PostgreSQL database of its own (on the scale
 * benchmark's server, see generate-teams.ts) instead of PGlite, which runs in the server's thread.
 */
const onPostgres = process.env.COUNTING_ON_POSTGRES === '1';

async function databaseEnv(name: string): Promise<Record<string, string>> {
  if (!onPostgres) return {};
  await recreateScaleDatabase(name);
  return { DATABASE_URL: scaleDatabaseUrl({ database: name }) };
}

export async function benchPageCounting(): Promise<string> {
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'sideline-bench-counting-')));
  const servers: RunningServer[] = [];
  try {
    const counting = await startServer(
      ports.counting,
      { ...productionEnv, ANALYTICS_COUNTING: 'true', ...(await databaseEnv('sideline_bench_counting_on')) },
      { dataDir: dataDirs[0] },
    );
    servers.push(counting);
    const notCounting = await startServer(
      ports.notCounting,
      {
        ...productionEnv,
        ANALYTICS_COUNTING: 'false',
        ...(await databaseEnv('sideline_bench_counting_off')),
      },
      { dataDir: dataDirs[1] },
    );
    servers.push(notCounting);
    const sides = [
      {
        label: 'counting on',
        server: counting,
        team: await signUpTeam(counting.baseUrl),
        results: [] as LoadResult[],
      },
      {
        label: 'counting off',
        server: notCounting,
        team: await signUpTeam(notCounting.baseUrl),
        results: [] as LoadResult[],
      },
    ];
    // Interleaved, so a burst of other work on the machine does not favour one side.
    for (let round = 0; round < rounds; round++) {
      for (const side of sides)
        side.results.push(await loadTest(`${side.server.baseUrl}/sites/${side.team.slug}/`));
    }
    const rows: string[] = [];
    for (const side of sides) {
      const answered = side.results.reduce((sum, r) => sum + r.answered, 0);
      const views = await viewsCounted(side.server, side.team);
      // Every answered navigation is a view while counting (the buffer drops nothing at this
      // rate), plus at most the requests in flight when each autocannon run stopped.
      const isExpected =
        side.server === counting ? views >= answered && views <= answered + inFlightAtStop : views === 0;
      if (!isExpected) throw new Error(`${side.label}: ${views} views counted for ${answered} answers`);
      const rate = side.results.reduce((sum, r) => sum + r.rate, 0) / side.results.length;
      rows.push(
        `| ${side.label} | ${Math.round(rate)} | ${Math.max(...side.results.map((r) => r.p99))} ms | ${answered} | ${views} |`,
      );
    }
    const [on, off] = sides.map(
      (side) => side.results.reduce((sum, r) => sum + r.rate, 0) / side.results.length,
    ) as [number, number];
    return [
      `Cached home page of a new (unpublished) team, requested as a browser opens it (Chrome's user agent, \`Sec-Fetch-Dest: document\`, gzip), autocannon 50 connections for 10 s after a 2 s warm-up, ${rounds} interleaved rounds averaged; two production servers (one Node process each, ${onPostgres ? 'own PostgreSQL database' : 'own PGlite data folder'}), one counting and one not. "Views counted" is what the team's website analytics show afterwards.`,
      '',
      '| server | req/s | p99 | pages answered | views counted |',
      '|---|---|---|---|---|',
      ...rows,
      '',
      `Counting on / off: ${(on / off).toFixed(2)}× the request rate.`,
    ].join('\n');
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

// `npx tsx bench/page-counting.bench.ts` runs this benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchPageCounting());
