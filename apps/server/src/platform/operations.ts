import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { type AppMetrics, hasMetricsToken } from './metrics.ts';
import type { FileStorage } from './storage.ts';

/** How long one readiness check may take before it counts as failed. */
export const readinessCheckTimeoutMs = 3000;

type CheckResult = 'ok' | 'failed';

/**
 * The operator's endpoints, on every process (web and worker): `/healthz` (liveness: the process
 * answers), `/readyz` (readiness: the database and the file storage answer, and the process is not
 * stopping) and `/metrics` (Prometheus, only with METRICS_TOKEN). A load balancer sends traffic to
 * an instance while /readyz says 200; an orchestrator restarts one whose /healthz stops answering.
 */
export function createOperations(deps: {
  database: Pick<Database, 'db'>;
  storage: FileStorage;
  metrics: AppMetrics;
  metricsToken?: string;
  log: (message: string, error: unknown) => void;
}) {
  let isStopping = false;

  async function check(name: string, probe: () => Promise<unknown>): Promise<CheckResult> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${readinessCheckTimeoutMs} ms`)),
        readinessCheckTimeoutMs,
      );
    });
    try {
      await Promise.race([probe(), timeout]);
      return 'ok';
    } catch (error) {
      deps.log(`readiness: the ${name} check failed`, error);
      return 'failed';
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** From now on /readyz answers 503, so the load balancer stops sending new requests here. */
    startStopping(): void {
      isStopping = true;
    },
    register(app: FastifyInstance): void {
      app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { status: 'ok' };
      });

      app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        if (isStopping) return reply.status(503).send({ status: 'stopping' });
        const [database, storage] = await Promise.all([
          check('database', () => deps.database.db.execute(sql`SELECT 1`)),
          check('storage', () => deps.storage.check()),
        ]);
        const isReady = database === 'ok' && storage === 'ok';
        return reply
          .status(isReady ? 200 : 503)
          .send({ status: isReady ? 'ready' : 'unavailable', checks: { database, storage } });
      });

      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        // Without a token the endpoint does not exist; a wrong token is told no more than that.
        // (Answered here rather than thrown: the worker's small server has no app error handler.)
        if (!deps.metricsToken || !hasMetricsToken(request, deps.metricsToken)) {
          return reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
        }
        const body = await deps.metrics.registry.metrics();
        return reply.header('cache-control', 'no-store').type(deps.metrics.registry.contentType).send(body);
      });
    },
  };
}

export type Operations = ReturnType<typeof createOperations>;
