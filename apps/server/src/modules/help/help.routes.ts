import { callRequestSchema, reviewRequestSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { teamScopeOf } from '../accounts/session-guard.ts';
import type { HelpService } from './help.service.ts';

const tags = ['help'];

/** Help → Schedule Call and Help → Reviews, for the signed-in team. */
export function registerHelpTeamRoutes(
  app: FastifyInstance,
  deps: { service: HelpService; rateLimiter: RateLimiter },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/help/call',
    { preValidation: deps.rateLimiter.guard('contact'), schema: { tags, body: callRequestSchema } },
    (request) => deps.service.requestCall(teamScopeOf(request), request.body),
  );
  r.get('/api/help/review', { schema: { tags } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { review: await deps.service.findReview(teamScopeOf(request)) };
  });
  r.put('/api/help/review', { schema: { tags, body: reviewRequestSchema } }, (request) =>
    deps.service.saveReview(teamScopeOf(request), request.body),
  );
}

/** GET /api/reviews: the published reviews the marketing home shows. */
export function registerPublishedReviewsRoute(app: FastifyInstance, deps: { service: HelpService }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/reviews', { schema: { tags } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { reviews: await deps.service.listPublished() };
    });
}
