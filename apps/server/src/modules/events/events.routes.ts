import {
  contentListQuerySchema,
  eventInputSchema,
  eventListFilterSchema,
  eventOptionsSchema,
  eventSchema,
  linkedContentDeleteQuerySchema,
} from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  registerContentSectionRoutes,
  registerSectionReadRoute,
} from '../content-sections/content-section.routes.ts';
import type { EventsService } from './events.service.ts';

/**
 * /api/events (?type=event|practice for the sub-sections), /api/events/:id (DELETE takes
 * ?tickets=remove) and /api/events/options, what the event editor offers.
 */
export function registerEventsRoutes(app: FastifyInstance, deps: { service: EventsService }) {
  registerSectionReadRoute(app, {
    path: '/api/events/options',
    tag: 'events',
    response: eventOptionsSchema,
    read: (scope) => deps.service.options(scope),
  });
  registerContentSectionRoutes(app, {
    path: '/api/events',
    tag: 'events',
    input: eventInputSchema,
    record: eventSchema,
    listQuery: contentListQuerySchema.extend(eventListFilterSchema.shape),
    deleteQuery: linkedContentDeleteQuerySchema,
    service: {
      ...deps.service,
      remove: (teamId, id, options: z.output<typeof linkedContentDeleteQuerySchema>) =>
        deps.service.remove(teamId, id, options.tickets),
    },
  });
}
