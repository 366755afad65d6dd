import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { type RunningServer, startServer } from '../e2e/support/server.ts';
import { formatLighthouseTable, measureLighthouse } from './lighthouse.bench.ts';

/**
 * Public team sites (issue 6): page weight against the budgets, the cached home page's request
 * rate beside nginx serving the same bytes as a static file (same machine, same autocannon run
 * settings), uncached render latency, and Lighthouse on the pages fans visit most.
 */
const port = 3360;
const nginxPort = 3361;
const productionEnv = { NODE_ENV: 'production', AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789' };
const budgets = { scriptGzip: 50 * 1024, homeHtmlCssGzip: 60 * 1024 };

interface SitePages {
  slug: string;
  paths: Record<string, string>;
}

async function text(url: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.text();
}

/**
 * The seeded hockey demo team's pages: home, roster, a player, schedule, the finished game, an
 * article, a gallery, and its sandbox store's catalog, a product and a ticket (the cart is per
 * visitor, never cached, and only on the platform address where its cookie lives).
 */
async function discoverPages(baseUrl: string): Promise<SitePages> {
  const { slug } = (await (await fetch(`${baseUrl}/api/demo/hockey`)).json()) as { slug: string };
  const root = `${baseUrl}/sites/${slug}`;
  const first = async (listPath: string, pattern: RegExp) => {
    const found = pattern.exec(await text(`${root}${listPath}`))?.[1];
    if (!found) throw new Error(`no ${pattern} on ${listPath}`);
    return found;
  };
  const gamePath = await first(
    '/',
    /href="\/sites\/[^/]+(\/game\/[^"]+)"[^>]*>(?:(?!<\/a>).)*game-result win/s,
  );
  return {
    slug,
    paths: {
      home: '/',
      roster: '/roster',
      player: await first('/roster', /href="\/sites\/[^/]+(\/player\/[^"]+)"/),
      schedule: '/schedule',
      game: gamePath,
      article: await first('/articles', /href="\/sites\/[^/]+(\/article\/[^"]+)"/),
      gallery: await first('/galleries', /href="\/sites\/[^/]+(\/gallery\/[^"]+)"/),
      store: '/store',
      product: await first('/store', /href="\/sites\/[^/]+(\/store\/[^"]+)"/),
      ticket: await first('/store', /href="\/sites\/[^/]+(\/tickets\/[^"]+)"/),
    },
  };
}

async function gzipBytes(url: string): Promise<number> {
  return gzipSync(Buffer.from(await text(url))).length;
}

async function measureWeights(baseUrl: string, site: SitePages): Promise<string> {
  const rows: string[] = [];
  for (const [name, sitePath] of Object.entries(site.paths)) {
    const url = `${baseUrl}/sites/${site.slug}${sitePath === '/' ? '' : sitePath}`;
    const html = await text(url);
    const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
    let scriptGzip = 0;
    for (const src of scripts) scriptGzip += await gzipBytes(`${baseUrl}${src}`);
    const htmlGzip = gzipSync(Buffer.from(html)).length;
    const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    const sized = images.filter((img) => / width="\d+"/.test(img) && / height="\d+"/.test(img)).length;
    const lazy = images.filter((img) => /loading="lazy"/.test(img)).length;
    rows.push(
      `| ${name} | ${(htmlGzip / 1024).toFixed(1)} KB | ${(scriptGzip / 1024).toFixed(1)} KB | ${sized}/${images.length} | ${lazy} | ${/rel="preload" as="image"/.test(html) ? 'yes' : 'no'} |`,
    );
  }
  return [
    `Budgets: JavaScript ≤ ${budgets.scriptGzip / 1024} KB gzip on any page; HTML + CSS of the home page ≤ ${budgets.homeHtmlCssGzip / 1024} KB gzip (the CSS is inlined in the HTML).`,
    '',
    '| page | HTML + CSS (gzip) | JavaScript (gzip) | images with width and height | lazy images | hero preloaded |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** CPU seconds (user + system) the processes have used so far, from Linux's /proc. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100; // USER_HZ is 100 on Linux
}

interface LoadResult {
  rate: number;
  p99: number;
  /** Server CPU time per answered request, in microseconds: what the rate would cost a busy server. */
  cpuMicros: number;
}

async function loadTest(url: string, headers: Record<string, string>, pids: number[]): Promise<LoadResult> {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections: 10, duration: 2, headers });
  const cpuBefore = cpuSeconds(pids);
  const result = await autocannon({ url, connections: 50, duration: 10, headers });
  // Only full answers count: an error page is not the page (nginx once measured its own 403 here).
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    cpuMicros: ((cpuSeconds(pids) - cpuBefore) * 1e6) / result.requests.total,
  };
}

function startNginx(root: string): Promise<ChildProcess> {
  const conf = path.join(root, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${root}/nginx.pid; error_log ${root}/error.log;
events { worker_connections 4096; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000; default_type text/html;
  server { listen 127.0.0.1:${nginxPort}; root ${root}/www; location / { gzip_static on; index index.html; } } }
`,
  );
  const child = spawn('/usr/sbin/nginx', ['-c', conf, '-p', root], { stdio: 'ignore' });
  return new Promise((resolve) => setTimeout(() => resolve(child), 500));
}

/** nginx's master and its worker. */
function nginxPids(master: ChildProcess): number[] {
  const pid = master.pid ?? 0;
  const workers = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
  return [pid, ...workers];
}

async function measureCachedRate(server: RunningServer, site: SitePages): Promise<string> {
  const url = `${server.baseUrl}/sites/${site.slug}/`;
  const work = mkdtempSync(path.join(os.tmpdir(), 'sideline-bench-nginx-'));
  // nginx's worker runs as another user when started by root: the folder must be readable by all.
  chmodSync(work, 0o755);
  const html = await text(url);
  mkdirSync(path.join(work, 'www'));
  writeFileSync(path.join(work, 'www', 'index.html'), html);
  writeFileSync(path.join(work, 'www', 'index.html.gz'), gzipSync(Buffer.from(html), { level: 9 }));
  const nginx = await startNginx(work);
  try {
    for (const encoding of ['identity', 'gzip']) {
      const res = await fetch(`http://127.0.0.1:${nginxPort}/`, { headers: { 'accept-encoding': encoding } });
      const sentAs = res.headers.get('content-encoding') ?? 'identity';
      if (res.status !== 200 || sentAs !== encoding || (await res.text()) !== html) {
        throw new Error(`nginx does not serve the stored page as ${encoding} (${res.status}, ${sentAs})`);
      }
    }
    const rows: string[] = [];
    for (const [label, headers] of [
      ['identity', {}],
      ['gzip', { 'accept-encoding': 'gzip' }],
    ] as const) {
      // Interleaved twice, so a burst of other work on the machine does not favour one side.
      const ours: LoadResult[] = [];
      const theirs: LoadResult[] = [];
      for (let round = 0; round < 2; round++) {
        ours.push(await loadTest(url, headers, [server.pid]));
        theirs.push(await loadTest(`http://127.0.0.1:${nginxPort}/`, headers, nginxPids(nginx)));
      }
      const mean = (results: LoadResult[], of: (r: LoadResult) => number) =>
        results.reduce((sum, r) => sum + of(r), 0) / results.length;
      const rate = (results: LoadResult[]) => mean(results, (r) => r.rate);
      const cpu = (results: LoadResult[]) => mean(results, (r) => r.cpuMicros);
      const p99 = (results: LoadResult[]) => Math.max(...results.map((r) => r.p99));
      rows.push(
        `| ${label} | ${Math.round(rate(ours))} | ${p99(ours)} ms | ${cpu(ours).toFixed(0)} µs | ${Math.round(rate(theirs))} | ${p99(theirs)} ms | ${cpu(theirs).toFixed(0)} µs | ${(rate(ours) / rate(theirs)).toFixed(2)}× |`,
      );
    }
    return [
      `Cached home page (${(Buffer.byteLength(html) / 1024).toFixed(0)} KB of HTML) with autocannon, 50 connections, 10 s after a 2 s warm-up, against Debian's nginx serving the same bytes as a static file (gzip_static for the gzip row), one process each (nginx worker_processes 1, one Node process), two interleaved rounds averaged. CPU is the server's own CPU time per answered request (user + system, nginx's master and worker). Target: ≥ 0.5× nginx's rate.`,
      '',
      '| encoding | Sideline req/s | Sideline p99 | Sideline CPU per request | nginx req/s | nginx p99 | nginx CPU per request | ratio |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  } finally {
    nginx.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

async function measureUncached(baseUrl: string, site: SitePages): Promise<string> {
  const requests = Object.values(site.paths).map((sitePath) => ({
    method: 'GET' as const,
    path: `/sites/${site.slug}${sitePath === '/' ? '' : sitePath}`,
  }));
  await autocannon({ url: baseUrl, connections: 1, amount: 70, requests });
  const result = await autocannon({ url: baseUrl, connections: 1, amount: 700, requests });
  return [
    `Uncached rendering (SITE_CACHE_MB=0: every view queries the database and renders): one connection cycling through the ${requests.length} pages, 700 requests after 70 warm-up ones. Target: p99 < 50 ms.`,
    '',
    '| requests | req/s | p50 | p90 | p99 | max |',
    '|---|---|---|---|---|---|',
    `| ${result.requests.total} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p90} ms | ${result.latency.p99} ms | ${result.latency.max} ms |`,
  ].join('\n');
}

async function measureTeamLighthouse(port: number, site: SitePages): Promise<string> {
  // The team's own address ({slug}.localhost resolves to this machine), which is also the canonical one.
  const base = `http://${site.slug}.localhost:${port}`;
  const scores = await measureLighthouse(base, Object.values(site.paths));
  return [
    'Lighthouse 12, mobile preset, on the team’s own address (median of 3 runs per page). Targets: performance ≥ 98, accessibility, best practices and SEO 100.',
    '',
    formatLighthouseTable(scores),
  ].join('\n');
}

export async function benchTeamSite(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sideline-bench-site-'));
  try {
    let server = await startServer(port, productionEnv, { dataDir });
    let sections: string[];
    let site: SitePages;
    try {
      site = await discoverPages(server.baseUrl);
      sections = [
        await measureWeights(server.baseUrl, site),
        await measureCachedRate(server, site),
        await measureTeamLighthouse(port, site),
      ];
    } finally {
      await server.stop();
    }
    server = await startServer(port, { ...productionEnv, SITE_CACHE_MB: '0' }, { dataDir });
    try {
      sections.push(await measureUncached(server.baseUrl, site));
    } finally {
      await server.stop();
    }
    return sections.join('\n\n');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Only the Lighthouse section (after a CSS change to the site, say): one production server. */
export async function benchTeamSiteLighthouse(): Promise<string> {
  const server = await startServer(port, productionEnv);
  try {
    return await measureTeamLighthouse(port, await discoverPages(server.baseUrl));
  } finally {
    await server.stop();
  }
}

// `npx tsx bench/team-site.bench.ts` runs this benchmark alone; `--lighthouse` only its Lighthouse part.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await (process.argv.includes('--lighthouse') ? benchTeamSiteLighthouse() : benchTeamSite()));
}
