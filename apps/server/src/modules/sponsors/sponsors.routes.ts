import { sponsorInputSchema, sponsorSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import { registerContentOrderRoutes } from '../content-sections/content-order.routes.ts';
import { registerContentSectionRoutes } from '../content-sections/content-section.routes.ts';
import type { SponsorsService } from './sponsors.service.ts';

/** /api/sponsors, /api/sponsors/:id and /api/sponsors/order for the signed-in team. */
export function registerSponsorsRoutes(app: FastifyInstance, deps: { service: SponsorsService }): void {
  const path = '/api/sponsors';
  registerContentOrderRoutes(app, { path, tag: 'sponsors', service: deps.service });
  registerContentSectionRoutes(app, {
    path,
    tag: 'sponsors',
    input: sponsorInputSchema,
    record: sponsorSchema,
    service: deps.service,
  });
}
