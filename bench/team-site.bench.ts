import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startServer } from '../e2e/support/server.ts';
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

/** The seeded hockey demo team's pages: home, roster, a player, schedule, the finished game, an article, a gallery. */
async function discoverPages(baseUrl: string): Promise<SitePages> {
  const { slug } = (await (await fetch(`${baseUrl}/api/demo/hockey`)).json()) as { slug: string };
  const root = `${baseUrl}/sites/${slug}`;
  const first = async (listPath: string, pattern: RegExp) => {
    const match = pattern.exec(await text(`${root}${listPath}`));
    if (!match) throw new Error(`no ${pattern} on ${listPath}`);
    return match[1];
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

async function loadTest(url: string, headers: Record<string, string>): Promise<autocannon.Result> {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections: 10, duration: 2, headers });
  return autocannon({ url, connections: 50, duration: 10, headers });
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

async function measureCachedRate(baseUrl: string, site: SitePages): Promise<string> {
  const url = `${baseUrl}/sites/${site.slug}/`;
  const work = mkdtempSync(path.join(os.tmpdir(), 'sideline-bench-nginx-'));
  const html = await text(url);
  mkdirSync(path.join(work, 'www'));
  writeFileSync(path.join(work, 'www', 'index.html'), html);
  writeFileSync(path.join(work, 'www', 'index.html.gz'), gzipSync(Buffer.from(html), { level: 9 }));
  const nginx = await startNginx(work);
  try {
    const rows: string[] = [];
    for (const [label, headers] of [
      ['identity', {}],
      ['gzip', { 'accept-encoding': 'gzip' }],
    ] as const) {
      // Interleaved twice, so a burst of other work on the machine does not favour one side.
      const ours: autocannon.Result[] = [];
      const theirs: autocannon.Result[] = [];
      for (let round = 0; round < 2; round++) {
        ours.push(await loadTest(url, headers));
        theirs.push(await loadTest(`http://127.0.0.1:${nginxPort}/`, headers));
      }
      const rate = (results: autocannon.Result[]) =>
        results.reduce((sum, r) => sum + r.requests.average, 0) / results.length;
      const p99 = (results: autocannon.Result[]) => Math.max(...results.map((r) => r.latency.p99));
      rows.push(
        `| ${label} | ${Math.round(rate(ours))} | ${p99(ours)} ms | ${Math.round(rate(theirs))} | ${p99(theirs)} ms | ${(rate(ours) / rate(theirs)).toFixed(2)}× |`,
      );
    }
    return [
      `Cached home page (${(Buffer.byteLength(html) / 1024).toFixed(0)} KB of HTML) with autocannon, 50 connections, 10 s after a 2 s warm-up, against Debian's nginx serving the same bytes as a static file (gzip_static for the gzip row), one process each (nginx worker_processes 1, one Node process), two interleaved rounds averaged. Target: ≥ 0.5× nginx.`,
      '',
      '| encoding | Sideline req/s | Sideline p99 | nginx req/s | nginx p99 | ratio |',
      '|---|---|---|---|---|---|',
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
        await measureCachedRate(server.baseUrl, site),
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

// `npx tsx bench/team-site.bench.ts` runs this benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchTeamSite());
