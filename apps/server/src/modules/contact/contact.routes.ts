import { contactRequestSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { ContactService } from './contact.service.ts';

/** POST /api/contact: the marketing site's contact form. */
export function registerContactRoutes(
  app: FastifyInstance,
  deps: { service: ContactService; rateLimiter: RateLimiter },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      preValidation: deps.rateLimiter.guard('contact'),
      schema: { tags: ['contact'], body: contactRequestSchema },
    },
    (request) => deps.service.send(request.body),
  );
}
