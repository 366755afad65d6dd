import { checkoutMessages } from '@sideline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { StoreService } from './store.service.ts';

/** Where the provider posts the store's events (Stripe: the Connect endpoint). */
export const storeWebhookPath = '/webhooks/store-payments';
export const cartCookieName = 'sideline_cart';

/** The visitor's cart id from its cookie, or null when there is none (or it is not one of ours). */
export function readCartCookie(request: FastifyRequest): string | null {
  const value = request.cookies?.[cartCookieName];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/**
 * Keeps the visitor's cart id: an HttpOnly, SameSite=Lax cookie scoped to the team's site path, so
 * a post from another site never carries it (a forged post finds an empty cart) and the shared
 * pages stay cacheable without it.
 */
export function setCartCookie(reply: FastifyReply, slug: string, cartId: string): void {
  reply.setCookie(cartCookieName, cartId, {
    path: `/sites/${slug}`,
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    maxAge: 30 * 86_400,
  });
}

/**
 * The store provider's webhook and the cart as data for the header's count island. The cart's form
 * posts render pages, so they live with the store's pages (site/site-store.routes.ts).
 */
export async function registerStoreRoutes(app: FastifyInstance, service: StoreService): Promise<void> {
  await app.register(async (plugin) => {
    plugin.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 512 * 1024 },
      (_r, body, done) => done(null, body),
    );
    plugin.post(storeWebhookPath, { schema: { hide: true } }, async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const payload = typeof request.body === 'string' ? request.body : '';
      await service.receiveStoreEvent(payload, typeof signature === 'string' ? signature : undefined);
      return reply.status(200).send({ received: true });
    });
  });

  const slugParams = z.object({ slug: z.string().max(100) });
  const teamOf = async (request: FastifyRequest) => {
    const { slug } = slugParams.parse(request.params);
    const teamId = await service.teamIdOfSlug(slug);
    if (!teamId) throw new AppError('not_found', checkoutMessages.orderNotFound);
    return { scope: { teamId }, slug };
  };

  /** The cart count island (and the cart as data): private, never cached. */
  app.get('/sites/:slug/cart.json', { schema: { hide: true } }, async (request, reply) => {
    const { scope } = await teamOf(request);
    reply.header('cache-control', 'private, no-store');
    return service.readCart(scope, readCartCookie(request));
  });
}
