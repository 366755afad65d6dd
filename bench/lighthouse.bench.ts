import { itemAt } from '@sideline/domain';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';

/** The marketing pages measured by default (issue 6): the home page and the most visited ones. */
export const marketingPaths = ['/', '/pricing', '/demo/hockey', '/signup', '/signin'];

export interface LighthouseScores {
  path: string;
  /** Category scores 0–100, as Lighthouse reports them. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms (simulated slow 4G and 4× CPU slowdown of the mobile preset). */
  lcpMs: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  /** JavaScript transferred, bytes (compressed as sent). */
  scriptBytes: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse 12 (mobile preset: its default config) on each path of a running server, in one
 * Chromium (CHROME_PATH, default /usr/bin/chromium). Each path is audited `runs` times and the run
 * with the median performance score is kept, since simulated throttling still varies a few points.
 */
export async function measureLighthouse(
  baseUrl: string,
  paths: readonly string[],
  { runs = 3 }: { runs?: number } = {},
): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromiumFlags,
  });
  try {
    const results: LighthouseScores[] = [];
    for (const pagePath of paths) {
      const samples: LighthouseScores[] = [];
      for (let i = 0; i < runs; i++) {
        const { categories, audits } = await auditOnce(new URL(pagePath, baseUrl).href, chrome.port);
        const requests = (audits['network-requests']?.details as { items?: NetworkRequestItem[] })?.items;
        samples.push({
          path: pagePath,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories['best-practices']?.score),
          seo: score(categories.seo?.score),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          scriptBytes: (requests ?? [])
            .filter((r) => r.resourceType === 'Script')
            .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        });
      }
      samples.sort((a, b) => a.performance - b.performance);
      results.push(itemAt(samples, Math.floor(samples.length / 2)));
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse run. A run now and then fails to record its trace (NO_NAVSTART, NO_FCP) on a
 * busy machine and reports no performance score; such a run is repeated, a few times at most.
 */
async function auditOnce(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (result && !result.lhr.runtimeError && result.lhr.categories.performance?.score != null)
      return result.lhr;
    if (attempt >= attempts)
      throw new Error(`Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
  }
}

interface NetworkRequestItem {
  resourceType?: string;
  transferSize?: number;
}

export function formatLighthouseTable(rows: LighthouseScores[]): string {
  const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
  return [
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | JavaScript |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.tbtMs} ms | ${kib(r.scriptBytes)} |`,
    ),
  ].join('\n');
}

/**
 * The marketing pages as `npm start` serves them: the production build (run before, by the root
 * `npm run bench`) behind a production server on its own port and a fresh data folder.
 */
export async function benchMarketingLighthouse(paths: readonly string[] = marketingPaths): Promise<string> {
  const server = await startServer(3400, {
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    SEED_DEMO_TEAMS: 'true',
  });
  try {
    return formatLighthouseTable(await measureLighthouse(server.baseUrl, paths));
  } finally {
    await server.stop();
  }
}
