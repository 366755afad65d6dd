import { connectPaymentAccountResponseSchema, paymentAccountStatusSchema } from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamScopeOf } from '../accounts/session-guard.ts';
import type { PaymentsService } from './payments.service.ts';

const tags = ['payments'];

/** The signed-in team's connected payment account: GET its status, POST to create and onboard it. */
export function registerPaymentRoutes(app: FastifyInstance, deps: { service: PaymentsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/payments/account',
    { schema: { tags, response: { 200: paymentAccountStatusSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.service.getAccount(teamScopeOf(request));
    },
  );

  r.post(
    '/api/payments/account',
    { schema: { tags, response: { 200: connectPaymentAccountResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.service.connectAccount(teamScopeOf(request));
    },
  );
}
