import {
  contentOrderInputSchema,
  galleryInputSchema,
  galleryListQuerySchema,
  galleryOptionsSchema,
  galleryPhotoAddSchema,
  galleryPhotoSchema,
  galleryPhotoUpdateSchema,
  gallerySchema,
} from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamScopeOf } from '../accounts/session-guard.ts';
import {
  registerContentSectionRoutes,
  registerSectionReadRoute,
} from '../content-sections/content-section.routes.ts';

import type { GalleriesService } from './galleries.service.ts';

const tags = ['galleries'];
const idSchema = z.string().min(1).max(100);
const photoParams = z.object({ id: idSchema, photoId: idSchema });

/**
 * /api/galleries (?about=galleries|articles|events|games|all), /api/galleries/:id,
 * /api/galleries/options, and the photos of a gallery: POST /api/galleries/:id/photos
 * ({ mediaId }: a picture of the media library), PUT /api/galleries/:id/photos/order ({ ids }: the
 * photos in their new order), PUT and DELETE /api/galleries/:id/photos/:photoId,
 * DELETE /api/galleries/:id/photos/:photoId/tags/:tagId.
 */
export function registerGalleriesRoutes(app: FastifyInstance, deps: { service: GalleriesService }) {
  const { service } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerSectionReadRoute(app, {
    path: '/api/galleries/options',
    tag: 'galleries',
    response: galleryOptionsSchema,
    read: (scope) => service.options(scope),
  });
  registerContentSectionRoutes(app, {
    path: '/api/galleries',
    tag: 'galleries',
    input: galleryInputSchema,
    record: gallerySchema,
    listQuery: galleryListQuerySchema,
    service,
  });
  r.post(
    '/api/galleries/:id/photos',
    {
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        body: galleryPhotoAddSchema,
        response: { 201: galleryPhotoSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').status(201);
      return service.addPhoto(teamScopeOf(request), request.params.id, request.body);
    },
  );
  r.put(
    '/api/galleries/:id/photos/order',
    {
      schema: {
        tags,
        params: z.object({ id: idSchema }),
        body: contentOrderInputSchema,
        response: { 200: gallerySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.arrangePhotos(teamScopeOf(request), request.params.id, request.body);
    },
  );
  r.put(
    '/api/galleries/:id/photos/:photoId',
    {
      schema: {
        tags,
        params: photoParams,
        body: galleryPhotoUpdateSchema,
        response: { 200: galleryPhotoSchema },
      },
    },
    async (request) =>
      service.updatePhoto(teamScopeOf(request), request.params.id, request.params.photoId, request.body),
  );
  r.delete(
    '/api/galleries/:id/photos/:photoId',
    { schema: { tags, params: photoParams } },
    async (request, reply) => {
      await service.removePhoto(teamScopeOf(request), request.params.id, request.params.photoId);
      reply.status(204);
    },
  );
  r.delete(
    '/api/galleries/:id/photos/:photoId/tags/:tagId',
    {
      schema: {
        tags,
        params: photoParams.extend({ tagId: idSchema }),
        response: { 200: galleryPhotoSchema },
      },
    },
    async (request) =>
      service.removePhotoTag(
        teamScopeOf(request),
        request.params.id,
        request.params.photoId,
        request.params.tagId,
      ),
  );
}
