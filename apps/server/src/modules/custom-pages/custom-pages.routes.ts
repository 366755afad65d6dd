import { customPageInputSchema, customPageSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import { registerContentSectionRoutes } from '../content-sections/content-section.routes.ts';
import type { CustomPagesService } from './custom-pages.service.ts';

/** /api/custom-pages and /api/custom-pages/:id: the five routes of a content section. */
export function registerCustomPagesRoutes(app: FastifyInstance, deps: { service: CustomPagesService }) {
  registerContentSectionRoutes(app, {
    path: '/api/custom-pages',
    tag: 'custom pages',
    input: customPageInputSchema,
    record: customPageSchema,
    service: deps.service,
  });
}
