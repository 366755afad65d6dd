import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTeam } from '../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

/** Keeps the event loop busy `blockMs` of every `everyMs`, as a CPU-heavy request on it would. */
function lagEventLoop(blockMs: number, everyMs: number): () => void {
  const timer = setInterval(() => {
    const until = Date.now() + blockMs;
    while (Date.now() < until) {
      // Busy: nothing else runs on this thread meanwhile.
    }
  }, everyMs);
  return () => clearInterval(timer);
}

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 200) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('load shedding (decision 035)', () => {
  let ctx: TestContext;
  let baseUrl: string;
  beforeAll(async () => {
    ctx = await createTestApp({
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '100',
      LOAD_SHED_SAMPLE_MS: '200',
      SITE_REVALIDATE_MS: '600000',
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => ctx.close());

  /**
   * Runs `attempt` once the loop is calm, and again if it was shed all the same: the embedded
   * database and page rendering run on this thread too, and this machine is shared, so a sample
   * may still catch a lag of their own.
   */
  async function whenCalm<T>(attempt: () => Promise<T | 'shed'>): Promise<T> {
    for (let tries = 0; tries < 20; tries += 1) {
      await waitUntil(() => !ctx.app.isUnderPressure());
      const result = await attempt();
      if (result !== 'shed') return result;
    }
    throw new Error('shed 20 times on a calm loop');
  }
  /**
   * Runs `attempt` once the loop is under pressure, and again if the pressure had let up by the time
   * it ended: on this shared machine a sample may catch a calm moment between two lags, and what
   * the attempt saw must have been seen under pressure.
   */
  async function whileUnderPressure<T>(attempt: () => Promise<T>): Promise<T> {
    for (let tries = 0; tries < 20; tries += 1) {
      await waitUntil(() => ctx.app.isUnderPressure());
      const result = await attempt();
      if (ctx.app.isUnderPressure()) return result;
    }
    throw new Error('the pressure let up 20 times');
  }
  const fetchWhenCalm = (url: string) =>
    whenCalm(async () => {
      const res = await fetch(url);
      return res.status === 503 ? ('shed' as const) : res;
    });

  it('answers 503 with Retry-After while the event loop lags; the probes and cached team pages keep answering', async () => {
    const site = await whenCalm(() =>
      createSiteTeam(ctx, { teamName: 'Calm Cranes' }).catch((error: unknown) => {
        if (String(error).includes('failed: 503')) return 'shed' as const;
        throw error;
      }),
    );
    const page = `${baseUrl}/sites/${site.slug}/roster`;
    // The first view is rendered (routed) and cached; later views come from the cache.
    expect((await fetchWhenCalm(page)).status).toBe(200);
    expect((await fetchWhenCalm(`${baseUrl}/api/session`)).status).toBe(200);

    const stopLagging = lagEventLoop(400, 420);
    try {
      const shed = await whileUnderPressure(() => fetch(`${baseUrl}/api/session`));
      expect(shed.status).toBe(503);
      expect(Number(shed.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await shed.json()) as { error: { code: string } }).error.code).toBe('overloaded');
      const answered = await whileUnderPressure(async () => {
        const statuses: Record<string, number> = {};
        for (const probe of ['/api/health', '/healthz', '/readyz']) {
          statuses[probe] = (await fetch(`${baseUrl}${probe}`)).status;
        }
        // Answered before routing from the page cache (site-fast-path.ts): never shed.
        statuses.page = (await fetch(page)).status;
        return statuses;
      });
      expect(answered).toEqual({ '/api/health': 200, '/healthz': 200, '/readyz': 200, page: 200 });
    } finally {
      stopLagging();
    }

    expect((await fetchWhenCalm(`${baseUrl}/api/session`)).status).toBe(200);
  });
});
