import {
  checkoutMessages,
  describeVariant,
  formatCents,
  joinSitePath,
  storeRefusalAt,
  teamSitePath,
  teamStorePaths,
  ticketMessages,
} from '@sideline/domain';
import type {
  CheckoutFormView,
  MoneyRowView,
  ProductChoiceView,
  SiteImage,
  SiteLink,
  StoreCardView,
  StoreSectionView,
} from '@sideline/site';
import type { CartView } from '../modules/store/store.service.ts';
import type { BuyerPass, StoreOrderItemRow, StoreOrderRow } from '../modules/store/store-item-kinds.ts';
import { sanitizeRichText } from '../platform/rich-text.ts';
import type { ProductRow, ProductVariantRow, TicketRow, TicketTierRow } from './site-content.repository.ts';
import { type BuiltPage, firstChangeAfter, type SiteContext } from './site-context.ts';
import {
  excerpt,
  formatSiteDate,
  formatSiteTime,
  htmlToText,
  toPreloadHref,
  toSiteImage,
} from './site-format.ts';
import { productJsonLd } from './site-seo.ts';

/**
 * The public store's pages (issue 22). The catalog and product pages are the same for every
 * visitor, so they are cached like the other pages (sold counts and products bump the content
 * version; the schedule's opening and closing are the pages' `validUntil`). The cart and the
 * buyer's order page are per visitor and never cached (site-store.routes.ts).
 */

/** At or below this many left, the product page says "Only N left". */
const lowStockThreshold = 5;

/** A store's product path: /store/{urlId}. */
export function productPath(urlId: string): string {
  return `${teamStorePaths.store}/${encodeURIComponent(urlId)}`;
}

/** A ticket's page: /tickets/{id}. */
export function ticketPath(id: string): string {
  return `${teamStorePaths.tickets}/${encodeURIComponent(id)}`;
}

/**
 * A link to the visitor's cart (its page, its form posts, its JSON). The cart cookie lives on the
 * platform address /sites/{slug} (store.routes.ts), so on the team's own host, where the shared
 * catalog and product pages are, these links go to the platform address.
 */
function cartHref(ctx: SiteContext, cartPath: string): string {
  if (ctx.root) return ctx.href(cartPath);
  return new URL(joinSitePath(teamSitePath(ctx.team.slug), cartPath), ctx.view.platformHref).href;
}

/** Whether the team has a store to show at all: a connected payment account and not switched off. */
async function storeState(ctx: SiteContext) {
  const client = await ctx.repo.findStoreClientSwitches();
  const hasStore = Boolean(ctx.team.stripeAccountId) && client?.storeActive !== false;
  const isSwitchedOff = Boolean(ctx.team.stripeAccountId) && client?.storeActive === false;
  const closedMessage = storeRefusalAt(ctx.team.storeInfo, client, ctx.now);
  const ticketsClosedMessage = storeRefusalAt(ctx.team.storeInfo, client, ctx.now, ['ticket']);
  const validUntil = firstChangeAfter(ctx.now, [
    new Date(ctx.team.storeInfo.scheduleStartTime),
    new Date(ctx.team.storeInfo.scheduleEndTime),
  ]);
  return { hasStore, isSwitchedOff, closedMessage, ticketsClosedMessage, validUntil };
}

/** The store's title: the admin's, else "{team} Store". */
function storeTitle(ctx: SiteContext): string {
  return ctx.team.storeInfo.title || `${ctx.team.name} Store`;
}

function unitsLeft(variant: ProductVariantRow): number | null {
  return variant.inventory === null ? null : Math.max(0, variant.inventory - variant.sold);
}

/** Admissions of a tier still for sale: its own capacity and the ticket's total, null for no limit. */
function tierLeft(ticket: TicketRow, tier: TicketTierRow): number | null {
  const limits = [
    tier.capacity === null ? null : tier.capacity - tier.sold,
    ticket.quantity === null ? null : ticket.quantity - ticket.quantitySold,
  ].filter((left): left is number => left !== null);
  return limits.length === 0 ? null : Math.max(0, Math.min(...limits));
}

function stockText(left: number | null): string {
  return left === 0 ? 'Sold out' : left !== null && left <= lowStockThreshold ? `Only ${left} left` : '';
}

function priceText(variants: readonly { priceCents: number }[], fallbackCents: number): string {
  const prices = variants.map((variant) => variant.priceCents);
  if (prices.length === 0) return formatCents(fallbackCents);
  const low = Math.min(...prices);
  return prices.some((price) => price !== low) ? `From ${formatCents(low)}` : formatCents(low);
}

function productImages(product: ProductRow): SiteImage[] {
  return [product.featureImage, ...product.images].flatMap((image) => {
    const view = toSiteImage(image, product.name);
    return view ? [view] : [];
  });
}

function variantsByProduct(variants: readonly ProductVariantRow[]): Map<string, ProductVariantRow[]> {
  const byProduct = new Map<string, ProductVariantRow[]>();
  for (const variant of variants) {
    byProduct.set(variant.productId, [...(byProduct.get(variant.productId) ?? []), variant]);
  }
  return byProduct;
}

/** /store: featured products first, then one section per category. Null when the team has no store. */
export async function buildStorePage(ctx: SiteContext): Promise<BuiltPage | null> {
  const state = await storeState(ctx);
  if (!state.hasStore && !state.isSwitchedOff) return null;
  const listed = state.closedMessage ? [] : await ctx.repo.listStoreProducts();
  const variants = variantsByProduct(await ctx.repo.listProductVariants(listed.map((p) => p.id)));
  const cardOf = (product: ProductRow): StoreCardView => {
    const own = variants.get(product.id) ?? [];
    return {
      href: ctx.href(productPath(product.urlId)),
      name: product.name,
      priceText: priceText(own, product.priceCents),
      image: productImages(product)[0] ?? null,
      soldOut: own.length > 0 && own.every((variant) => unitsLeft(variant) === 0),
    };
  };
  const sections: StoreSectionView[] = [];
  const featured = listed.filter((product) => product.featured);
  if (featured.length > 0) sections.push({ heading: 'Featured', cards: featured.map(cardOf) });
  const tickets = state.ticketsClosedMessage ? { cards: [], changesAt: [] } : await ticketCardsOf(ctx);
  if (tickets.cards.length > 0) sections.push({ heading: 'Tickets', cards: tickets.cards });
  const categories = new Map<string, ProductRow[]>();
  for (const product of listed.filter((p) => !p.featured)) {
    const heading = product.category.trim() || 'Products';
    categories.set(heading, [...(categories.get(heading) ?? []), product]);
  }
  for (const [heading, products] of categories) sections.push({ heading, cards: products.map(cardOf) });
  const title = storeTitle(ctx);
  const firstImage = sections[0]?.cards[0]?.image ?? null;
  return {
    status: 200,
    validUntil: firstChangeAfter(ctx.now, [state.validUntil, ...tickets.changesAt]),
    designPage: null,
    page: {
      kind: 'store',
      heading: title,
      message: ctx.team.storeInfo.message,
      // Products switched off while tickets sell: the tickets show, without a closed notice.
      closedMessage: tickets.cards.length > 0 ? null : state.closedMessage,
      sections,
      cartHref: cartHref(ctx, teamStorePaths.cart),
    },
    seo: {
      title: `${title} | ${ctx.team.name}`,
      description: excerpt(ctx.team.storeInfo.message, 160) || `Shop ${ctx.team.name} merchandise online.`,
      image: firstImage ? ctx.absolute(firstImage.src) : null,
      preloadImage: toPreloadHref(firstImage),
      canonicalPath: teamStorePaths.store,
    },
  };
}

/** /store/{urlId}: pictures, description, each variant with its price and stock, Add to cart. */
export async function buildProductPage(ctx: SiteContext, urlId: string): Promise<BuiltPage | null> {
  const state = await storeState(ctx);
  if (!state.hasStore && !state.isSwitchedOff) return null;
  const product = await ctx.repo.findStoreProduct(urlId);
  if (!product) return null;
  const variants = await ctx.repo.listProductVariants([product.id]);
  const choices: ProductChoiceView[] = variants.map((variant) => {
    const left = unitsLeft(variant);
    return {
      choiceId: variant.id,
      label: describeVariant(variant.optionValues) || product.name,
      priceText: formatCents(variant.priceCents),
      stockText: stockText(left),
      soldOut: left === 0,
    };
  });
  const images = productImages(product);
  const path = productPath(product.urlId);
  const description = excerpt(htmlToText(product.description), 160);
  return {
    status: 200,
    validUntil: state.validUntil,
    designPage: null,
    page: {
      kind: 'product',
      name: product.name,
      facts: [],
      html: sanitizeRichText(product.description),
      images,
      priceText: priceText(variants, product.priceCents),
      choices,
      choiceField: 'variantId',
      maxQuantity: product.maxPerOrder,
      addAction: cartHref(ctx, `${teamStorePaths.cart}/add`),
      closedMessage: state.closedMessage,
      storeHref: ctx.href(teamStorePaths.store),
      cartHref: cartHref(ctx, teamStorePaths.cart),
    },
    seo: {
      title: `${product.name} | ${storeTitle(ctx)}`,
      description: description || `${product.name} from the ${storeTitle(ctx)}.`,
      image: images[0] ? ctx.absolute(images[0].src) : null,
      preloadImage: toPreloadHref(images[0]),
      jsonLd: [
        productJsonLd(ctx, {
          name: product.name,
          path,
          description,
          images: images.map((image) => image.src),
          sku: variants.length === 1 ? (variants[0]?.sku ?? '') : '',
          offers: variants.map((variant) => ({
            name: describeVariant(variant.optionValues) || product.name,
            priceCents: variant.priceCents,
            sku: variant.sku,
            inStock: unitsLeft(variant) !== 0,
          })),
        }),
      ],
      canonicalPath: path,
    },
  };
}

/** Why a ticket is not on sale at `now` by its own sale window, or null. */
function saleWindowRefusal(ticket: TicketRow, now: Date): string | null {
  if (ticket.saleStartsAt && ticket.saleStartsAt > now) return ticketMessages.saleNotStarted(ticket.name);
  if (ticket.saleEndsAt && ticket.saleEndsAt <= now) return ticketMessages.saleEnded(ticket.name);
  return null;
}

/**
 * The catalog's tickets: those on sale now whose game or event is still ahead; and the moments the
 * list changes by the clock alone (a sale opening or closing, a game starting).
 */
async function ticketCardsOf(
  ctx: SiteContext,
): Promise<{ cards: StoreCardView[]; changesAt: (Date | null)[] }> {
  const listed = await ctx.repo.listStoreTickets();
  const changesAt = listed.flatMap((ticket) => [ticket.saleStartsAt, ticket.saleEndsAt, ticket.timeOfEvent]);
  const onSale = listed.filter(
    (ticket) => !saleWindowRefusal(ticket, ctx.now) && (!ticket.timeOfEvent || ticket.timeOfEvent >= ctx.now),
  );
  const tiers = await ctx.repo.listTicketTiers(onSale.map((ticket) => ticket.id));
  const cards = onSale.map((ticket) => {
    const own = tiers.filter((tier) => tier.ticketId === ticket.id);
    return {
      href: ctx.href(ticketPath(ticket.id)),
      name: ticket.name,
      priceText: priceText(own, ticket.priceCents),
      image: toSiteImage(ticket.featureImage, ticket.name),
      soldOut: own.length > 0 && own.every((tier) => tierLeft(ticket, tier) === 0),
    };
  });
  return { cards, changesAt };
}

/** When and where, in the team's time zone, under the ticket's name. */
function ticketFacts(ctx: SiteContext, ticket: TicketRow): string[] {
  const when = ticket.timeOfEvent
    ? `${formatSiteDate(ticket.timeOfEvent, ctx.team.timeZone)}, ${formatSiteTime(ticket.timeOfEvent, ctx.team.timeZone)}`
    : '';
  return [when, ticket.venue].filter(Boolean);
}

/** /tickets/{id}: the game or event's date and venue, each price tier with what is left, Add to cart. */
export async function buildTicketPage(ctx: SiteContext, id: string): Promise<BuiltPage | null> {
  const state = await storeState(ctx);
  if (!state.hasStore && !state.isSwitchedOff) return null;
  const ticket = await ctx.repo.findStoreTicket(id);
  if (!ticket) return null;
  const tiers = await ctx.repo.listTicketTiers([ticket.id]);
  const choices: ProductChoiceView[] = tiers.map((tier) => {
    const left = tierLeft(ticket, tier);
    return {
      choiceId: tier.id,
      label: tier.name,
      priceText: formatCents(tier.priceCents),
      stockText: stockText(left),
      soldOut: left === 0,
    };
  });
  const image = toSiteImage(ticket.featureImage, ticket.name);
  const description = excerpt(htmlToText(ticket.description), 160);
  return {
    status: 200,
    // The page changes when the sale opens or closes, as it does with the store's schedule.
    validUntil: firstChangeAfter(ctx.now, [state.validUntil, ticket.saleStartsAt, ticket.saleEndsAt]),
    designPage: null,
    page: {
      kind: 'product',
      name: ticket.name,
      facts: ticketFacts(ctx, ticket),
      html: sanitizeRichText(ticket.description),
      images: image ? [image] : [],
      priceText: priceText(tiers, ticket.priceCents),
      choices,
      choiceField: 'tierId',
      maxQuantity: ticket.maxPerOrder,
      addAction: cartHref(ctx, `${teamStorePaths.cart}/add-ticket`),
      closedMessage: state.ticketsClosedMessage ?? saleWindowRefusal(ticket, ctx.now),
      storeHref: ctx.href(teamStorePaths.store),
      cartHref: cartHref(ctx, teamStorePaths.cart),
    },
    seo: {
      title: `${ticket.name} | ${storeTitle(ctx)}`,
      description: description || `Tickets to ${ticket.name}, from the ${storeTitle(ctx)}.`,
      image: image ? ctx.absolute(image.src) : null,
      preloadImage: toPreloadHref(image),
      canonicalPath: ticketPath(ticket.id),
    },
  };
}

/** The sitemap's store entries: /store is a list page; each product and ticket a page of its own. */
export async function listStoreSitemapPaths(ctx: SiteContext): Promise<{ path: string; modified: Date }[]> {
  const state = await storeState(ctx);
  if (!state.hasStore || state.closedMessage) return [];
  const products = await ctx.repo.listStoreProducts();
  const tickets = state.ticketsClosedMessage ? [] : await ctx.repo.listStoreTickets();
  return [
    { path: teamStorePaths.store, modified: ctx.team.timeModified },
    ...products.map((product) => ({ path: productPath(product.urlId), modified: product.timeModified })),
    ...tickets.map((ticket) => ({ path: ticketPath(ticket.id), modified: ticket.timeModified })),
  ];
}

/** The header's cart link and the cart-count island's source, while the team's store is on. */
export async function buildCartLink(
  ctx: SiteContext,
): Promise<{ href: string; countSrc: string | null } | null> {
  const state = await storeState(ctx);
  if (!state.hasStore) return null;
  // On the team's own host the cookie is another origin's: the link works, without a count.
  return {
    href: cartHref(ctx, teamStorePaths.cart),
    countSrc: ctx.root ? ctx.href(`${teamStorePaths.cart}.json`) : null,
  };
}

/** The menu with a "Store" entry at its end, unless a link of the menu already goes there. */
export function withStoreNavLink(nav: SiteLink[], storeHref: string): SiteLink[] {
  const links = (items: readonly SiteLink[]): SiteLink[] => items.flatMap((l) => [l, ...links(l.children)]);
  if (links(nav).some((link) => link.href === storeHref)) return nav;
  return [...nav, { title: 'Store', href: storeHref, newTab: false, children: [] }];
}

function moneyRows(amounts: {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}): MoneyRowView[] {
  return [
    { label: 'Subtotal', value: formatCents(amounts.subtotalCents) },
    { label: 'Shipping', value: formatCents(amounts.shippingCents) },
    { label: 'Tax', value: formatCents(amounts.taxCents) },
    { label: 'Total', value: formatCents(amounts.totalCents) },
  ];
}

/** The checkout form again after a refused post: what the buyer typed and each field's message. */
export interface CheckoutFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  formError: string | null;
}

/**
 * /cart: lines with quantity forms, shipping and tax before paying, and the checkout form; after a
 * refused post, the checkout form with each field's message or why the cart did not change.
 */
export function buildCartPage(
  ctx: SiteContext,
  cart: CartView,
  closedMessage: string | null,
  refused: { form?: CheckoutFormState; cartChange?: string } = {},
): BuiltPage {
  const form = refused.form ?? { values: {}, errors: {}, formError: null };
  const checkout: CheckoutFormView | null =
    cart.lines.length > 0 && !closedMessage
      ? { action: ctx.href('/checkout'), needsShipping: cart.needsShipping, ...form }
      : null;
  return {
    status: 200,
    designPage: null,
    page: {
      kind: 'cart',
      lines: cart.lines.map((line) => ({
        lineId: line.lineId,
        name: line.name,
        variant: line.variant,
        unitPriceText: formatCents(line.unitPriceCents),
        quantity: line.quantity,
        totalText: formatCents(line.totalCents),
        problem: line.problem,
      })),
      totals: moneyRows(cart),
      updateAction: ctx.href(`${teamStorePaths.cart}/update`),
      checkout,
      // A refused checkout's message is the form's own summary (CheckoutForm), not a notice.
      closedMessage,
      cartChangeRefusal: refused.cartChange ?? null,
      storeHref: ctx.href(teamStorePaths.store),
    },
    seo: {
      title: `Your cart | ${storeTitle(ctx)}`,
      description: '',
      canonicalPath: teamStorePaths.cart,
      noIndex: true,
    },
  };
}

/** Why the store sells nothing now (the cart shows it instead of the checkout form). */
export async function storeClosedMessage(ctx: SiteContext): Promise<string | null> {
  return (await storeState(ctx)).closedMessage;
}

function fulfilmentText(item: StoreOrderItemRow): string | null {
  if (item.fulfilmentStatus === 'cancelled') return 'Cancelled';
  if (item.fulfilmentStatus !== 'shipped' && item.fulfilmentStatus !== 'delivered') return null;
  const carrier = item.shippingCarrier ? ` by ${item.shippingCarrier}` : '';
  const number = item.shippingNumber ? `, tracking ${item.shippingNumber}` : '';
  return `${item.fulfilmentStatus === 'delivered' ? 'Delivered' : 'Shipped'}${carrier}${number}`;
}

/** /order/{token}: the buyer's order, its status, lines with shipping news, and totals. */
export function buildOrderPage(
  ctx: SiteContext,
  order: StoreOrderRow,
  items: readonly StoreOrderItemRow[],
  passes: readonly BuyerPass[] = [],
): BuiltPage {
  const status =
    order.status === 'paid'
      ? order.cancelledAt
        ? 'This order was cancelled by the club.'
        : checkoutMessages.paid
      : order.status === 'pending'
        ? order.failureMessage || checkoutMessages.processing
        : order.failureMessage || checkoutMessages.expired;
  const tone =
    order.status === 'paid' && !order.cancelledAt ? 'paid' : order.status === 'pending' ? 'pending' : 'ended';
  const address = order.shippingAddress;
  const totals = moneyRows(order);
  if (order.refundedCents > 0) totals.push({ label: 'Refunded', value: formatCents(order.refundedCents) });
  return {
    status: 200,
    designPage: null,
    page: {
      kind: 'order',
      orderNumber: order.orderNumber,
      status,
      tone,
      lines: items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        totalText: formatCents(item.totalCents),
        fulfilment: fulfilmentText(item),
        trackingHref: item.shippingUrl.startsWith('https://') ? item.shippingUrl : null,
      })),
      passes: passes.map(({ qrDataUri, ...pass }) => ({ ...pass, qrSrc: qrDataUri })),
      totals,
      shipTo: address
        ? [
            address.name,
            address.line1,
            address.line2,
            `${address.city}, ${address.state} ${address.postalCode}`,
          ]
            .filter(Boolean)
            .join('\n')
        : null,
      storeHref: ctx.href(teamStorePaths.store),
    },
    seo: {
      title: `Order ${order.orderNumber} | ${storeTitle(ctx)}`,
      description: '',
      // The token is the page's secret: never in a canonical link, never indexed.
      canonicalPath: teamStorePaths.store,
      noIndex: true,
    },
  };
}
