import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { csrfHeaderName, csrfHeaderValue, itemAt } from '@sideline/domain';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { signUpThroughApi } from '../e2e/support/accounts.ts';
import { launchBrowser, viewports } from '../e2e/support/browser.ts';
import { type RunningServer, repoRoot, startServer } from '../e2e/support/server.ts';
import { summarize } from './stats.ts';

/**
 * Portal load (issue 19): with the browser's cache warm, the time from navigation start to the
 * page heading being on screen for several portal pages, and to the Website → Design page having
 * settled, beside the prerendered marketing home page as a baseline measured in the same run.
 */
const port = 3318;
const productionEnv = { NODE_ENV: 'production', AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789' };
const warmUpRuns = 2;
const measuredRuns = 9;

export interface PortalPageCase {
  name: string;
  path: string;
  /** The page's own h1 (the heading a signed-out visitor or a spinner never shows). */
  heading: RegExp;
  /** Also wait for the page to settle: frames loaded and the network quiet. */
  isSettleMeasured?: boolean;
  /** Opened by a visitor who is not signed in (a signed-in admin is sent on to the portal). */
  isSignedOut?: boolean;
}

export const portalPageCases: readonly PortalPageCase[] = [
  {
    name: 'marketing home page (baseline, prerendered)',
    path: '/',
    heading: /^Your club team deserves/,
    isSignedOut: true,
  },
  { name: 'Dashboard', path: '/portal/dashboard', heading: /^Welcome, / },
  { name: 'Roster', path: '/portal/roster/roster', heading: /^Roster$/ },
  { name: 'Articles', path: '/portal/articles/articles', heading: /^Articles$/ },
  { name: 'Website → Info', path: '/portal/website/info', heading: /^Info$/ },
  { name: 'Website → Design', path: '/portal/website/design', heading: /^Design$/, isSettleMeasured: true },
];

/**
 * Runs in every document before its own scripts (the frames' too, where it does nothing): notes
 * when the first h1 matching `window.__benchHeading` is on screen, as the time of the animation
 * frame after it entered the page, the frame the browser paints it in.
 */
const headingRecorder = `(() => {
  if (window.top !== window) return;
  const pattern = sessionStorage.getItem('benchHeading');
  if (!pattern) return;
  const wanted = new RegExp(pattern);
  const check = () => {
    if (window.__benchHeadingAt !== undefined) return;
    const found = [...document.querySelectorAll('h1')].some((h1) => wanted.test(h1.textContent.trim()));
    if (!found) return;
    window.__benchHeadingAt = null;
    requestAnimationFrame(() => { window.__benchHeadingAt = performance.now(); });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true });
})();`;

/**
 * A document's own progress, in ms since the epoch so frames can be compared with their page: its
 * finished requests (start and end) and the end of its load event (0 before). Plain JavaScript
 * evaluated in each frame, so nothing the bench's compiler adds reaches the page.
 */
const readDocumentProgress = `(() => {
  const origin = performance.timeOrigin;
  const [navigation] = performance.getEntriesByType('navigation');
  return {
    responses: performance.getEntriesByType('resource').map((entry) => [origin + entry.startTime, origin + entry.responseEnd]),
    loadEventEnd: navigation && navigation.loadEventEnd > 0 ? origin + navigation.loadEventEnd : 0,
  };
})()`;

interface DocumentProgress {
  responses: [start: number, end: number][];
  loadEventEnd: number;
}

/** The requests of a page and its frames still waiting for their answer, with when they started. */
function trackOpenRequests(page: Page): { startedBefore(time: number): boolean; stop(): void } {
  const open = new Map<Request, number>();
  const onRequest = (request: Request) => open.set(request, Date.now());
  const onDone = (request: Request) => open.delete(request);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    startedBefore: (time) => [...open.values()].some((started) => started <= time),
    stop() {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
    },
  };
}

/**
 * When the page has settled, in ms since its navigation start: every frame it shows (the live
 * preview, the thumbnails that started loading) has fired its load event, and every request that
 * started until then has its answer. A live game's periodic re-fetch, later, is not settling.
 * Read twice, 300 ms apart, so a frame added meanwhile counts. Frames are read through the
 * browser's protocol, so a sandboxed (opaque-origin) frame counts like any other.
 */
async function readSettled(
  page: Page,
  requests: ReturnType<typeof trackOpenRequests>,
): Promise<{ settledAt: number; frames: number }> {
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  const deadline = Date.now() + 60_000;
  let previous = '';
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    let documents: DocumentProgress[];
    try {
      // A lazy frame out of view has not started: it costs nothing yet.
      const shown = page.frames().filter((frame) => frame.url() !== 'about:blank');
      documents = await Promise.all(
        shown.map((frame) => frame.evaluate<DocumentProgress>(readDocumentProgress)),
      );
    } catch (error) {
      // A frame the page replaced meanwhile: read again.
      if (/detached/i.test(String(error))) continue;
      throw error;
    }
    const frames = documents.slice(1);
    if (!frames.length || frames.some((frame) => !frame.loadEventEnd)) continue;
    const lastLoad = Math.max(...frames.map((frame) => frame.loadEventEnd));
    if (requests.startedBefore(lastLoad)) continue;
    const lastResponse = Math.max(
      ...documents.flatMap((doc) =>
        doc.responses.filter(([start]) => start <= lastLoad).map(([, end]) => end),
      ),
    );
    const reading = `${frames.length}:${lastLoad}`;
    if (reading === previous)
      return { settledAt: Math.max(lastLoad, lastResponse) - timeOrigin, frames: frames.length };
    previous = reading;
  }
  throw new Error('the page did not settle within 60 s');
}

interface LoadSample {
  headingMs: number;
  settledMs?: number;
  frames?: number;
}

async function loadOnce(page: Page, baseUrl: string, pageCase: PortalPageCase): Promise<LoadSample> {
  await page.evaluate((pattern) => sessionStorage.setItem('benchHeading', pattern), pageCase.heading.source);
  const requests = trackOpenRequests(page);
  await page.goto(`${baseUrl}${pageCase.path}`, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => typeof (window as { __benchHeadingAt?: number }).__benchHeadingAt === 'number',
    null,
    {
      timeout: 30_000,
    },
  );
  const headingMs = await page.evaluate(
    () => (window as unknown as { __benchHeadingAt: number }).__benchHeadingAt,
  );
  try {
    if (!pageCase.isSettleMeasured) return { headingMs };
    const settled = await readSettled(page, requests);
    return { headingMs, settledMs: Math.max(headingMs, settled.settledAt), frames: settled.frames };
  } finally {
    requests.stop();
  }
}

/** The admin's address is verified (an unverified one gets a few sign-ins only): the link from the mailbox. */
async function verifyAdmin(context: BrowserContext, server: RunningServer, email: string): Promise<void> {
  const mailDir = path.join(server.dataDir, 'mail');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    for (const file of safeReadDir(mailDir)) {
      // Quoted-printable: soft line breaks and =3D decoded before reading the link.
      const mail = readFileSync(path.join(mailDir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!mail.includes(email) || !mail.includes('X-Sideline-Template: email-verification')) continue;
      const token = /verify-email\?token=([\w.-]+)/.exec(mail)?.[1];
      if (!token) throw new Error('the verification mail has no link');
      const res = await context.request.post(`${server.baseUrl}/api/accounts/verification/confirm`, {
        headers: { origin: server.baseUrl, [csrfHeaderName]: csrfHeaderValue },
        data: { token },
      });
      if (!res.ok()) throw new Error(`verification failed: ${res.status()} ${await res.text()}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification mail for ${email} in ${mailDir}`);
}

function safeReadDir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

export interface PortalLoadResult {
  pageCase: PortalPageCase;
  heading: ReturnType<typeof summarize>;
  settled?: ReturnType<typeof summarize>;
  frames?: number;
}

/**
 * Signs a hockey team up on a running server, verifies its admin, and loads every page
 * `measuredRuns` times in one desktop browser context after `warmUpRuns` loads that fill the
 * cache. The pages take turns, so a burst of other work on the machine lands on all of them.
 */
export async function measurePortalLoad(
  server: RunningServer,
  cases: readonly PortalPageCase[] = portalPageCases,
): Promise<PortalLoadResult[]> {
  const browser = await launchBrowser();
  try {
    // One browser, so both contexts share its (warm) cache of the app's files.
    const openPage = async () => {
      const context = await browser.newContext({ viewport: viewports.desktop });
      await context.addInitScript({ content: headingRecorder });
      const page = await context.newPage();
      // An address of the app's origin that runs nothing, to start from.
      await page.goto(`${server.baseUrl}/robots.txt`);
      return page;
    };
    const visitor = await openPage();
    const admin = await openPage();
    const account = await signUpThroughApi(admin.request, server.baseUrl);
    await verifyAdmin(admin.context(), server, account.email);
    const samples = new Map<PortalPageCase, LoadSample[]>(cases.map((c) => [c, []]));
    for (let run = 0; run < warmUpRuns + measuredRuns; run++) {
      for (const pageCase of cases) {
        const sample = await loadOnce(pageCase.isSignedOut ? visitor : admin, server.baseUrl, pageCase);
        if (run >= warmUpRuns) samples.get(pageCase)?.push(sample);
      }
    }
    return cases.map((pageCase) => {
      const list = samples.get(pageCase) ?? [];
      const settled = list.flatMap((s) => (s.settledMs === undefined ? [] : [s.settledMs]));
      return {
        pageCase,
        heading: summarize(
          `${pageCase.name}: heading`,
          list.map((s) => s.headingMs),
        ),
        settled: settled.length ? summarize(`${pageCase.name}: settled`, settled) : undefined,
        frames: list.at(-1)?.frames,
      };
    });
  } finally {
    await browser.close();
  }
}

export function formatPortalLoadTable(results: PortalLoadResult[]): string {
  const baseline = itemAt(results, 0).heading.medianMs;
  const ms = (n: number) => `${Math.round(n)} ms`;
  const rows = results.flatMap(({ pageCase, heading, settled, frames }) => [
    `| ${pageCase.name} | heading shown | ${ms(heading.medianMs)} | ${ms(heading.minMs)} | ${ms(heading.maxMs)} | ${(heading.medianMs / baseline).toFixed(1)}× |`,
    ...(settled
      ? [
          `| ${pageCase.name} | settled (${frames} frames loaded, their requests answered) | ${ms(settled.medianMs)} | ${ms(settled.minMs)} | ${ms(settled.maxMs)} | ${(settled.medianMs / baseline).toFixed(1)}× |`,
        ]
      : []),
  ]);
  return [
    `Production server, Chromium ${viewports.desktop.width}×${viewports.desktop.height}, warm cache, a verified admin of a new hockey team; from navigation start, median of ${itemAt(results, 0).heading.runs} loads after ${warmUpRuns} warm-up loads per page. Target: under 500 ms.`,
    '',
    '| page | until | median | min | max | × baseline |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Every page, or the baseline and the pages whose names contain one of `only`. */
function selectCases(only: readonly string[]): readonly PortalPageCase[] {
  return only.length
    ? portalPageCases.filter((c, i) => i === 0 || only.some((name) => c.name.includes(name)))
    : portalPageCases;
}

export async function benchPortalLoad(only: readonly string[] = []): Promise<string> {
  const server = await startServer(port, productionEnv);
  try {
    return formatPortalLoadTable(await measurePortalLoad(server, selectCases(only)));
  } finally {
    await server.stop();
  }
}

/**
 * The project as it was at `ref`, built, in a temporary folder that shares this checkout's
 * node_modules (so its workspace packages resolve to this checkout's: compare refs whose
 * packages/domain is the same).
 */
function buildCheckoutOf(ref: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sideline-bench-before-'));
  execFileSync('sh', ['-c', `git -C "${repoRoot}" archive "${ref}" | tar -x -C "${root}"`]);
  for (const folder of ['', 'apps/web', 'apps/server']) {
    symlinkSync(path.join(repoRoot, folder, 'node_modules'), path.join(root, folder, 'node_modules'));
  }
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  return root;
}

/**
 * Before and after under the same conditions: the build of `ref` and this build, each behind its
 * own production server, measured in turns (two rounds each), so both meet the same load.
 */
export async function comparePortalLoad(ref: string, only: readonly string[] = []): Promise<string> {
  const beforeRoot = buildCheckoutOf(ref);
  try {
    // The old checkout's own server starter, which starts the old checkout.
    const before = (await import(path.join(beforeRoot, 'e2e/support/server.ts'))) as {
      startServer: typeof startServer;
    };
    const sides = [
      { label: `before (${ref})`, start: () => before.startServer(port + 1, productionEnv) },
      { label: 'after (this checkout)', start: () => startServer(port, productionEnv) },
    ];
    const tables: string[] = [];
    for (let round = 1; round <= 2; round++) {
      for (const side of sides) {
        const server = await side.start();
        try {
          const table = formatPortalLoadTable(await measurePortalLoad(server, selectCases(only)));
          tables.push(`### ${side.label}, round ${round}\n\n${table}`);
        } finally {
          await server.stop();
        }
      }
    }
    return tables.join('\n\n');
  } finally {
    rmSync(beforeRoot, { recursive: true, force: true });
  }
}

// `npx tsx bench/portal-load.bench.ts [page name ...]` runs this benchmark alone (after `npm run
// build`); with `--before <git ref>` it measures that ref's build and this one in turns.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const beforeAt = args.indexOf('--before');
  if (beforeAt >= 0) {
    const [, ref] = args.splice(beforeAt, 2);
    if (!ref) throw new Error('--before needs a git ref');
    console.log(await comparePortalLoad(ref, args));
  } else console.log(await benchPortalLoad(args));
}
