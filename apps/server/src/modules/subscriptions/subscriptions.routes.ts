import {
  billingPortalResponseSchema,
  startSubscriptionRequestSchema,
  startSubscriptionResponseSchema,
  subscriptionAccountSchema,
  subscriptionProductParamsSchema,
} from '@sideline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { teamScopeOf } from '../accounts/session-guard.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

const tags = ['subscriptions'];
const noContent = { 204: z.null() };

/** The signed-in team's subscriptions (Settings → Subscription & Account, the dashboard checklist). */
export function registerSubscriptionRoutes(
  app: FastifyInstance,
  deps: { service: SubscriptionsService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/subscriptions',
    { schema: { tags, response: { 200: subscriptionAccountSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.service.getAccount(teamScopeOf(request));
    },
  );

  r.post(
    '/api/subscriptions',
    {
      schema: {
        tags,
        body: startSubscriptionRequestSchema,
        response: { 200: startSubscriptionResponseSchema },
      },
    },
    async (request) => deps.service.startCheckout(teamScopeOf(request), request.body),
  );

  r.post(
    '/api/subscriptions/billing-portal',
    { schema: { tags, response: { 200: billingPortalResponseSchema } } },
    async (request) => deps.service.openBillingPortal(teamScopeOf(request)),
  );

  r.post(
    '/api/subscriptions/:product/cancel',
    { schema: { tags, params: subscriptionProductParamsSchema, response: noContent } },
    async (request, reply) => {
      await deps.service.cancel(teamScopeOf(request), request.params.product);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/subscriptions/:product/resume',
    { schema: { tags, params: subscriptionProductParamsSchema, response: noContent } },
    async (request, reply) => {
      await deps.service.resume(teamScopeOf(request), request.params.product);
      return reply.status(204).send(null);
    },
  );
}

/** Where the payment provider posts its events (Stripe; the sandbox hands them over in-process). */
export const paymentWebhookPath = '/webhooks/payments';

/**
 * The provider's webhook: the raw body is kept for the signature check, which the service does
 * before anything else; a replay answers 200 and changes nothing.
 */
export async function registerPaymentWebhookRoute(
  app: FastifyInstance,
  deps: { service: SubscriptionsService },
): Promise<void> {
  await app.register(async (plugin) => {
    plugin.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 512 * 1024 },
      (_r, body, done) => done(null, body),
    );
    plugin.post(paymentWebhookPath, { schema: { hide: true } }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const payload = typeof request.body === 'string' ? request.body : '';
      await deps.service.receiveProviderEvent(payload, typeof signature === 'string' ? signature : undefined);
      return reply.status(200).send({ received: true });
    });
  });
}
