import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { csrfHeaderName, csrfHeaderValue } from '@sideline/domain';
import sharp from 'sharp';
import { openTeamArchive } from '../apps/server/src/modules/team-data/team-archive-reader.ts';
import { createScratchDatabase } from '../apps/server/src/test/sideline-processes.ts';
import { buildZip } from '../apps/server/src/test/zip-fixtures.ts';
import { type RunningServer, startServer } from '../e2e/support/server.ts';

const run = promisify(execFile);

/**
 * Issue 38 §3: the resident memory (VmRSS, Linux's /proc) of the server process as `npm start`
 * runs it (the compiled build, NODE_ENV=production, demo teams), on the embedded database:
 * at idle, under `wrk` (1 thread, 50 connections) on a cached team page, and while uploads and
 * imports run at their limits; and on PostgreSQL (DATABASE_URL set), a ROLE=web process at idle
 * and under the same wrk run. Targets: 512 MB (embedded, idle and wrk), 1 GB (uploads and
 * imports), 256 MB (a PostgreSQL web process). Peaks are sampled every 100 ms.
 *
 *   npx tsx bench/memory.bench.ts        (after npm run build; DATABASE_URL for the PostgreSQL rows)
 */

const productionEnv = { NODE_ENV: 'production', AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789' };
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const rssOf = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return Number(line?.[1] ?? 0) * 1024;
};
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The process's peak RSS while `work` runs. */
async function peakRssWhile(pid: number, work: () => Promise<unknown>): Promise<number> {
  let peak = rssOf(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 100);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rssOf(pid));
}

/** `wrk -t1 -c50` for `seconds` on `url`; its requests per second. */
async function wrk(url: string, headers: Record<string, string> = {}): Promise<number> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout } = await run('wrk', ['-t1', '-c50', `-d${seconds}s`, ...headerArgs, url]);
  if (/Non-2xx/.test(stdout)) throw new Error(`wrk saw answers other than 2xx on ${url}:\n${stdout}`);
  return Number(stdout.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
}

/** The hockey demo team's site, fetched twice so the second answer (and wrk's) comes from the page cache. */
async function cachedTeamPage(server: RunningServer): Promise<string> {
  const { slug } = (await (await fetch(`${server.baseUrl}/api/demo/hockey`)).json()) as { slug: string };
  const url = `${server.baseUrl}/sites/${slug}`;
  for (let i = 0; i < 2; i++) await (await fetch(url)).arrayBuffer();
  return url;
}

/** A team of its own through the sign-up route; its owner's session cookie. */
async function signUp(baseUrl: string): Promise<Record<string, string>> {
  const email = `bench-${Date.now()}@example.org`;
  const headers = { origin: baseUrl, [csrfHeaderName]: csrfHeaderValue };
  const res = await fetch(`${baseUrl}/api/accounts/signup`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Jordan',
      lastName: 'Reyes',
      email,
      confirmEmail: email,
      password: 'Bench-Lynx-2026',
      organizationName: 'Harbor City University',
      teamName: 'Harbor City Hawks',
      sportsType: 'MENSICEHOCKEY',
      websiteType: 'WEBSITEANDSTORE',
      ageType: 'COLLEGIATE',
      acceptPrivacyPolicy: true,
      acceptTermsOfService: true,
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { ...headers, cookie };
}

/** The team's own export archive with a million empty opponents in it (decision 035's import bomb). */
async function importBomb(baseUrl: string, headers: Record<string, string>): Promise<Buffer> {
  const started = await fetch(`${baseUrl}/api/team-data/exports`, { method: 'POST', headers });
  if (started.status !== 201) throw new Error(`export: ${started.status} ${await started.text()}`);
  for (let i = 0; i < 600; i++) {
    const status = (await (await fetch(`${baseUrl}/api/team-data`, { headers })).json()) as {
      latestExport?: { downloadUrl?: string };
    };
    const url = status.latestExport?.downloadUrl;
    if (url) {
      const archive = Buffer.from(await (await fetch(`${baseUrl}${url}`, { headers })).arrayBuffer());
      const file = `${os.tmpdir()}/bench-memory-${process.pid}.zip`;
      await writeFile(file, archive);
      const opened = await openTeamArchive(file);
      const members = await Promise.all(
        opened.names().map(async (name) => ({ name, data: (await opened.read(name)) as Buffer })),
      );
      opened.close();
      await rm(file, { force: true });
      const million = Buffer.from(`[${Array(1_000_000).fill('{}').join(',')}]`);
      return buildZip(
        members.map((m) => (m.name === 'tables/opponents.json' ? { name: m.name, data: million } : m)),
      );
    }
    await sleep(200);
  }
  throw new Error('the export was not ready within 2 minutes');
}

/** Runs `send` for `seconds`, `concurrency` at a time; how many were sent. */
async function keepSending(concurrency: number, send: () => Promise<void>): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let sent = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        await send();
        sent += 1;
      }
    }),
  );
  return sent;
}

async function expectStatus(response: Promise<Response>, expected: number): Promise<void> {
  const res = await response;
  const body = await res.text();
  if (res.status !== expected)
    throw new Error(`expected ${expected}, got ${res.status}: ${body.slice(0, 200)}`);
}

export async function benchMemory(): Promise<string> {
  const rows: string[] = [];
  const row = (what: string, rss: number, target: number, note = '') =>
    rows.push(`| ${what} | ${mb(rss)} | ${target} | ${mb(rss) < target ? 'yes' : '**no**'} | ${note} |`);

  // The first start creates the database (initdb); the rows after it are a restart on that folder,
  // as a deployment runs from its second start on.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sideline-bench-memory-'));
  const first = await startServer(3380, productionEnv, { dataDir });
  await sleep(10_000);
  row('embedded, first start on an empty folder, idle 10 s after the first answer', rssOf(first.pid), 512);
  await first.stop();
  const server = await startServer(3380, productionEnv, { dataDir });
  try {
    await sleep(10_000);
    row('embedded, restart, idle 10 s after the first answer', rssOf(server.pid), 512);
    const page = await cachedTeamPage(server);
    let rate = 0;
    const underWrk = await peakRssWhile(server.pid, async () => {
      rate = await wrk(page);
    });
    row(
      `embedded, wrk -t1 -c50 ${seconds} s on a cached team page (peak)`,
      underWrk,
      512,
      `${Math.round(rate)} req/s`,
    );
    const gzipPeak = await peakRssWhile(server.pid, async () => {
      rate = await wrk(page, { 'accept-encoding': 'gzip' });
    });
    row('embedded, the same with gzip (peak)', gzipPeak, 512, `${Math.round(rate)} req/s`);

    const headers = await signUp(server.baseUrl);
    // A 12-megapixel photograph of noise: 9.4 MB as a JPEG (the limit is 15 MB), 36 MB decoded.
    const photo = await sharp(randomBytes(4000 * 3000 * 3), {
      raw: { width: 4000, height: 3000, channels: 3 },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
      return fetch(`${server.baseUrl}/api/media`, { method: 'POST', headers, body: form });
    };
    let uploads = 0;
    const uploadPeak = await peakRssWhile(server.pid, async () => {
      uploads = await keepSending(2, () => expectStatus(upload(), 201));
    });
    row(
      `embedded, picture uploads: ${(photo.length / 2 ** 20).toFixed(1)} MB JPEG, 4000 × 3000, two at a time for ${seconds} s (peak)`,
      uploadPeak,
      1024,
      `${uploads} uploads`,
    );
    const bomb = await importBomb(server.baseUrl, headers);
    const importArchive = () => {
      const form = new FormData();
      form.append('archive', new Blob([new Uint8Array(bomb)], { type: 'application/zip' }), 'team.zip');
      return fetch(`${server.baseUrl}/api/team-data/imports`, { method: 'POST', headers, body: form });
    };
    let imports = 0;
    const importPeak = await peakRssWhile(server.pid, async () => {
      // At most TEAM_IMPORTS_PER_HOUR (10) attempts an hour are read; the rest are refused 429.
      imports = await keepSending(2, async () => {
        const res = await importArchive();
        await res.arrayBuffer();
        if (res.status !== 400 && res.status !== 429) throw new Error(`import bomb answered ${res.status}`);
      });
    });
    row(
      `embedded, import bomb: ${Math.round(bomb.length / 1024)} KB archive, a million \`{}\`, two at a time for ${seconds} s (peak)`,
      importPeak,
      1024,
      `${imports} attempts (400, then 429 after 10)`,
    );
    await sleep(5_000);
    row('embedded, idle again 5 s after', rssOf(server.pid), 512);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (process.env.DATABASE_URL) {
    const database = await createScratchDatabase('sideline_bench_memory');
    try {
      // The first process migrates and seeds the demo teams; a web process started after it is measured.
      const first = await startServer(3381, { ...productionEnv, DATABASE_URL: database.url, ROLE: 'web' });
      await first.stop();
      const web = await startServer(3381, { ...productionEnv, DATABASE_URL: database.url, ROLE: 'web' });
      try {
        await sleep(10_000);
        row('PostgreSQL, ROLE=web, idle', rssOf(web.pid), 256);
        const page = await cachedTeamPage(web);
        let rate = 0;
        const peak = await peakRssWhile(web.pid, async () => {
          rate = await wrk(page);
        });
        row(
          `PostgreSQL, ROLE=web, wrk -t1 -c50 ${seconds} s on a cached team page (peak)`,
          peak,
          256,
          `${Math.round(rate)} req/s`,
        );
      } finally {
        await web.stop();
      }
    } finally {
      await database.drop();
    }
  } else {
    rows.push('| PostgreSQL, ROLE=web | not measured: set DATABASE_URL | 256 | – | |');
  }

  return [
    `VmRSS of the server process (\`node --conditions=sideline-compiled apps/server/dist/main.js\`, NODE_ENV=production); load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} at the end.`,
    '',
    '| state | RSS MB | target MB | under | note |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchMemory());
