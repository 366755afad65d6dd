import {
  addProductToCartSchema,
  addTicketToCartSchema,
  checkoutInputSchema,
  checkoutMessages,
  formatCents,
  updateCartLineSchema,
} from '@sideline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { StoreService } from './store.service.ts';

/** Where the provider posts the store's events (Stripe: the Connect endpoint). */
export const storeWebhookPath = '/webhooks/store-payments';
export const cartCookieName = 'sideline_cart';

/**
 * The public store's form posts and the buyer's order page (on the platform host, under
 * /sites/{slug}). No script is needed: each post answers 303 to the next page. The cart id is an
 * HttpOnly, SameSite=Lax cookie scoped to the team's site path, so a post from another site never
 * carries it (a forged post finds an empty cart) and the shared pages stay cacheable without it.
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
  const cartIdOf = (request: FastifyRequest) => {
    const value = request.cookies?.[cartCookieName];
    return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
  };
  const setCart = (reply: FastifyReply, slug: string, cartId: string) =>
    reply.setCookie(cartCookieName, cartId, {
      path: `/sites/${slug}`,
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: 30 * 86_400,
    });

  await app.register(async (posts) => {
    posts.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerPublicPosts(posts);
  });

  function registerPublicPosts(app: FastifyInstance) {
    app.post('/sites/:slug/cart/add', { schema: { hide: true } }, async (request, reply) => {
      const { scope, slug } = await teamOf(request);
      const input = addProductToCartSchema.parse(request.body);
      const cartId = await service.addToCart(scope, cartIdOf(request), input);
      setCart(reply, slug, cartId);
      return reply.redirect(`/sites/${slug}/cart`, 303);
    });

    // The body schema answers a bad quantity with a 400 naming the field (not a 500 from a throw).
    app.post(
      '/sites/:slug/cart/add-ticket',
      { schema: { hide: true, body: addTicketToCartSchema } },
      async (request, reply) => {
        const { scope, slug } = await teamOf(request);
        const input = addTicketToCartSchema.parse(request.body);
        const cartId = await service.addTicketToCart(scope, cartIdOf(request), input);
        setCart(reply, slug, cartId);
        return reply.redirect(`/sites/${slug}/cart`, 303);
      },
    );

    app.post('/sites/:slug/cart/update', { schema: { hide: true } }, async (request, reply) => {
      const { scope, slug } = await teamOf(request);
      await service.updateCartLine(scope, cartIdOf(request), updateCartLineSchema.parse(request.body));
      return reply.redirect(`/sites/${slug}/cart`, 303);
    });

    app.post('/sites/:slug/checkout', { schema: { hide: true } }, async (request, reply) => {
      const { scope } = await teamOf(request);
      const cart = await service.readCart(scope, cartIdOf(request));
      const input = checkoutInputSchema(cart.needsShipping).parse(checkoutBody(request.body));
      const { url } = await service.startCheckout(scope, cartIdOf(request), input);
      return reply.redirect(url, 303);
    });
  }

  /** The cart count island (and the cart as data): private, never cached. */
  app.get('/sites/:slug/cart.json', { schema: { hide: true } }, async (request, reply) => {
    const { scope } = await teamOf(request);
    reply.header('cache-control', 'private, no-store');
    return service.readCart(scope, cartIdOf(request));
  });

  app.get('/sites/:slug/order/:token', { schema: { hide: true } }, async (request, reply) => {
    const { token } = z.object({ token: z.string().max(100) }).parse(request.params);
    const found = await service.orderForBuyer(token);
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    if (!found)
      return reply
        .status(404)
        .type('text/html')
        .send(orderPage('Order not found', `<p>${escapeHtml(checkoutMessages.orderNotFound)}</p>`));
    const { order, items } = found;
    const status =
      order.status === 'paid'
        ? checkoutMessages.paid
        : order.status === 'pending'
          ? order.failureMessage || checkoutMessages.processing
          : order.failureMessage || checkoutMessages.expired;
    const rows = [
      ...items.map((item) => [`${item.name} × ${item.quantity}`, formatCents(item.totalCents)]),
      ['Subtotal', formatCents(order.subtotalCents)],
      ['Shipping', formatCents(order.shippingCents)],
      ['Tax', formatCents(order.taxCents)],
      ['Total', formatCents(order.totalCents)],
    ];
    return reply.type('text/html').send(
      orderPage(
        `Order ${order.orderNumber}`,
        `<p role="status">${escapeHtml(status)}</p>
<table>${rows.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label ?? '')}</th><td>${escapeHtml(value ?? '')}</td></tr>`).join('')}</table>`,
      ),
    );
  });
}

/** The checkout form's flat fields (name, email, phone, line1, line2, city, state, postalCode). */
function checkoutBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const { line1, line2, city, state, postalCode, ...buyer } = body as Record<string, unknown>;
  return {
    ...buyer,
    shippingAddress:
      line1 === undefined ? undefined : { name: buyer.name, line1, line2, city, state, postalCode },
  };
}

function orderPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}th{text-align:left;font-weight:400;padding:.3rem 1rem .3rem 0}td{text-align:right}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
