import {
  promotionCodeRequestSchema,
  reviewDecisionSchema,
  rewardPaymentSchema,
  teamSuspensionSchema,
} from '@sideline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamScopeOf } from '../accounts/session-guard.ts';
import type { Operator, OperatorsService } from './operators.service.ts';

const tags = ['operators'];
const idParams = z.object({ id: z.string().min(1).max(100) });

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator console's hook for its routes. */
    operator: Operator | null;
  }
}

/** The operator console, /api/operator/*: inside the team scope (signed in), then only for operators. */
export async function registerOperatorRoutes(
  app: FastifyInstance,
  deps: { service: OperatorsService },
): Promise<void> {
  const { service } = deps;
  // Whether the console shows in the portal: any signed-in user may ask.
  app.get('/api/operator-access', { schema: { tags } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.access(teamScopeOf(request));
  });

  await app.register(async (console) => {
    console.decorateRequest('operator', null);
    console.addHook('preValidation', async (request) => {
      request.operator = await service.requireOperator(teamScopeOf(request), request.ip);
    });
    const operatorOf = (request: FastifyRequest): Operator => {
      if (!request.operator) throw new Error('operator routes run after the operator hook');
      return request.operator;
    };
    const r = console.withTypeProvider<ZodTypeProvider>();

    r.get('/api/operator/reviews', { schema: { tags } }, async () => ({
      reviews: await service.listReviews(),
    }));
    r.post(
      '/api/operator/reviews/:id/decision',
      { schema: { tags, params: idParams, body: reviewDecisionSchema } },
      async (request) => {
        await service.moderateReview(operatorOf(request), request.params.id, request.body.status);
        return { ok: true };
      },
    );

    r.get('/api/operator/requests', { schema: { tags } }, async () => ({
      requests: await service.listRequests(),
    }));
    r.post(
      '/api/operator/requests/:kind/:id/done',
      { schema: { tags, params: idParams.extend({ kind: z.enum(['vendor-interest', 'domain', 'email']) }) } },
      async (request) => {
        await service.markRequestDone(operatorOf(request), request.params.kind, request.params.id);
        return { ok: true };
      },
    );

    r.get('/api/operator/promotion-codes', { schema: { tags } }, async () => ({
      codes: await service.listPromotionCodes(),
    }));
    r.post(
      '/api/operator/promotion-codes',
      { schema: { tags, body: promotionCodeRequestSchema } },
      async (request) => {
        await service.createPromotionCode(operatorOf(request), request.body);
        return { ok: true };
      },
    );
    r.post(
      '/api/operator/promotion-codes/:id/retire',
      { schema: { tags, params: idParams } },
      async (request) => {
        await service.retirePromotionCode(operatorOf(request), request.params.id);
        return { ok: true };
      },
    );

    r.get(
      '/api/operator/teams',
      { schema: { tags, querystring: z.object({ q: z.string().trim().min(2).max(120) }) } },
      async (request) => ({ teams: await service.findTeams(operatorOf(request), request.query.q) }),
    );
    r.post(
      '/api/operator/teams/:id/suspension',
      { schema: { tags, params: idParams, body: teamSuspensionSchema } },
      async (request) => ({
        team: await service.setSuspended(
          operatorOf(request),
          request.params.id,
          request.body.suspended,
          request.body.reason,
        ),
      }),
    );

    r.get('/api/operator/referral-rewards', { schema: { tags } }, async () => ({
      rewards: await service.listRewards(),
    }));
    r.post(
      '/api/operator/referral-rewards/:id/paid',
      { schema: { tags, params: idParams, body: rewardPaymentSchema } },
      async (request) => {
        await service.markRewardPaid(operatorOf(request), request.params.id, request.body.reference);
        return { ok: true };
      },
    );

    r.get('/api/operator/actions', { schema: { tags } }, async () => ({
      actions: await service.listActions(),
    }));
  });
}
