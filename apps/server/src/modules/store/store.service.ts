import { randomBytes } from 'node:crypto';
import {
  type AddProductToCart,
  type AddTicketToCart,
  type CheckoutInput,
  cartMessages,
  checkoutMessages,
  computeOrderAmounts,
  describeVariant,
  isAgreementInForce,
  newCartsPerAddress,
  type OrderCompletionSource,
  type PricedLine,
  type StoreItemKind,
  storeMessages,
  storeRefusalAt,
  ticketMessages,
  type UpdateCartLine,
} from '@sideline/domain';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { inventoryHolds, orderItems, orders } from '../../db/schema/store.ts';
import { AppError } from '../../platform/errors.ts';
import type { Block } from '../../platform/mail/mail-layout.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import type {
  PaymentProvider,
  StoreCheckoutSession,
  StorePaymentEvent,
} from '../../platform/payments/payment-provider.ts';
import { recordPaymentEvent } from '../../platform/payments/processed-payment-events.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import {
  applyRefundStatus,
  type CartItemRef,
  createStoreRepository,
  deleteExpiredHolds,
  deleteHolds,
  findOrderByPaymentIntent,
  findOrderByToken,
  findPendingOrders,
  findStoreTeam,
  findTeamIdBySlug,
  lockOrder,
  type StoreTeam,
  upsertDispute,
  type VariantForSale,
} from './store.repository.ts';
import {
  type BuyerPass,
  type CartLineQuote,
  hooksOfKind,
  type StoreItemKindHooks,
  type StoreOrderItemRow,
  type StoreOrderRow,
} from './store-item-kinds.ts';
import { type OrderMailValues, orderNotificationMail, orderReceiptMail } from './store-mail-templates.ts';

/** A checkout session, and so its stock holds, lasts 30 minutes (Stripe's shortest expiry). */
export const checkoutTtlMs = 30 * 60_000;
/** The sweep leaves a session this long past its expiry before it asks the provider about it. */
const sweepGraceMs = 60_000;

export interface StoreServiceDeps {
  db: Db;
  payments: PaymentProvider;
  now: () => Date;
  baseUrl: string;
  mailFrom: string;
  /** Every kind's hooks (collected from the registry when first needed). */
  itemKinds: () => ReadonlyMap<StoreItemKind, StoreItemKindHooks>;
  rateLimiter: Pick<RateLimiter, 'hit'>;
}

/** Who is adding to a cart: the cart the request names (null: none yet) and the client's address. */
export interface CartHolder {
  cartId: string | null;
  clientAddress: string;
}

export interface CartLineView {
  lineId: string;
  kind: 'product' | 'ticket';
  /** The variant's or the ticket tier's id. */
  itemId: string;
  /** The variant of a product line (null on a ticket line). */
  variantId: string | null;
  name: string;
  variant: string;
  unitPriceCents: number;
  quantity: number;
  totalCents: number;
  /** Still for sale in that quantity; else the reason. */
  problem: string | null;
}

export interface CartView {
  cartId: string | null;
  lines: CartLineView[];
  count: number;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  needsShipping: boolean;
}

const newSecret = () => randomBytes(32).toString('base64url');

/** A cart line priced now, with what its order line and the shipping need. */
type QuotedCartLine = CartLineView & {
  quote: CartLineQuote;
  priced: PricedLine;
  /** The variant of a product line, for its order line. */
  forSale: VariantForSale | null;
};

const cartItemRefOf = (item: {
  variantId: string | null;
  ticketTierId: string | null;
}): CartItemRef | null =>
  item.variantId
    ? { kind: 'product', variantId: item.variantId }
    : item.ticketTierId
      ? { kind: 'ticket', ticketTierId: item.ticketTierId }
      : null;

/** Whether a provider's checkout session is the order's own: its id, its account, its total. */
function isOwnSession(
  order: Pick<StoreOrderRow, 'checkoutSessionId' | 'connectedAccountId' | 'totalCents'>,
  session: Pick<StoreCheckoutSession, 'id' | 'accountId' | 'amountTotalCents'>,
): boolean {
  return (
    order.checkoutSessionId === session.id &&
    order.connectedAccountId === session.accountId &&
    order.totalCents === session.amountTotalCents
  );
}

/** The buyer's order page on the team's site (the token is its secret). */
function buyerOrderUrl(team: { slug: string }, order: { publicToken: string }, baseUrl: string): URL {
  return new URL(`/sites/${team.slug}/order/${order.publicToken}`, baseUrl);
}

/**
 * The store's backbone (issue 22): the server-side cart, checkout with stock held, and order
 * completion exactly once whichever of the buyer's return, the provider's webhook and the
 * reconciliation sweep comes first (docs/decisions/026-store-money-flow.md).
 */
export function createStoreService(deps: StoreServiceDeps) {
  const { db, now } = deps;

  /** A product variant as a cart line quote (its shipping rates kept for the order's shipping). */
  function quoteVariant(variant: VariantForSale): CartLineQuote & { priced: Omit<PricedLine, 'quantity'> } {
    return {
      name: variant.name,
      unitPriceCents: variant.priceCents,
      taxable: variant.taxable,
      maxPerOrder: variant.maxPerOrder,
      problem: variant.onSale ? null : cartMessages.itemUnavailable(variant.name),
      left: variant.inventory === null ? null : variant.inventory - variant.sold,
      reference: { ticketId: null, ticketTierId: null },
      priced: {
        unitPriceCents: variant.priceCents,
        taxable: variant.taxable,
        shippable: variant.shippable,
        shippingPerOrderCents: variant.shippingPerOrderCents,
        shippingPerItemCents: variant.shippingPerItemCents,
      },
    };
  }

  /** Why a line cannot be bought in this quantity now, or null. */
  function lineProblem(quote: CartLineQuote, quantity: number): string | null {
    if (quote.problem) return quote.problem;
    if (quote.left !== null && quote.left <= 0) return cartMessages.soldOut(quote.name);
    if (quote.left !== null && quantity > quote.left) return cartMessages.onlyLeft(quote.name, quote.left);
    if (quantity > quote.maxPerOrder) return cartMessages.maxPerOrder(quote.name, quote.maxPerOrder);
    return null;
  }

  /** Quotes of another area's cart kind (tickets), from its hook. */
  async function quoteOfKind(scope: TeamScope, kind: 'ticket', itemIds: readonly string[]) {
    const hooks = hooksOfKind(deps.itemKinds(), kind);
    if (!hooks.quoteCartLines) throw new Error(`The store item kind "${kind}" cannot be put in a cart`);
    return hooks.quoteCartLines(db, scope, itemIds, now());
  }

  /** The team selling; `within` is the caller's transaction when it has one open. */
  async function requireTeam(scope: TeamScope, within: DbOrTx = db): Promise<StoreTeam> {
    const team = await findStoreTeam(within, scope.teamId);
    if (!team) throw new AppError('not_found', storeMessages.closed);
    return team;
  }

  /**
   * Whether the public store sells these kinds now (the store's switch and schedule, then each
   * kind's switch); the message when it does not.
   */
  function switchRefusal(team: StoreTeam, kinds: Iterable<StoreItemKind>): string | null {
    return storeRefusalAt(team.storeInfo, team.activation?.client, now(), kinds);
  }

  /** Selling needs the signed store agreement and a connected account that takes payments. */
  async function sellingRefusal(team: StoreTeam): Promise<string | null> {
    if (!isAgreementInForce(team.storeLicensingAgreement, 'store')) return storeMessages.agreementRequired;
    if (!team.stripeAccountId) return storeMessages.paymentsNotEnabled;
    const status = await deps.payments.getAccountStatus(team.stripeAccountId);
    return status.chargesEnabled ? null : storeMessages.paymentsNotEnabled;
  }

  /** The cart's lines priced now (a line whose item is gone is left out). */
  async function quoteCart(scope: TeamScope, cartId: string | null) {
    const repo = createStoreRepository(db, scope);
    const cart = cartId ? await repo.findCart(cartId) : null;
    const items = cart ? await repo.listCartItems(cart.id) : [];
    const refs = items.flatMap((item) => {
      const ref = cartItemRefOf(item);
      return ref ? [{ item, ref }] : [];
    });
    const variantIds = refs.flatMap(({ ref }) => (ref.kind === 'product' ? [ref.variantId] : []));
    const tierIds = refs.flatMap(({ ref }) => (ref.kind === 'ticket' ? [ref.ticketTierId] : []));
    const variants = new Map(
      (await repo.findVariantsForSale(variantIds)).map((variant) => [variant.variantId, variant]),
    );
    const tiers = tierIds.length > 0 ? await quoteOfKind(scope, 'ticket', tierIds) : new Map();
    const lines: QuotedCartLine[] = [];
    for (const { item, ref } of refs) {
      const variant = ref.kind === 'product' ? variants.get(ref.variantId) : undefined;
      const product = variant ? quoteVariant(variant) : undefined;
      const quote: CartLineQuote | undefined =
        product ?? (ref.kind === 'ticket' ? tiers.get(ref.ticketTierId) : undefined);
      if (!quote) continue;
      const priced: PricedLine = product
        ? { ...product.priced, quantity: item.quantity }
        : {
            unitPriceCents: quote.unitPriceCents,
            quantity: item.quantity,
            taxable: quote.taxable,
            shippable: false,
            shippingPerOrderCents: 0,
            shippingPerItemCents: 0,
          };
      lines.push({
        lineId: item.id,
        kind: ref.kind,
        itemId: ref.kind === 'product' ? ref.variantId : ref.ticketTierId,
        variantId: ref.kind === 'product' ? ref.variantId : null,
        name: quote.name,
        variant: variant ? describeVariant(variant.optionValues) : '',
        unitPriceCents: quote.unitPriceCents,
        quantity: item.quantity,
        totalCents: quote.unitPriceCents * item.quantity,
        problem: lineProblem(quote, item.quantity),
        quote,
        priced,
        forSale: variant ?? null,
      });
    }
    return { cart, lines };
  }

  async function readCart(scope: TeamScope, cartId: string | null): Promise<CartView> {
    const team = await requireTeam(scope);
    const { cart, lines } = await quoteCart(scope, cartId);
    const priced = lines.flatMap((line) => (line.problem ? [] : [line.priced]));
    const amounts = computeOrderAmounts(priced, team.storeInfo.taxRateBasisPoints ?? 0);
    return {
      cartId: cart?.id ?? null,
      lines: lines.map(({ quote: _quote, priced: _priced, forSale: _forSale, ...view }) => view),
      count: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotalCents: amounts.subtotalCents,
      shippingCents: amounts.shippingCents,
      taxCents: amounts.taxCents,
      totalCents: amounts.totalCents,
      needsShipping: priced.some((line) => line.shippable),
    };
  }

  async function queueOrderMails(tx: Tx, team: StoreTeam, order: StoreOrderRow): Promise<void> {
    // Demo teams and their private copies sell to visitors trying the store: nobody is mailed.
    if (team.demoId || team.privateDemoExpiresAt) return;
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const values: OrderMailValues = {
      teamName: team.name,
      storeTitle: team.storeInfo.title || `${team.name} Store`,
      orderNumber: order.orderNumber,
      buyerName: order.customerName,
      lines: items.map((item) => ({ name: item.name, quantity: item.quantity, totalCents: item.totalCents })),
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      orderUrl: buyerOrderUrl(team, order, deps.baseUrl).toString(),
    };
    const common = { from: deps.mailFrom, teamId: team.id, reference: order.id, sportsType: team.sportsType };
    const receipt = orderReceiptMail({ ...values, extras: await receiptBlocksOf(tx, order, items) });
    await enqueueMail(tx, { ...common, ...receipt, to: [order.customerEmail] }, now());
    const kinds = new Set(items.map((item) => item.kind));
    const teamAddresses = [
      ...(kinds.has('ticket') ? team.storeInfo.ticketNotificationEmails : []),
      ...(kinds.has('product') || kinds.has('form') ? team.storeInfo.productNotificationEmails : []),
    ];
    const to = [...new Set(teamAddresses)];
    if (to.length > 0) {
      const portal = {
        ...values,
        orderUrl: new URL(`/portal/store/orders/${order.id}`, deps.baseUrl).toString(),
      };
      await enqueueMail(tx, { ...common, ...orderNotificationMail(portal), to }, now());
    }
  }

  /** What each kind adds to the buyer's receipt (tickets: QR and code to type), kinds in name order. */
  async function receiptBlocksOf(tx: Tx, order: StoreOrderRow, items: StoreOrderItemRow[]): Promise<Block[]> {
    const kinds = deps.itemKinds();
    const blocks: Block[] = [];
    for (const kind of [...new Set(items.map((item) => item.kind))].sort()) {
      const hooks = hooksOfKind(kinds, kind);
      if (!hooks.receiptBlocks) continue;
      const call = {
        tx,
        scope: { teamId: order.teamId },
        order,
        items: items.filter((item) => item.kind === kind),
        now: now(),
      };
      blocks.push(...(await hooks.receiptBlocks(call)));
    }
    return blocks;
  }

  /** What each kind shows on the buyer's order page (tickets: each QR and code), kinds in name order. */
  async function buyerPassesOf(order: StoreOrderRow, items: StoreOrderItemRow[]): Promise<BuyerPass[]> {
    const kinds = deps.itemKinds();
    const passes: BuyerPass[] = [];
    for (const kind of [...new Set(items.map((item) => item.kind))].sort()) {
      const hooks = hooksOfKind(kinds, kind);
      if (hooks.buyerPasses) passes.push(...(await hooks.buyerPasses(db, { teamId: order.teamId }, order)));
    }
    return passes;
  }

  async function runHooks(
    tx: Tx,
    order: StoreOrderRow,
    event: 'fulfil' | 'abandon' | 'cancel' | 'reinstate',
  ): Promise<void> {
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const kinds = deps.itemKinds();
    for (const kind of [...new Set(items.map((item) => item.kind))].sort()) {
      const hook = hooksOfKind(kinds, kind)[event];
      if (!hook) continue;
      await hook.call(hooksOfKind(kinds, kind), {
        tx,
        scope: { teamId: order.teamId },
        order,
        items: items.filter((item) => item.kind === kind),
        now: now(),
      });
    }
  }

  /**
   * Completes a paid order, exactly once: the order row is locked, and only a pending one changes.
   * Answers true when this call completed it.
   */
  async function completeInTx(
    tx: Tx,
    orderId: string,
    source: OrderCompletionSource,
    paymentIntentId: string | null,
  ): Promise<boolean> {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status === 'paid') return false;
    // An order expired by the sweep whose payment still went through is completed all the same:
    // the buyer paid, so the sale stands (stock may go below zero, which the team sees).
    const [paid] = await tx
      .update(orders)
      .set({
        status: 'paid',
        paidAt: now(),
        completedVia: source,
        paymentIntentId: paymentIntentId ?? order.paymentIntentId,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!paid) return false;
    await deleteHolds(tx, order.id);
    await runHooks(tx, paid, 'fulfil');
    if (paid.cartId) await emptyCartOf(tx, paid);
    const team = await findStoreTeam(tx, paid.teamId);
    if (team) await queueOrderMails(tx, team, paid);
    return true;
  }

  /** The lines checked out leave the cart; anything added since stays. */
  async function emptyCartOf(tx: Tx, order: StoreOrderRow): Promise<void> {
    if (!order.cartId) return;
    const repo = createStoreRepository(tx, { teamId: order.teamId });
    const sold = await tx
      .select({ variantId: orderItems.variantId, ticketTierId: orderItems.ticketTierId })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const soldItems = new Set(sold.flatMap((row) => [row.variantId, row.ticketTierId]).filter(Boolean));
    const lines = await repo.listCartItems(order.cartId);
    await repo.removeLines(
      lines
        .filter((line) => soldItems.has(line.variantId) || soldItems.has(line.ticketTierId))
        .map((line) => line.id),
    );
  }

  /** The pending order of a checkout, with the amounts of its lines, in the checkout's transaction. */
  async function insertPendingOrder(
    tx: Tx,
    scope: TeamScope,
    team: StoreTeam,
    input: {
      cartId: string | null;
      buyer: Pick<CheckoutInput, 'name' | 'email' | 'phone' | 'shippingAddress'>;
      priced: readonly PricedLine[];
      expiresAt: Date;
    },
  ): Promise<StoreOrderRow> {
    const repo = createStoreRepository(db, scope);
    const amounts = computeOrderAmounts(input.priced, team.storeInfo.taxRateBasisPoints ?? 0);
    const [created] = await tx
      .insert(orders)
      .values({
        teamId: scope.teamId,
        orderNumber: await repo.nextOrderNumber(tx),
        publicToken: newSecret(),
        cartId: input.cartId,
        customerName: input.buyer.name,
        customerEmail: input.buyer.email,
        customerPhone: input.buyer.phone,
        shippingAddress: input.buyer.shippingAddress ?? null,
        subtotalCents: amounts.subtotalCents,
        shippingCents: amounts.shippingCents,
        taxCents: amounts.taxCents,
        totalCents: amounts.totalCents,
        serviceFeeCents: amounts.feeCents,
        netCents: amounts.netCents,
        paymentProvider: deps.payments.kind,
        connectedAccountId: team.stripeAccountId ?? '',
        checkoutExpiresAt: input.expiresAt,
        sportsType: team.sportsType,
      })
      .returning();
    if (!created) throw new Error('The order was not stored');
    return created;
  }

  /**
   * The provider's hosted page for a pending order, made with the order's idempotency key; when
   * the provider fails the order ends `failed` (holds released, abandon hooks run).
   */
  async function openCheckout(
    team: StoreTeam,
    order: StoreOrderRow,
  ): Promise<{ url: string; orderId: string }> {
    const items = await createStoreRepository(db, { teamId: order.teamId }).listOrderItems(order.id);
    const orderUrl = buyerOrderUrl(team, order, deps.baseUrl);
    const lines = [
      ...items.map((item) => ({
        name: item.name,
        unitAmountCents: item.unitPriceCents,
        quantity: item.quantity,
      })),
      ...(order.shippingCents > 0
        ? [{ name: 'Shipping', unitAmountCents: order.shippingCents, quantity: 1 }]
        : []),
      ...(order.taxCents > 0 ? [{ name: 'Tax', unitAmountCents: order.taxCents, quantity: 1 }] : []),
    ];
    try {
      const session = await deps.payments.createStoreCheckout({
        accountId: order.connectedAccountId ?? '',
        teamId: order.teamId,
        orderId: order.id,
        lines,
        amountTotalCents: order.totalCents,
        applicationFeeCents: order.serviceFeeCents,
        customerEmail: order.customerEmail,
        successUrl: `${orderUrl.toString()}?paid=1`,
        cancelUrl: `${orderUrl.toString()}?cancelled=1`,
        expiresAt: order.checkoutExpiresAt ?? new Date(now().getTime() + checkoutTtlMs),
        idempotencyKey: `store-checkout:${order.id}`,
      });
      await db.update(orders).set({ checkoutSessionId: session.id }).where(eq(orders.id, order.id));
      return { url: session.url, orderId: order.id };
    } catch (error) {
      await db.transaction((tx) => expireInTx(tx, order.id, 'failed', checkoutMessages.startFailed));
      throw error;
    }
  }

  /** Ends an unpaid checkout: its holds are released and the kinds' abandon hooks run. */
  async function expireInTx(
    tx: Tx,
    orderId: string,
    status: 'expired' | 'failed',
    message: string,
  ): Promise<boolean> {
    const order = await lockOrder(tx, orderId);
    if (order?.status !== 'pending') return false;
    const [ended] = await tx
      .update(orders)
      .set({ status, failureMessage: message })
      .where(eq(orders.id, order.id))
      .returning();
    if (!ended) return false;
    await deleteHolds(tx, order.id);
    await runHooks(tx, ended, 'abandon');
    return true;
  }

  /** Asks the provider about one open checkout: paid → complete, expired → release. */
  async function reconcileOrder(
    order: StoreOrderRow,
    source: OrderCompletionSource,
  ): Promise<StoreOrderRow['status']> {
    if (order.status !== 'pending') return order.status;
    const session =
      order.checkoutSessionId && order.connectedAccountId
        ? await deps.payments.retrieveStoreCheckout(order.connectedAccountId, order.checkoutSessionId)
        : null;
    if (session?.paymentStatus === 'paid') {
      await db.transaction((tx) => completeInTx(tx, order.id, source, session.paymentIntentId));
      return 'paid';
    }
    const expired =
      session?.status === 'expired' ||
      (!session &&
        order.checkoutExpiresAt !== null &&
        order.checkoutExpiresAt.getTime() + sweepGraceMs <= now().getTime());
    if (expired) {
      await db.transaction((tx) => expireInTx(tx, order.id, 'expired', checkoutMessages.expired));
      return 'expired';
    }
    return 'pending';
  }

  async function applyEvent(tx: Tx, event: StorePaymentEvent): Promise<void> {
    if (event.session) {
      const { session } = event;
      // The event names an order by our id; it settles that order only as the order's own session
      // on the team's account for the order's total (issue 33 §5.7). Anything else stays recorded
      // (processed_payment_events) and changes nothing.
      const order = await lockOrder(tx, session.orderId);
      if (!order || !isOwnSession(order, session)) return;
      if (session.paymentStatus === 'paid')
        await completeInTx(tx, order.id, 'webhook', session.paymentIntentId);
      else if (session.status === 'expired')
        await expireInTx(tx, order.id, 'expired', checkoutMessages.expired);
      return;
    }
    if (event.failure?.orderId) {
      // The buyer can try another card on the same page: the order stays open, the reason is kept.
      await tx
        .update(orders)
        .set({ failureMessage: event.failure.message || checkoutMessages.paymentFailed })
        .where(eq(orders.id, event.failure.orderId));
      return;
    }
    if (event.dispute) {
      const order = event.dispute.paymentIntentId
        ? await findOrderByPaymentIntent(tx, event.dispute.paymentIntentId)
        : null;
      if (!order) return;
      await upsertDispute(tx, {
        teamId: order.teamId,
        orderId: order.id,
        providerDisputeId: event.dispute.id,
        providerChargeId: event.dispute.chargeId,
        amountCents: event.dispute.amountCents,
        reason: event.dispute.reason,
        status: event.dispute.status,
        dueBy: event.dispute.dueBy,
        lastEventAt: event.createdAt,
      });
      return;
    }
    if (event.refund) await applyRefundStatus(tx, event.refund);
  }

  /** Adds to the cart's line of the item (a new cart when none was given); answers the cart id. */
  async function addLine(
    scope: TeamScope,
    holder: CartHolder,
    ref: CartItemRef,
    quote: CartLineQuote,
    quantity: number,
  ): Promise<string> {
    if (quote.left !== null && quote.left <= 0)
      throw new AppError('conflict', cartMessages.soldOut(quote.name));
    const repo = createStoreRepository(db, scope);
    const existing = holder.cartId ? await repo.findCart(holder.cartId) : null;
    const id = existing?.id ?? newSecret();
    if (!existing) {
      const started = await deps.rateLimiter.hit(
        `new-cart:${scope.teamId}:${holder.clientAddress}`,
        newCartsPerAddress,
      );
      if (!started.allowed) throw new AppError('too_many_requests', cartMessages.tooManyCarts);
      await repo.createCart(id);
    }
    if ((await repo.addLine(id, ref, quantity)) > quote.maxPerOrder) {
      const itemId = ref.kind === 'product' ? ref.variantId : ref.ticketTierId;
      const line = (await repo.listCartItems(id)).find(
        (item) => item.variantId === itemId || item.ticketTierId === itemId,
      );
      if (line) await repo.setLineQuantity(id, line.id, quote.maxPerOrder);
      throw new AppError('conflict', cartMessages.maxPerOrder(quote.name, quote.maxPerOrder));
    }
    return id;
  }

  return {
    readCart,

    /** The team of a public site path. */
    teamIdOfSlug: (slug: string) => findTeamIdBySlug(db, slug),

    /** Adds a variant (merged with its line); answers the cart id (a new cart when none was given). */
    async addToCart(scope: TeamScope, holder: CartHolder, input: AddProductToCart): Promise<string> {
      const team = await requireTeam(scope);
      const refusal = switchRefusal(team, ['product']);
      if (refusal) throw new AppError('conflict', refusal);
      const [variant] = await createStoreRepository(db, scope).findVariantsForSale([input.variantId]);
      if (!variant?.onSale) throw new AppError('not_found', cartMessages.chooseOptions);
      return addLine(
        scope,
        holder,
        { kind: 'product', variantId: variant.variantId },
        quoteVariant(variant),
        input.quantity,
      );
    },

    /**
     * Adds tickets of a tier (merged with its line): the tier must belong to a public, available
     * ticket of this team inside its sale window. Answers the cart id.
     */
    async addTicketToCart(scope: TeamScope, holder: CartHolder, input: AddTicketToCart): Promise<string> {
      const team = await requireTeam(scope);
      const refusal = switchRefusal(team, ['ticket']);
      if (refusal) throw new AppError('conflict', refusal);
      const quote = (await quoteOfKind(scope, 'ticket', [input.tierId])).get(input.tierId);
      if (!quote) throw new AppError('not_found', ticketMessages.notFound);
      if (quote.problem) throw new AppError('conflict', quote.problem);
      return addLine(scope, holder, { kind: 'ticket', ticketTierId: input.tierId }, quote, input.quantity);
    },

    async updateCartLine(scope: TeamScope, cartId: string | null, input: UpdateCartLine): Promise<void> {
      const repo = createStoreRepository(db, scope);
      if (!cartId || !(await repo.setLineQuantity(cartId, input.lineId, input.quantity))) {
        throw new AppError('not_found', cartMessages.empty);
      }
    },

    /**
     * Starts a checkout: prices read again, stock and ticket capacity locked (variants in
     * primary-key order, then the tickets area's tiers) and held (available = inventory − sold −
     * unexpired holds), the pending order written, then the provider's hosted page made with the
     * order's idempotency key. Answers where to send the buyer.
     */
    async startCheckout(
      scope: TeamScope,
      cartId: string | null,
      input: CheckoutInput,
    ): Promise<{ url: string; orderId: string }> {
      const team = await requireTeam(scope);
      const { cart, lines } = await quoteCart(scope, cartId);
      if (!cart || lines.length === 0) throw new AppError('conflict', cartMessages.empty);
      const refusal =
        switchRefusal(
          team,
          lines.map((line) => line.kind),
        ) ?? (await sellingRefusal(team));
      if (refusal) throw new AppError('conflict', refusal);
      const problem = lines.find((line) => line.problem);
      if (problem?.problem) throw new AppError('conflict', problem.problem);
      if (lines.some((line) => line.priced.shippable) && !input.shippingAddress)
        throw new AppError('validation', checkoutMessages.enterAddress);
      const started = now();
      const expiresAt = new Date(started.getTime() + checkoutTtlMs);
      const repo = createStoreRepository(db, scope);
      const productLines = lines.filter((line) => line.kind === 'product');
      const ticketLines = lines.filter((line) => line.kind === 'ticket');
      const order = await db.transaction(async (tx) => {
        const available = await repo.lockAvailability(
          tx,
          productLines.map((line) => line.itemId),
          started,
        );
        for (const line of productLines) {
          const left = available.get(line.itemId);
          if (left !== null && left !== undefined && left < line.quantity) {
            throw new AppError(
              'conflict',
              left <= 0 ? cartMessages.soldOut(line.name) : cartMessages.onlyLeft(line.name, left),
            );
          }
        }
        const created = await insertPendingOrder(tx, scope, team, {
          cartId: cart.id,
          buyer: input,
          priced: lines.map((line) => line.priced),
          expiresAt,
        });
        await tx.insert(orderItems).values(
          lines.map((line) => {
            const variant = line.forSale;
            return {
              teamId: scope.teamId,
              orderId: created.id,
              kind: line.kind,
              productId: variant?.productId ?? null,
              variantId: line.variantId,
              ...line.quote.reference,
              name: line.variant ? `${line.name} (${line.variant})` : line.name,
              sku: variant?.sku ?? '',
              unitPriceCents: line.unitPriceCents,
              quantity: line.quantity,
              totalCents: line.totalCents,
              taxable: line.priced.taxable,
              shippable: line.priced.shippable,
              options: variant?.optionValues ?? {},
            };
          }),
        );
        if (productLines.length > 0) {
          await tx.insert(inventoryHolds).values(
            productLines.map((line) => ({
              teamId: scope.teamId,
              orderId: created.id,
              variantId: line.itemId,
              quantity: line.quantity,
              expiresAt,
            })),
          );
        }
        if (ticketLines.length > 0) {
          const hold = hooksOfKind(deps.itemKinds(), 'ticket').hold;
          if (!hold) throw new Error('The store item kind "ticket" holds no capacity');
          await hold({
            tx,
            scope,
            orderId: created.id,
            lines: ticketLines.map((line) => ({ itemId: line.itemId, quantity: line.quantity })),
            expiresAt,
          });
        }
        return created;
      });
      return openCheckout(team, order);
    },

    /**
     * Whether the team takes priced forms (dues, registration, donation) online now: the store's
     * and the forms' switches, the schedule, the store agreement and the payment account.
     */
    async formCheckoutRefusal(scope: TeamScope): Promise<string | null> {
      const team = await requireTeam(scope);
      return switchRefusal(team, ['form']) ?? (await sellingRefusal(team));
    },

    /**
     * The pending order of one priced form submission, in the caller's transaction (the
     * submission is written in the same one, so neither exists without the other). The price is
     * the caller's reading of the form, never of the post.
     */
    async createFormOrder(
      tx: Tx,
      scope: TeamScope,
      input: {
        buyer: { name: string; email: string };
        formId: string;
        submittedFormId: string;
        name: string;
        amountCents: number;
      },
    ): Promise<StoreOrderRow> {
      const team = await requireTeam(scope, tx);
      const line: PricedLine = {
        unitPriceCents: input.amountCents,
        quantity: 1,
        taxable: false,
        shippable: false,
        shippingPerOrderCents: 0,
        shippingPerItemCents: 0,
      };
      const order = await insertPendingOrder(tx, scope, team, {
        cartId: null,
        buyer: { ...input.buyer, phone: '', shippingAddress: undefined },
        priced: [line],
        expiresAt: new Date(now().getTime() + checkoutTtlMs),
      });
      await tx.insert(orderItems).values({
        teamId: scope.teamId,
        orderId: order.id,
        kind: 'form',
        formId: input.formId,
        submittedFormId: input.submittedFormId,
        name: input.name,
        unitPriceCents: input.amountCents,
        quantity: 1,
        totalCents: input.amountCents,
      });
      return order;
    },

    /** The provider's hosted page of a pending order made by createFormOrder (after its commit). */
    async openOrderCheckout(
      scope: TeamScope,
      order: StoreOrderRow,
    ): Promise<{ url: string; orderId: string }> {
      return openCheckout(await requireTeam(scope), order);
    },

    /**
     * The buyer's order page: the return from the provider asks the provider at once, so a paid
     * order completes even if its webhook is late or lost.
     */
    async orderForBuyer(token: string): Promise<{
      order: StoreOrderRow;
      items: (typeof orderItems.$inferSelect)[];
      passes: BuyerPass[];
    } | null> {
      const found = await findOrderByToken(db, token);
      if (!found) return null;
      if (found.status === 'pending') await reconcileOrder(found, 'return');
      const order = (await findOrderByToken(db, token)) ?? found;
      const items = await createStoreRepository(db, { teamId: order.teamId }).listOrderItems(order.id);
      return { order, items, passes: order.status === 'paid' ? await buyerPassesOf(order, items) : [] };
    },

    /**
     * A store event (the store webhook route, or the sandbox in-process): signature-checked, then
     * recorded by id and applied in one transaction, so a replay changes nothing.
     */
    async receiveStoreEvent(payload: string, signature: string | undefined): Promise<void> {
      const event = deps.payments.parseStoreWebhookEvent(payload, signature);
      await db.transaction(async (tx) => {
        if (!(await recordPaymentEvent(tx, event.id, event.type))) return;
        await applyEvent(tx, event);
      });
    },

    /**
     * The worker's sweep (and the start-up pass): every open checkout past its expiry, or whose
     * buyer paid but whose event never came, is settled from the provider. Answers how many
     * orders it completed or expired.
     */
    async reconcile(limit = 100): Promise<number> {
      await deleteExpiredHolds(db, now());
      let settled = 0;
      for (const order of await findPendingOrders(db, limit)) {
        if ((await reconcileOrder(order, 'sweep')) !== 'pending') settled += 1;
      }
      return settled;
    },

    /** For store-admin: cancel (no refund) and reinstate run the kinds' hooks in the caller's transaction. */
    runOrderHooks: runHooks,
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
