import {
  teamTimeZoneViewSchema,
  timeZoneChangeSchema,
  websiteInfoResponseSchema,
  websiteInfoUpdateSchema,
} from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { WebsiteService } from './website.service.ts';
import { registerSliceRoutes } from './website-slices.routes.ts';
import type { WebsiteTimeZoneService } from './website-time-zone.service.ts';

/** The signed-in team's website settings: GET and PUT /api/website/info and /api/website/time-zone. */
export function registerWebsiteRoutes(
  app: FastifyInstance,
  deps: { service: WebsiteService; timeZone: WebsiteTimeZoneService },
): void {
  registerSliceRoutes(app, {
    path: '/api/website/info',
    body: websiteInfoUpdateSchema,
    response: websiteInfoResponseSchema,
    read: async (scope) => ({ info: await deps.service.getInfo(scope) }),
    save: async (teamId, body) => ({ info: await deps.service.updateInfo(teamId, body) }),
  });
  registerSliceRoutes(app, {
    path: '/api/website/time-zone',
    body: timeZoneChangeSchema,
    response: teamTimeZoneViewSchema,
    read: (scope) => deps.timeZone.view(scope),
    save: (scope, body) => deps.timeZone.change(scope, body),
  });
}
