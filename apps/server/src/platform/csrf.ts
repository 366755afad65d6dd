import { csrfHeaderName, csrfHeaderValue } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF guard for cookie-authenticated API calls: a state-changing request must carry our custom
 * header, which a cross-site form or a simple cross-origin fetch cannot set. The guard decides
 * from the matched route (set before onRequest runs), not from the raw URL: Fastify decodes the
 * path before routing, so `/%61pi/...` reaches an `/api/...` route.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (safeMethods.has(request.method) || !route?.startsWith('/api/')) return;
    if (request.headers[csrfHeaderName] !== csrfHeaderValue) {
      throw new AppError(
        'forbidden',
        'This request was refused because it did not come from the Sideline app.',
      );
    }
  });
}
