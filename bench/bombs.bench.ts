import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { csrfHeaderName, csrfHeaderValue, signatureDataUrlPrefix } from '@sideline/domain';
import { users } from '../apps/server/src/db/schema/auth.ts';
import { openTeamArchive } from '../apps/server/src/modules/team-data/team-archive-reader.ts';
import { makePng, makePngBomb } from '../apps/server/src/test/image-fixtures.ts';
import { buildZip } from '../apps/server/src/test/zip-fixtures.ts';
import { openBenchApp } from './bench-app.ts';

/**
 * Issue 33 §4: while the two "small upload" bombs are being processed — an 8 KB signature PNG
 * declaring 8000x8000 pixels, and a ~200 KB export archive whose opponents.json holds a million
 * `{}` — `/api/health` must answer 200 within 1 s and the process (worker threads included: RSS
 * is the whole process's) must grow by less than 300 MB.
 *
 * The app runs in this process as `npm start` wires it (PGlite data folder, files on disk, the
 * CPU pool, load shedding at its defaults), listening on a port. A worker thread of this process
 * asks for /api/health every 50 ms over HTTP and reads the process's RSS at each answer: it has
 * its own event loop, so it measures the server's answers, not its own waiting. Each phase runs
 * `BENCH_SECONDS` (default 10) with two bomb requests in flight at all times; the baseline phase
 * is the same with no bomb, in the same run. Growth is the phase's peak RSS over the RSS at its
 * start (after a garbage collection when run with --expose-gc).
 *
 *   npx tsx --expose-gc bench/bombs.bench.ts
 */

const pollerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const samples = [];
let running = true;
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const started = performance.now();
    let status = 0;
    try {
      const res = await fetch(workerData.url, { signal: AbortSignal.timeout(30000) });
      status = res.status;
      await res.arrayBuffer();
    } catch {}
    samples.push({ ms: performance.now() - started, status, rss: process.memoryUsage.rss() });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  parentPort.postMessage(samples);
})();
`;

interface HealthSample {
  ms: number;
  status: number;
  rss: number;
}

async function pollHealthWhile(
  url: string,
  work: () => Promise<number>,
): Promise<{
  samples: HealthSample[];
  requests: number;
}> {
  const poller = new Worker(pollerSource, { eval: true, workerData: { url } });
  const done = new Promise<HealthSample[]>((resolve) => poller.once('message', resolve));
  const requests = await work();
  poller.postMessage('stop');
  const samples = await done;
  await poller.terminate();
  return { samples, requests };
}

/** Runs `send` for `seconds`, `concurrency` at a time; how many were sent. */
async function keepSending(seconds: number, concurrency: number, send: () => Promise<void>): Promise<number> {
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

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

export async function benchBombs(): Promise<string> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const bench = await openBenchApp('bombs', {
    // The production defaults of the settings this is about.
    LOAD_SHED_EVENT_LOOP_DELAY_MS: '500',
    LOAD_SHED_SAMPLE_MS: '500',
    // Each bomb is an import attempt: the hourly limit would stop the flood after 10.
    TEAM_IMPORTS_PER_HOUR: '100000',
  });
  try {
    await bench.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = bench.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const team = await bench.signUpTeam('MENSICEHOCKEY');
    // Signing needs a verified address; the bench's database holds only this owner.
    await bench.database.db.update(users).set({ emailVerified: true });
    const headers = { origin: bench.config.baseUrl, [csrfHeaderName]: csrfHeaderValue, cookie: team.cookie };

    // The team's own archive, then the same with a million empty opponents.
    const exported = await bench.app.inject({ method: 'POST', url: '/api/team-data/exports', headers });
    if (exported.statusCode !== 201) throw new Error(`export: ${exported.statusCode} ${exported.body}`);
    await bench.app.workerTasks.find((task) => task.name === 'team-data-exports')?.run();
    const status = (await bench.app.inject({ method: 'GET', url: '/api/team-data', headers })).json();
    const archive = (await bench.app.inject({ method: 'GET', url: status.latestExport.downloadUrl, headers }))
      .rawPayload;
    const archivePath = path.join(os.tmpdir(), `bench-bombs-${process.pid}.zip`);
    await writeFile(archivePath, archive);
    const opened = await openTeamArchive(archivePath);
    const members = await Promise.all(
      opened.names().map(async (name) => ({ name, data: (await opened.read(name)) as Buffer })),
    );
    opened.close();
    await rm(archivePath, { force: true });
    const million = Buffer.from(`[${Array(1_000_000).fill('{}').join(',')}]`);
    const importBomb = buildZip(
      members.map((m) => (m.name === 'tables/opponents.json' ? { name: m.name, data: million } : m)),
    );
    const signatureBomb = makePngBomb(8000, 8000);

    const sign = (png: Buffer) =>
      fetch(`${base}/api/agreements/sign`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          kind: 'store',
          name: 'Jordan Reyes',
          title: 'Team President',
          signature: `${signatureDataUrlPrefix}${png.toString('base64')}`,
        }),
      });
    const importArchive = () => {
      const form = new FormData();
      form.append('archive', new Blob([new Uint8Array(importBomb)], { type: 'application/zip' }), 'team.zip');
      return fetch(`${base}/api/team-data/imports`, { method: 'POST', headers, body: form });
    };
    const expectStatus = async (response: Promise<Response>, expected: number) => {
      const res = await response;
      await res.arrayBuffer();
      if (res.status !== expected) throw new Error(`expected ${expected}, got ${res.status}`);
    };

    // Warm-up: the pool's thread loads the PDF builder once; then the process settles.
    await expectStatus(sign(await makePng(600, 200, { transparent: true })), 200);
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const phases: { name: string; send?: () => Promise<void>; note: string }[] = [
      { name: 'baseline: no bomb', note: '–' },
      {
        name: `signature bomb: ${signatureBomb.length.toLocaleString('en-US')}-byte PNG declaring 8000x8000`,
        send: () => expectStatus(sign(signatureBomb), 400),
        note: '400 (signature)',
      },
      {
        name: `import bomb: ${Math.round(importBomb.length / 1024)} KB archive, opponents.json = 1,000,000 \`{}\``,
        send: () => expectStatus(importArchive(), 400),
        note: '400 (archive: opponents)',
      },
    ];
    const rows: string[] = [];
    // With --expose-gc the garbage of making the bombs (and of the phase before) is collected
    // first, so each phase's growth is its own.
    const collectGarbage = (globalThis as { gc?: () => void }).gc;
    for (const phase of phases) {
      collectGarbage?.();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const startRss = process.memoryUsage.rss();
      const { samples, requests } = await pollHealthWhile(`${base}/api/health`, async () => {
        if (!phase.send) {
          await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
          return 0;
        }
        return keepSending(seconds, 2, phase.send);
      });
      const latencies = samples.map((s) => s.ms).sort((a, b) => a - b);
      const p = (q: number) =>
        latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0;
      const peakRss = Math.max(startRss, ...samples.map((s) => s.rss));
      const failed = samples.filter((s) => s.status !== 200).length;
      rows.push(
        `| ${phase.name} | ${requests} (${phase.note}) | ${samples.length} | ${failed} | ${p(0.5).toFixed(1)} | ${p(0.99).toFixed(1)} | ${latencies.at(-1)?.toFixed(1)} | ${mb(startRss)} | ${mb(peakRss)} | +${mb(peakRss - startRss)} |`,
      );
    }
    return [
      `${seconds} s per phase, two bomb requests in flight at a time; load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} at the end.`,
      '',
      '| phase | bomb requests (answer) | health checks | not 200 | health p50 ms | health p99 ms | health max ms | RSS at start MB | peak RSS MB | growth MB |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchBombs());
