import { csrfHeaderName, csrfHeaderValue } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF guard for cookie-authenticated API calls: a state-changing request must carry our custom
 * header, which a cross-site form or a simple cross-origin fetch cannot set. Payment webhooks are
 * authenticated by signature instead and are exempt.
 */
export function registerCsrfGuard(app: FastifyInstance, exemptPrefixes: string[] = []): void {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    if (exemptPrefixes.some((p) => request.url.startsWith(p))) return;
    if (request.headers[csrfHeaderName] !== csrfHeaderValue) {
      throw new AppError(
        'forbidden',
        'This request was refused because it did not come from the Sideline app.',
      );
    }
  });
}
