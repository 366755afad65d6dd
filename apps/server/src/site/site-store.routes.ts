import {
  addProductToCartSchema,
  addTicketToCartSchema,
  checkoutInputSchema,
  teamSitePath,
  teamStorePaths,
  updateCartLineSchema,
} from '@sideline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { readCartCookie, setCartCookie } from '../modules/store/store.routes.ts';
import type { CartHolder, StoreService } from '../modules/store/store.service.ts';
import { AppError } from '../platform/errors.ts';
import type { TeamScope } from '../platform/tenant-scope.ts';
import type { BuiltPage, SiteContext } from './site-context.ts';
import { buildNotFoundPage } from './site-info.ts';
import type { SiteRouteParts } from './site-route-parts.ts';
import { buildCartPage, buildOrderPage, type CheckoutFormState, storeClosedMessage } from './site-store.ts';
import type { SiteTeamRecord } from './site-teams.repository.ts';

export interface SiteStoreRoutesOptions extends SiteRouteParts {
  store: StoreService;
}

/** The checkout form's text fields, as the page names them. */
const checkoutFields = ['name', 'email', 'phone', 'line1', 'line2', 'city', 'state', 'postalCode'] as const;

/**
 * The store's pages for one visitor (issue 22), on the platform address /sites/{slug} where the
 * cart cookie lives: the cart with the checkout form, the cart's posts (303 to the cart, or the cart
 * again saying why nothing changed), the checkout post (the form again with each field's message,
 * or 303 to the provider's hosted page) and the buyer's order page. No script is needed; never cached.
 */
export async function registerSiteStoreRoutes(
  app: FastifyInstance,
  options: SiteStoreRoutesOptions,
): Promise<void> {
  const { resolver, renderer, store, sendPage } = options;
  const routeOptions = { schema: { hide: true } } as const;

  async function siteOf(request: FastifyRequest): Promise<SiteTeamRecord | null> {
    const address = options.addresses.bySlug(request);
    const record = address ? await resolver.resolve(address) : null;
    return record?.isActive && !record.isClosed ? record : null;
  }

  async function renderFor(
    request: FastifyRequest,
    reply: FastifyReply,
    record: SiteTeamRecord,
    sitePath: string,
    status: number,
    build: (ctx: SiteContext) => Promise<BuiltPage>,
  ) {
    const response = await renderer.render(
      request,
      record,
      teamSitePath(record.team.slug),
      sitePath,
      false,
      build,
    );
    return sendPage(request, reply, { ...response, status }, 'no-store');
  }

  async function answerCart(
    request: FastifyRequest,
    reply: FastifyReply,
    record: SiteTeamRecord,
    status: number,
    refused?: { form?: CheckoutFormState; cartChange?: string },
  ) {
    const cart = await store.readCart(record.scope, readCartCookie(request));
    return renderFor(request, reply, record, '/cart', status, async (ctx) =>
      buildCartPage(ctx, cart, await storeClosedMessage(ctx), refused),
    );
  }

  /** A cart post: the change (answering a new cart's id), then 303 to the cart or the cart saying why not. */
  async function changeCart(
    request: FastifyRequest,
    reply: FastifyReply,
    change: (scope: TeamScope, holder: CartHolder) => Promise<string | undefined>,
  ) {
    const record = await siteOf(request);
    if (!record) return sendPage(request, reply, options.neutralPages.notFound);
    try {
      const cartId = await change(record.scope, {
        cartId: readCartCookie(request),
        clientAddress: request.ip,
      });
      if (cartId) setCartCookie(reply, record.team.slug, cartId);
      return reply.redirect(`${teamSitePath(record.team.slug)}${teamStorePaths.cart}`, 303);
    } catch (error) {
      // Sold out, closed, unknown item, or a quantity out of range: the cart, with the reason.
      if (error instanceof z.ZodError) {
        return answerCart(request, reply, record, 400, { cartChange: error.issues[0]?.message });
      }
      if (!(error instanceof AppError)) throw error;
      return answerCart(request, reply, record, error.status, { cartChange: error.message });
    }
  }

  app.get('/sites/:slug/cart', routeOptions, async (request, reply) => {
    const record = await siteOf(request);
    if (!record) return sendPage(request, reply, options.neutralPages.notFound);
    return answerCart(request, reply, record, 200);
  });

  await app.register(async (posts) => {
    posts.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    posts.post('/sites/:slug/cart/add', routeOptions, (request, reply) =>
      changeCart(request, reply, (scope, holder) =>
        store.addToCart(scope, holder, addProductToCartSchema.parse(request.body)),
      ),
    );
    posts.post('/sites/:slug/cart/add-ticket', routeOptions, (request, reply) =>
      changeCart(request, reply, (scope, holder) =>
        store.addTicketToCart(scope, holder, addTicketToCartSchema.parse(request.body)),
      ),
    );
    posts.post('/sites/:slug/cart/update', routeOptions, (request, reply) =>
      changeCart(request, reply, async (scope, { cartId }) => {
        await store.updateCartLine(scope, cartId, updateCartLineSchema.parse(request.body));
        return undefined;
      }),
    );
    posts.post('/sites/:slug/checkout', routeOptions, async (request, reply) => {
      const record = await siteOf(request);
      if (!record) return sendPage(request, reply, options.neutralPages.notFound);
      const values = typedValues(request.body);
      const cartId = readCartCookie(request);
      const cart = await store.readCart(record.scope, cartId);
      const parsed = checkoutInputSchema(cart.needsShipping).safeParse(checkoutBody(values));
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error);
        return answerCart(request, reply, record, 400, {
          form: { values, errors, formError: 'Please check the highlighted fields.' },
        });
      }
      try {
        const { url } = await store.startCheckout(record.scope, cartId, parsed.data);
        return reply.redirect(url, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // Sold out since the cart was shown, store closed, payment could not start: say so, keep the form.
        return answerCart(request, reply, record, error.status, {
          form: { values, errors: error.fields ?? {}, formError: error.message },
        });
      }
    });
  });

  app.get('/sites/:slug/order/:token', routeOptions, async (request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    const record = await siteOf(request);
    if (!record) return sendPage(request, reply, options.neutralPages.notFound);
    const { token } = z.object({ token: z.string().max(100) }).parse(request.params);
    const found = await store.orderForBuyer(token);
    // An order of another team is not this site's page.
    if (!found || found.order.teamId !== record.team.id) {
      return renderFor(request, reply, record, '/order', 404, async (ctx) => buildNotFoundPage(ctx));
    }
    return renderFor(request, reply, record, '/order', 200, async (ctx) =>
      buildOrderPage(ctx, found.order, found.items, found.passes),
    );
  });
}

/** The posted text fields, trimmed to what the form has (the page shows them again). */
function typedValues(body: unknown): Record<string, string> {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(
    checkoutFields.map((field) => [field, typeof raw[field] === 'string' ? raw[field].slice(0, 300) : '']),
  );
}

/** The flat form as the checkout schema reads it: the address fields make the shipping address. */
function checkoutBody(values: Record<string, string>) {
  const { line1, line2, city, state, postalCode, ...buyer } = values;
  return {
    ...buyer,
    shippingAddress: { name: buyer.name, line1, line2, city, state, postalCode },
  };
}

/** Each refused field's first message, by the form's field name. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first, second] = issue.path;
    const field = String(first === 'shippingAddress' ? second : first);
    errors[field] ??= issue.message;
  }
  return errors;
}
