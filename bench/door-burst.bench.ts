import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  type CheckInEntry,
  csrfHeaderName,
  csrfHeaderValue,
  decideScan,
  formatWallTime,
  type QueuedScan,
  type ScannerBundle,
  seedTimeZone,
  type Ticket,
} from '@sideline/domain';
import { build } from 'vite';
import { enableSandboxSelling, testBuyer } from '../apps/server/src/modules/store/sandbox-selling.ts';
import { sandboxStoreTestCards } from '../apps/server/src/platform/payments/sandbox-store.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { readQrImage } from '../e2e/support/fake-camera.ts';
import { repoRoot } from '../e2e/support/server.ts';
import { fanAddress, openBenchApp } from './bench-app.ts';
import { formatTable, summarize, type Timing } from './stats.ts';

const burstSize = 200;
const perOrder = 10;
const syncBatch = 10;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
/** Tickets ship nothing: the checkout form's address stays empty. */
const buyer = { ...testBuyer, line1: '', city: '', state: '', postalCode: '' };

type BenchApp = Awaited<ReturnType<typeof openBenchApp>>;

/** The admin's requests: JSON through the portal's API, signed in. */
function portalOf(bench: BenchApp, cookie: string) {
  const headers = { cookie, origin: bench.config.baseUrl, [csrfHeaderName]: csrfHeaderValue };
  return async <T>(method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
    const res = await bench.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
}

/**
 * Tickets to a home game starting in 90 minutes (inside the check-in window), `burstSize` of them
 * bought through the public cart, checkout and the sandbox's payment page, 10 an order; answers
 * the ticket and each admission's signed code, read from the QR images of the order pages.
 */
async function sellBurst(bench: BenchApp, cookie: string, slug: string, round: number) {
  const portal = portalOf(bench, cookie);
  const options = await portal<{ seasons: { id: string }[]; opponents: { id: string }[] }>(
    'GET',
    '/api/games/options',
  );
  const [date, time] = formatWallTime(new Date(Date.now() + 90 * 60_000), seedTimeZone).split('T');
  const game = await portal<{ id: string }>('POST', '/api/games', {
    seasonId: options.seasons[0]?.id,
    opponentId: options.opponents[0]?.id,
    date,
    time,
    timeTba: false,
    homeGame: true,
  });
  const ticket = await portal<Ticket>('POST', '/api/tickets', {
    name: `Burst ${round}`,
    gameId: game.id,
    tiers: [{ name: 'Adult', priceCents: 1500, capacity: null }],
    capacity: null,
    maxPerOrder: perOrder,
  });
  const codes: string[] = [];
  for (let order = 0; order < burstSize / perOrder; order++) {
    const added = await bench.app.inject({
      method: 'POST',
      url: `/sites/${slug}/cart/add-ticket`,
      headers: form,
      remoteAddress: fanAddress(order),
      payload: new URLSearchParams({
        tierId: ticket.tiers[0]?.id ?? '',
        quantity: String(perOrder),
      }).toString(),
    });
    const cart = added.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const checkout = await bench.app.inject({
      method: 'POST',
      url: `/sites/${slug}/checkout`,
      headers: { ...form, cookie: cart },
      payload: new URLSearchParams(buyer).toString(),
    });
    if (checkout.statusCode !== 303) throw new Error(`checkout: ${checkout.statusCode} ${checkout.body}`);
    const paid = await bench.app.inject({
      method: 'POST',
      url: new URL(String(checkout.headers.location), bench.config.baseUrl).pathname,
      headers: form,
      payload: new URLSearchParams({ cardNumber: sandboxStoreTestCards.succeeds }).toString(),
    });
    if (paid.statusCode !== 303) throw new Error(`payment: ${paid.statusCode} ${paid.body}`);
    const page = await bench.app.inject({
      url: new URL(String(paid.headers.location), bench.config.baseUrl).pathname,
    });
    for (const [, src] of page.body.matchAll(
      /<img src="(data:image\/png;base64,[^"]+)" alt="QR code of ticket/g,
    )) {
      codes.push(await readQrImage(src ?? ''));
    }
  }
  if (codes.length !== burstSize) throw new Error(`${codes.length} codes delivered, not ${burstSize}`);
  return { ticketId: ticket.id, codes };
}

/** A scanner device at the ticket's door and the bundle it downloads before the doors open. */
async function openDoor(bench: BenchApp, cookie: string, ticketId: string) {
  const portal = portalOf(bench, cookie);
  const device = await portal<{ id: string }>('POST', `/api/scanner/${ticketId}/devices`, { name: 'Door 1' });
  const bundle = await portal<ScannerBundle>('GET', `/api/scanner/${ticketId}/bundle?deviceId=${device.id}`);
  return { deviceId: device.id, bundle };
}

/**
 * Every code decided in arrival order as the device decides it, each admission added to the list
 * the next scan is checked against; the time of each decision. Self-contained, so it also runs
 * serialized into a Chromium page with the page's own `decideScan`.
 */
function timeDecisions(decide: typeof decideScan, bundle: ScannerBundle, codes: readonly string[]) {
  const checkIns: CheckInEntry[] = [];
  const samples: number[] = [];
  for (const [index, scanned] of codes.entries()) {
    const now = new Date();
    const started = performance.now();
    const verdict = decide({ scanned, bundle, checkIns, now });
    samples.push(performance.now() - started);
    if (verdict.outcome !== 'admitted') throw new Error(`a fresh ticket was ${verdict.outcome}`);
    checkIns.push({
      nonce: String(index),
      issuedTicketId: verdict.issuedTicketId,
      at: now.toISOString(),
      deviceName: 'Door 1',
    });
  }
  const again = decide({ scanned: codes[0] ?? '', bundle, checkIns, now: new Date() });
  if (again.outcome !== 'already_used') throw new Error(`a used ticket was ${again.outcome}`);
  return { samples, checkIns };
}

/** The device's queue after the burst: each admission with its own random nonce. */
function queueOf(checkIns: readonly CheckInEntry[]): QueuedScan[] {
  return checkIns.map((checkIn) => ({
    kind: 'check_in',
    nonce: randomBytes(16).toString('hex'),
    issuedTicketId: checkIn.issuedTicketId,
    at: checkIn.at,
  }));
}

/**
 * A Chromium page holding the domain's scan rules as the portal's bundle holds them (built by
 * Vite from packages/domain), that times the same burst in the browser, optionally with the CPU
 * slowed down as Lighthouse's mobile preset does (4×) to stand for a mid-range phone.
 */
async function openChromiumDoor() {
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.join(repoRoot, 'packages/domain/src/tickets/ticket-scan.ts'),
        formats: ['iife'],
        name: 'door',
      },
    },
  });
  const output = (Array.isArray(built) ? built[0] : built) as { output: { code?: string }[] };
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>door</title>');
  await page.addScriptTag({ content: output.output[0]?.code ?? '' });
  const cdp = await page.context().newCDPSession(page);
  return {
    async time(bundle: ScannerBundle, codes: readonly string[], cpuSlowdown: number) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      return page.evaluate(
        ({ source, bundle, codes }) => {
          const run = new Function(`return ${source}`)();
          return run((window as unknown as { door: { decideScan: unknown } }).door.decideScan, bundle, codes)
            .samples as number[];
        },
        { source: timeDecisions.toString(), bundle, codes },
      );
    },
    close: () => browser.close(),
  };
}

/**
 * Issue 23's 200-ticket burst at one door, on the whole app in-process on PGlite: (a) the time a
 * device takes to decide one scan (Ed25519 verification of the signed QR against the bundle, then
 * the check-in list, which grows by one with every admission), in Node and in Chromium (as is,
 * and with the CPU slowed 4×); (b) the time the server takes to take a queue of 200 check-ins:
 * one POST /api/scanner/{id}/sync with all of them, or 20 POSTs of 10. Each round sells a fresh
 * ticket 200 times for each way of syncing; round 0 warms up and is not counted.
 */
export async function benchDoorBurst(rounds = 5): Promise<Timing[]> {
  const bench = await openBenchApp('door-burst', { RATE_LIMIT_PER_MINUTE: '100000' });
  const chromium = await openChromiumDoor();
  try {
    const { cookie, team } = await bench.signUpTeam('MENSICEHOCKEY');
    await enableSandboxSelling(bench.database.db, team.id, new Date());
    const portal = portalOf(bench, cookie);
    const decideNode: number[] = [];
    const decideChromium: number[] = [];
    const decideSlowChromium: number[] = [];
    const syncAll: number[] = [];
    const syncBatchPost: number[] = [];
    const syncBatches: number[] = [];
    for (let round = 0; round <= rounds; round++) {
      const counted = round > 0;
      const whole = await sellBurst(bench, cookie, team.slug, round * 2);
      const wholeDoor = await openDoor(bench, cookie, whole.ticketId);
      const decided = timeDecisions(decideScan, wholeDoor.bundle, whole.codes);
      const inChromium = await chromium.time(wholeDoor.bundle, whole.codes, 1);
      const inSlowChromium = await chromium.time(wholeDoor.bundle, whole.codes, 4);
      if (counted) {
        decideNode.push(...decided.samples);
        decideChromium.push(...inChromium);
        decideSlowChromium.push(...inSlowChromium);
      }
      const started = performance.now();
      const synced = await portal<ScannerBundle>('POST', `/api/scanner/${whole.ticketId}/sync`, {
        deviceId: wholeDoor.deviceId,
        scans: queueOf(decided.checkIns),
      });
      if (counted) syncAll.push(performance.now() - started);
      if (synced.checkIns.length !== burstSize) throw new Error(`${synced.checkIns.length} check-ins stored`);

      const batched = await sellBurst(bench, cookie, team.slug, round * 2 + 1);
      const batchedDoor = await openDoor(bench, cookie, batched.ticketId);
      const batchedQueue = queueOf(timeDecisions(decideScan, batchedDoor.bundle, batched.codes).checkIns);
      const allStarted = performance.now();
      let last: ScannerBundle | null = null;
      for (let from = 0; from < burstSize; from += syncBatch) {
        const postStarted = performance.now();
        last = await portal<ScannerBundle>('POST', `/api/scanner/${batched.ticketId}/sync`, {
          deviceId: batchedDoor.deviceId,
          scans: batchedQueue.slice(from, from + syncBatch),
        });
        if (counted) syncBatchPost.push(performance.now() - postStarted);
      }
      if (counted) syncBatches.push(performance.now() - allStarted);
      if (last?.checkIns.length !== burstSize) throw new Error(`${last?.checkIns.length} check-ins stored`);
    }
    const decision = 'door: decide one scan of a 200-ticket burst (signed QR, growing check-in list)';
    return [
      summarize(`${decision}, Node`, decideNode),
      summarize(`${decision}, Chromium`, decideChromium),
      summarize(`${decision}, Chromium with the CPU 4× slower`, decideSlowChromium),
      summarize('door: sync 200 queued check-ins in one POST /api/scanner/{id}/sync', syncAll),
      summarize('door: sync 200 queued check-ins as 20 POSTs of 10 (all 20)', syncBatches),
      summarize('door: sync, one POST of 10 check-ins (of the 20)', syncBatchPost),
    ];
  } finally {
    await chromium.close();
    await bench.close();
  }
}

// `npx tsx bench/door-burst.bench.ts` runs this benchmark alone (`BENCH_ROUNDS=n` for other than 5).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatTable(await benchDoorBurst(Number(process.env.BENCH_ROUNDS ?? 5))));
}
