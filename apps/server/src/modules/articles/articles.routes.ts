import {
  articleInputSchema,
  articleListQuerySchema,
  articleOptionsSchema,
  articleSchema,
  gameRecapRequestSchema,
} from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamScopeOf } from '../accounts/session-guard.ts';
import { registerContentSectionRoutes } from '../content-sections/content-section.routes.ts';
import type { ArticlesService } from './articles.service.ts';

const tags = ['articles'];

/**
 * /api/articles (?about=articles|events|games|all for the sub-sections), /api/articles/:id,
 * /api/articles/options (?articleId= to keep the article's own gallery among the choices),
 * POST /api/articles/:id/gallery (a gallery owned by the article) and POST /api/articles/recaps
 * (a draft from a finished game).
 */
export function registerArticlesRoutes(app: FastifyInstance, deps: { service: ArticlesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/articles/options',
    {
      schema: {
        tags,
        querystring: z.object({ articleId: z.string().trim().max(100).optional() }),
        response: { 200: articleOptionsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.service.options(teamScopeOf(request), request.query.articleId);
    },
  );
  r.post(
    '/api/articles/recaps',
    { schema: { tags, body: gameRecapRequestSchema, response: { 201: articleSchema } } },
    async (request, reply) => {
      const scope = teamScopeOf(request);
      reply.status(201);
      return deps.service.draftRecap(scope, scope.team.name, request.body.gameId);
    },
  );
  r.post(
    '/api/articles/:id/gallery',
    {
      schema: { tags, params: z.object({ id: z.string().max(100) }), response: { 201: articleSchema } },
    },
    async (request, reply) => {
      reply.status(201);
      return deps.service.createGallery(teamScopeOf(request), request.params.id);
    },
  );
  registerContentSectionRoutes(app, {
    path: '/api/articles',
    tag: 'articles',
    input: articleInputSchema,
    record: articleSchema,
    listQuery: articleListQuerySchema,
    service: deps.service,
  });
}
