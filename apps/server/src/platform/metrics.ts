import { timingSafeEqual } from 'node:crypto';
import { inArray, min, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/platform.ts';

/** Mails still to deliver: waiting for their turn, or claimed by a worker right now. */
const undeliveredStatuses = ['pending', 'sending'];

/**
 * The process's Prometheus metrics (prom-client), one registry per app: request rate and latency
 * by route, page-cache lookups, the outbox's depth and age, worker task and mail failures, the
 * database pool, and Node's own process metrics. Counters are per process; Prometheus adds the
 * instances up. The outbox figures are read from the database at each scrape, so every instance
 * reports the same shared queue.
 */
export function createMetrics(
  database: Pick<Database, 'db' | 'poolStats'>,
  now: () => Date = () => new Date(),
) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'sideline_' });

  const requests = new Counter({
    name: 'sideline_http_requests_total',
    help: 'HTTP requests answered by the app, by method, route and status',
    labelNames: ['method', 'route', 'status_code'],
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'sideline_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const pageCacheLookups = new Counter({
    name: 'sideline_site_page_cache_lookups_total',
    help: 'Public team-site page views answered from the page cache (hit) or rendered (miss)',
    labelNames: ['result'],
    registers,
  });
  const taskFailures = new Counter({
    name: 'sideline_worker_task_failures_total',
    help: 'Rounds of a background worker task that ended in an error, by task',
    labelNames: ['task'],
    registers,
  });
  const mailFailures = new Counter({
    name: 'sideline_mail_delivery_failures_total',
    help: 'Outbox mails whose delivery attempt failed (each is retried until its attempts run out)',
    registers,
  });
  new Gauge({
    name: 'sideline_mail_outbox_mails',
    help: 'Outbox mails by status (pending and sending are the queue)',
    labelNames: ['status'],
    registers,
    async collect() {
      const rows = await database.db
        .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .groupBy(mailOutbox.status);
      this.reset();
      for (const status of [...undeliveredStatuses, 'sent', 'failed', 'held']) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.status }, row.count);
    },
  });
  new Gauge({
    name: 'sideline_mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest mail still to deliver (0 when the queue is empty)',
    registers,
    async collect() {
      const [row] = await database.db
        .select({ oldest: min(mailOutbox.timeCreated) })
        .from(mailOutbox)
        .where(inArray(mailOutbox.status, undeliveredStatuses));
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
      this.set(oldest === null ? 0 : Math.max(0, (now().getTime() - oldest) / 1000));
    },
  });
  new Gauge({
    name: 'sideline_db_pool_connections',
    help: 'PostgreSQL pool connections: total open, idle, and queries waiting for one; max is the pool size',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = database.poolStats();
      if (!stats) return;
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state]);
    },
  });

  return {
    registry,
    /** Counts every request Fastify answers, labelled by its route pattern (never the raw URL). */
    observeRequests(app: FastifyInstance): void {
      app.addHook('onResponse', async (request, reply) => {
        const route = routeOf(request);
        requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
        requestSeconds.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      });
    },
    pageCacheLookup(isHit: boolean): void {
      pageCacheLookups.inc({ result: isHit ? 'hit' : 'miss' });
    },
    workerTaskFailed(task: string): void {
      taskFailures.inc({ task });
    },
    mailDeliveryFailed(): void {
      mailFailures.inc();
    },
  };
}

export type AppMetrics = ReturnType<typeof createMetrics>;

/** Unmatched requests share one label, so scanners cannot grow the series without bound. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/** True when the request carries `Authorization: Bearer {token}` (compared in constant time). */
export function hasMetricsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
