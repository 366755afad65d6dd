import { doorSessionSchema, scanAccessOpenSchema } from '@sideline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ScanAccessService } from './scan-access.service.ts';
import { registerScannerRoutes } from './tickets.routes.ts';
import type { TicketsService } from './tickets.service.ts';

/** The volunteer's session cookie: sent only to the door's API. */
export const doorCookieName = 'sideline_door';
const doorCookiePath = '/api/door';

/**
 * The volunteers' door (/api/door/*), outside the team scope: POST /api/door/open (the link's
 * token and the PIN → the session cookie), GET /api/door/session, POST /api/door/close, and the
 * scanner's bundle, devices and sync of that access's one ticket. A team session means nothing
 * here, and a door session means nothing anywhere else (the cookie is not even sent there).
 */
export function registerDoorRoutes(
  app: FastifyInstance,
  deps: { scanAccess: ScanAccessService; tickets: TicketsService },
) {
  const { scanAccess } = deps;
  const tags = ['tickets'];
  const doorOf = (request: FastifyRequest) => scanAccess.doorOf(request.cookies?.[doorCookieName]);

  app.post(
    '/api/door/open',
    { schema: { tags, body: scanAccessOpenSchema, response: { 200: doorSessionSchema } } },
    async (request, reply) => {
      const opened = await scanAccess.open(request.body as z.output<typeof scanAccessOpenSchema>);
      reply.header('cache-control', 'no-store');
      reply.setCookie(doorCookieName, opened.sessionToken, {
        path: doorCookiePath,
        httpOnly: true,
        sameSite: 'strict',
        secure: 'auto',
        expires: new Date(opened.session.expiresAt),
      });
      return opened.session;
    },
  );
  app.get(
    '/api/door/session',
    { schema: { tags, response: { 200: doorSessionSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return scanAccess.describe(await doorOf(request));
    },
  );
  app.post('/api/door/close', { schema: { tags } }, async (_request, reply) => {
    reply.clearCookie(doorCookieName, { path: doorCookiePath });
    return reply.status(204).send();
  });
  registerScannerRoutes(app, { prefix: '/api/door', doorOf, service: deps.tickets });
}
