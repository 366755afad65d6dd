import {
  websiteSeoResponseSchema,
  websiteSeoUpdateSchema,
  websiteSocialsResponseSchema,
  websiteSocialsUpdateSchema,
  websiteStoreInfoResponseSchema,
  websiteStoreInfoUpdateSchema,
} from '@sideline/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { teamScopeOf } from '../accounts/session-guard.ts';
import type { WebsiteSlicesService } from './website-slices.service.ts';

const tags = ['website'];

interface SliceRoutes<Body extends z.ZodType, Response extends z.ZodType> {
  path: string;
  body: Body;
  response: Response;
  read(scope: TeamScope): Promise<z.output<Response>>;
  save(scope: TeamScope, body: z.output<Body>): Promise<z.output<Response>>;
}

/** GET and PUT of one editor slice for the signed-in team, never cached. */
export function registerSliceRoutes<Body extends z.ZodType, Response extends z.ZodType>(
  app: FastifyInstance,
  slice: SliceRoutes<Body, Response>,
): void {
  // The app's zod compilers validate and serialize with these; typed loosely here, as the handlers'
  // types come from the slice's own declaration.
  const readSchema: FastifySchema = { tags, response: { 200: slice.response } };
  const saveSchema: FastifySchema = { ...readSchema, body: slice.body };
  app.get(slice.path, { schema: readSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return slice.read(teamScopeOf(request));
  });
  app.put(slice.path, { schema: saveSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return slice.save(teamScopeOf(request), request.body as z.output<Body>);
  });
}

/** GET and PUT /api/website/seo, /api/website/socials and /api/website/storeinfo. */
export function registerWebsiteSliceRoutes(
  app: FastifyInstance,
  deps: { service: WebsiteSlicesService },
): void {
  const { service } = deps;
  registerSliceRoutes(app, {
    path: '/api/website/seo',
    body: websiteSeoUpdateSchema,
    response: websiteSeoResponseSchema,
    read: (scope) => service.getSeo(scope),
    save: (teamId, body) => service.updateSeo(teamId, body),
  });
  registerSliceRoutes(app, {
    path: '/api/website/socials',
    body: websiteSocialsUpdateSchema,
    response: websiteSocialsResponseSchema,
    read: async (scope) => ({ socials: await service.getSocials(scope) }),
    save: async (teamId, body) => ({ socials: await service.updateSocials(teamId, body) }),
  });
  registerSliceRoutes(app, {
    path: '/api/website/storeinfo',
    body: websiteStoreInfoUpdateSchema,
    response: websiteStoreInfoResponseSchema,
    read: (scope) => service.getStoreInfo(scope),
    save: (teamId, body) => service.updateStoreInfo(teamId, body),
  });
}
