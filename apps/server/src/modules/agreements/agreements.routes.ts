import {
  agreementPreviewRequestSchema,
  agreementStateSchema,
  agreementsResponseSchema,
  policiesUpdateRequestSchema,
  policyMessages,
  signAgreementRequestSchema,
  teamPoliciesSchema,
} from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamScopeOf } from '../accounts/session-guard.ts';
import type { AgreementsService } from './agreements.service.ts';

const tags = ['agreements'];
const policiesResponseSchema = z.object({ policies: teamPoliciesSchema });
const policiesSaveResponseSchema = policiesResponseSchema.extend({ message: z.string() });

/**
 * GET /api/agreements (both agreements' state), GET /api/agreements/preview (the draft PDF),
 * POST /api/agreements/sign; GET /api/policies and PUT /api/policies (one policy or all five).
 */
export function registerAgreementsRoutes(app: FastifyInstance, deps: { service: AgreementsService }): void {
  const { service } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/agreements',
    { schema: { tags, response: { 200: agreementsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = teamScopeOf(request);
      return service.getAgreements(session, session.emailVerified);
    },
  );

  // A GET, so the portal can frame it by address: the app's Content-Security-Policy lets frames
  // load from our own origin only (not blob: URLs), and this answer may be framed by the portal.
  r.get(
    '/api/agreements/preview',
    { schema: { tags, querystring: agreementPreviewRequestSchema } },
    async (request, reply) => {
      const pdf = await service.buildPreview(teamScopeOf(request), request.query);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="agreement-preview.pdf"')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
        .header('x-frame-options', 'SAMEORIGIN')
        .send(Buffer.from(pdf));
    },
  );

  r.post(
    '/api/agreements/sign',
    {
      schema: {
        tags,
        body: signAgreementRequestSchema,
        response: { 200: z.object({ agreement: agreementStateSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.sign(teamScopeOf(request), request.body, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
    },
  );

  r.get(
    '/api/policies',
    { schema: { tags, response: { 200: policiesResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { policies: await service.getPolicies(teamScopeOf(request)) };
    },
  );

  r.put(
    '/api/policies',
    {
      schema: {
        tags,
        body: policiesUpdateRequestSchema.partial(),
        response: { 200: policiesSaveResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const policies = await service.updatePolicies(teamScopeOf(request), request.body);
      return { policies, message: policyMessages.saved(Object.keys(request.body).length) };
    },
  );
}
