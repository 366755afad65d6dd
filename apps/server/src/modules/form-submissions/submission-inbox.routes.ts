import {
  submissionListQuerySchema,
  submissionListResponseSchema,
  submissionRecipientsSchema,
  submissionReplySchema,
  submissionSchema,
  submissionUpdateSchema,
} from '@sideline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamScopeOf } from '../accounts/session-guard.ts';
import type { SubmissionInboxService } from './submission-inbox.service.ts';

const tags = ['submissions'];
const params = z.object({ id: z.string().min(1).max(100) });

/**
 * The inbox: GET /api/submissions (filters), GET /api/submissions.csv (the same filters),
 * GET, PATCH ({ read, replied }) and DELETE /api/submissions/:id, POST /api/submissions/:id/reply.
 */
export function registerSubmissionInboxRoutes(
  app: FastifyInstance,
  deps: { service: SubmissionInboxService; now: () => Date },
) {
  const { service } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const teamOf = (request: FastifyRequest) => teamScopeOf(request);
  r.get(
    '/api/submissions',
    {
      schema: {
        tags,
        querystring: submissionListQuerySchema,
        response: { 200: submissionListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(teamOf(request), request.query);
    },
  );
  r.get(
    '/api/submissions.csv',
    { schema: { tags, querystring: submissionListQuerySchema } },
    async (request, reply) => {
      const csv = await service.exportCsv(teamOf(request), request.query);
      const day = deps.now().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="submissions-${day}.csv"`)
        .send(csv);
    },
  );
  r.get(
    '/api/submissions/recipients',
    { schema: { tags, response: { 200: submissionRecipientsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.recipients(teamOf(request));
    },
  );
  r.put(
    '/api/submissions/recipients',
    {
      schema: { tags, body: submissionRecipientsSchema, response: { 200: submissionRecipientsSchema } },
    },
    async (request) => service.saveRecipients(teamOf(request), request.body),
  );
  r.get(
    '/api/submissions/:id',
    { schema: { tags, params, response: { 200: submissionSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.get(teamOf(request), request.params.id);
    },
  );
  r.patch(
    '/api/submissions/:id',
    {
      schema: { tags, params, body: submissionUpdateSchema, response: { 200: submissionSchema } },
    },
    async (request) => service.update(teamOf(request), request.params.id, request.body),
  );
  r.delete('/api/submissions/:id', { schema: { tags, params } }, async (request, reply) => {
    await service.remove(teamOf(request), request.params.id);
    reply.status(204);
  });
  r.post(
    '/api/submissions/:id/reply',
    {
      schema: { tags, params, body: submissionReplySchema, response: { 200: submissionSchema } },
    },
    async (request) => service.reply(teamScopeOf(request), request.params.id, request.body),
  );
}
