import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/platform.ts';
import { createSiteTeam } from '../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createMemoryFileStorage, type FileStorage } from './storage.ts';
import { createAppWorker } from './worker.ts';

const metricsToken = 'metrics-token-for-the-test-0123456789';

const queuedMail = {
  from: 'Sideline <hello@sideline.local>',
  to: ['fan@example.org'],
  subject: 'Queued',
  html: '<p>Queued</p>',
  text: 'Queued',
  templateId: 'test',
};

/** A storage whose readiness check fails while `isDown` says so. */
function switchableStorage() {
  const inner = createMemoryFileStorage();
  const state = { isDown: false };
  const storage: FileStorage = {
    ...inner,
    async check() {
      if (state.isDown) throw new Error('bucket unreachable');
    },
  };
  return { storage, state };
}

/** One sample of the Prometheus text exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((label) => line.includes(label))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('liveness and readiness: /healthz and /readyz', () => {
  let ctx: TestContext;
  const { storage, state } = switchableStorage();
  beforeAll(async () => {
    ctx = await createTestApp({}, { storage });
  });
  afterAll(() => ctx.close());

  it('answers /healthz while the process runs, never cached', async () => {
    const res = await ctx.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is ready when the database and the storage answer, and says which check fails when one does not', async () => {
    const ready = await ctx.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });

    state.isDown = true;
    const down = await ctx.app.inject({ url: '/readyz' });
    state.isDown = false;
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'failed' } });
    // Liveness does not depend on the others: restarting the process would not bring the bucket back.
    expect((await ctx.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('fails the database check when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks).toEqual({ database: 'failed', storage: 'ok' });
    await other.app.close();
  });

  it('answers 503 "stopping" once the process starts to stop, so the load balancer drains it', async () => {
    const other = await createTestApp();
    other.app.operations.startStopping();
    const res = await other.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'stopping' });
    await other.close();
  });
});

describe('Prometheus metrics at /metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ METRICS_TOKEN: metricsToken, SITE_REVALIDATE_MS: '60000' });
  });
  afterAll(() => ctx.close());

  const scrape = async () => {
    const res = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('is not there without METRICS_TOKEN, nor for a request without the right token', async () => {
    const closed = await createTestApp();
    try {
      const res = await closed.app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
    expect((await ctx.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    const wrong = await ctx.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken}x` },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('counts requests and their latency by route pattern and status, never by raw address', async () => {
    const before = sample(await scrape(), 'sideline_http_requests_total', {
      route: '/api/session',
      status_code: '200',
    });
    for (let i = 0; i < 3; i++) await ctx.app.inject({ url: '/api/session' });
    await ctx.app.inject({ url: '/files/teams/none/x.jpg' });
    const text = await scrape();
    expect(sample(text, 'sideline_http_requests_total', { route: '/api/session', status_code: '200' })).toBe(
      (before ?? 0) + 3,
    );
    expect(sample(text, 'sideline_http_requests_total', { route: '/files/*', status_code: '404' })).toBe(1);
    expect(
      sample(text, 'sideline_http_request_duration_seconds_count', { route: '/api/session', method: 'GET' }),
    ).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain('teams/none');
    expect(text).toContain('sideline_process_resident_memory_bytes');
  });

  it('counts page-cache hits and misses of the public sites', async () => {
    const site = await createSiteTeam(ctx);
    const lookups = async () => {
      const text = await scrape();
      return {
        hit: sample(text, 'sideline_site_page_cache_lookups_total', { result: 'hit' }) ?? 0,
        miss: sample(text, 'sideline_site_page_cache_lookups_total', { result: 'miss' }) ?? 0,
      };
    };
    const before = await lookups();
    for (let i = 0; i < 3; i++) {
      expect((await ctx.app.inject({ url: `/sites/${site.slug}/about` })).statusCode).toBe(200);
    }
    const after = await lookups();
    expect(after.miss - before.miss).toBe(1);
    expect(after.hit - before.hit).toBe(2);
  });

  it("reports the outbox queue's depth by status and the age of its oldest undelivered mail", async () => {
    const sent = await scrape();
    const pendingBefore = sample(sent, 'sideline_mail_outbox_mails', { status: 'pending' }) ?? 0;
    const hourAgo = new Date(Date.now() - 3600_000);
    await ctx.database.db.insert(mailOutbox).values([
      { ...queuedMail, timeCreated: hourAgo },
      { ...queuedMail, status: 'failed' },
    ]);
    const text = await scrape();
    expect(sample(text, 'sideline_mail_outbox_mails', { status: 'pending' })).toBe(pendingBefore + 1);
    expect(sample(text, 'sideline_mail_outbox_mails', { status: 'failed' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sideline_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(3599);
  });

  it("counts the worker's failed task rounds by task, and failed mail deliveries", async () => {
    await ctx.database.db.insert(mailOutbox).values({ ...queuedMail, subject: 'Undeliverable' });
    const before = await scrape();
    const failuresBefore = sample(before, 'sideline_mail_delivery_failures_total') ?? 0;
    const queued = sample(before, 'sideline_mail_outbox_mails', { status: 'pending' }) ?? 0;
    expect(queued).toBeGreaterThan(0);
    const worker = createAppWorker({
      db: ctx.database.db,
      config: ctx.config,
      storage: createMemoryFileStorage(),
      transport: {
        name: 'refusing',
        send: async () => {
          throw new Error('SMTP server refused');
        },
      },
      moduleTasks: [{ name: 'always-fails', run: async () => Promise.reject(new Error('boom')) }],
      metrics: ctx.app.metrics,
    });
    await worker.runOnce();
    await worker.runOnce();
    const text = await scrape();
    expect(sample(text, 'sideline_worker_task_failures_total', { task: 'always-fails' })).toBe(2);
    // Each queued mail (sign-up mails, the test before's) was tried once, failed, and now backs off.
    expect(sample(text, 'sideline_mail_delivery_failures_total')).toBe(failuresBefore + queued);
  });

  it("reports the PostgreSQL pool's connections (none on the embedded database)", async () => {
    const text = await scrape();
    if (ctx.database.kind === 'postgres') {
      expect(sample(text, 'sideline_db_pool_connections', { state: 'max' })).toBe(4);
      expect(sample(text, 'sideline_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    } else {
      expect(sample(text, 'sideline_db_pool_connections', { state: 'max' })).toBeUndefined();
    }
  });
});
