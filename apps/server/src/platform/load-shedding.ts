import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { AppError } from './errors.ts';

/**
 * Probes that must answer however busy the instance is: the load balancer's and the
 * orchestrator's (a shed probe would take a slow instance out, or restart it, for being busy).
 */
export const neverShedRoutes = new Set(['/api/health', '/healthz', '/readyz', '/metrics']);

/** Seconds a shed client is asked to wait (Retry-After). */
const overloadRetryAfterSeconds = 5;

/** The 503 of a request the server sheds (event loop lagging, CPU pool's queue full). */
export function overloadedError(): AppError {
  return new AppError(
    'overloaded',
    'Sideline is busy right now. Please try again in a few seconds.',
    undefined,
    overloadRetryAfterSeconds,
  );
}

/**
 * Load shedding (docs/decisions/035): @fastify/under-pressure samples the event loop's delay every
 * `sampleMs`; while its mean is above `maxEventLoopDelayMs`, every routed request but the probes
 * answers 503 with Retry-After at once, before any work. Cached team-site pages are answered by
 * the HTTP server before routing (site-fast-path.ts), so they keep answering and cost no more.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: AppConfig['loadShedding'],
): Promise<void> {
  if (options.maxEventLoopDelayMs === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: options.sampleMs,
    // A rejected promise goes to the app's error handler (our error shape and Retry-After); a
    // resolved one lets the request through.
    pressureHandler: async (request) => {
      if (neverShedRoutes.has(request.routeOptions.url ?? '')) return;
      throw overloadedError();
    },
  });
}
