import { randomBytes } from 'node:crypto';
import {
  type AddProductToCart,
  type CheckoutInput,
  cartMessages,
  checkoutMessages,
  computeOrderAmounts,
  describeVariant,
  isAgreementInForce,
  type OrderCompletionSource,
  type PricedLine,
  productsRefusalAt,
  type StoreItemKind,
  storeMessages,
  type UpdateCartLine,
} from '@sideline/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { inventoryHolds, orderItems, orders } from '../../db/schema/store.ts';
import { teamStoreActivation } from '../../db/schema/teams.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import type { PaymentProvider, StorePaymentEvent } from '../../platform/payments/payment-provider.ts';
import { recordPaymentEvent } from '../../platform/payments/processed-payment-events.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import {
  applyRefundStatus,
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
import { hooksOfKind, type StoreItemKindHooks, type StoreOrderRow } from './store-item-kinds.ts';
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
}

export interface CartLineView {
  lineId: string;
  variantId: string;
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

  function toPricedLine(variant: VariantForSale, quantity: number): PricedLine {
    return {
      unitPriceCents: variant.priceCents,
      quantity,
      taxable: variant.taxable,
      shippable: variant.shippable,
      shippingPerOrderCents: variant.shippingPerOrderCents,
      shippingPerItemCents: variant.shippingPerItemCents,
    };
  }

  async function requireTeam(scope: TeamScope): Promise<StoreTeam> {
    const team = await findStoreTeam(db, scope.teamId);
    if (!team) throw new AppError('not_found', storeMessages.closed);
    return team;
  }

  /** Whether the public store sells products now; the message when it does not. */
  async function productsRefusal(team: StoreTeam): Promise<string | null> {
    const [activation] = await db
      .select()
      .from(teamStoreActivation)
      .where(eq(teamStoreActivation.teamId, team.id));
    return productsRefusalAt(team.storeInfo, activation?.data.client, now());
  }

  /** Selling needs the signed store agreement and a connected account that takes payments. */
  async function sellingRefusal(team: StoreTeam): Promise<string | null> {
    if (!isAgreementInForce(team.storeLicensingAgreement, 'store')) return storeMessages.agreementRequired;
    if (!team.stripeAccountId) return storeMessages.paymentsNotEnabled;
    const status = await deps.payments.getAccountStatus(team.stripeAccountId);
    return status.chargesEnabled ? null : storeMessages.paymentsNotEnabled;
  }

  async function readCart(scope: TeamScope, cartId: string | null): Promise<CartView> {
    const team = await requireTeam(scope);
    const repo = createStoreRepository(db, scope);
    const cart = cartId ? await repo.findCart(cartId) : null;
    const items = cart ? await repo.listCartItems(cart.id) : [];
    const variants = await repo.findVariantsForSale(
      items.flatMap((item) => (item.variantId ? [item.variantId] : [])),
    );
    const variantOf = new Map(variants.map((v) => [v.variantId, v]));
    const lines: CartLineView[] = [];
    const priced: PricedLine[] = [];
    for (const item of items) {
      const variant = item.variantId ? variantOf.get(item.variantId) : undefined;
      if (!variant) continue;
      const left = variant.inventory === null ? null : variant.inventory - variant.sold;
      const problem = !variant.onSale
        ? cartMessages.itemUnavailable(variant.name)
        : left !== null && left <= 0
          ? cartMessages.soldOut(variant.name)
          : left !== null && item.quantity > left
            ? cartMessages.onlyLeft(variant.name, left)
            : item.quantity > variant.maxPerOrder
              ? cartMessages.maxPerOrder(variant.name, variant.maxPerOrder)
              : null;
      lines.push({
        lineId: item.id,
        variantId: variant.variantId,
        name: variant.name,
        variant: describeVariant(variant.optionValues),
        unitPriceCents: variant.priceCents,
        quantity: item.quantity,
        totalCents: variant.priceCents * item.quantity,
        problem,
      });
      if (!problem) priced.push(toPricedLine(variant, item.quantity));
    }
    const amounts = computeOrderAmounts(priced, team.storeInfo.taxRateBasisPoints ?? 0);
    return {
      cartId: cart?.id ?? null,
      lines,
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
    await enqueueMail(tx, { ...common, ...orderReceiptMail(values), to: [order.customerEmail] }, now());
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
    const sold = new Set(
      (
        await tx
          .select({ variantId: orderItems.variantId })
          .from(orderItems)
          .where(eq(orderItems.orderId, order.id))
      ).map((row) => row.variantId),
    );
    const lines = await repo.listCartItems(order.cartId);
    await repo.removeLines(
      lines.filter((line) => line.variantId && sold.has(line.variantId)).map((line) => line.id),
    );
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
      const orderId = event.session.orderId;
      if (event.session.paymentStatus === 'paid')
        await completeInTx(tx, orderId, 'webhook', event.session.paymentIntentId);
      else if (event.session.status === 'expired')
        await expireInTx(tx, orderId, 'expired', checkoutMessages.expired);
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
    if (event.refund) await applyRefundStatus(tx, event.refund.id, event.refund.status);
  }

  return {
    readCart,

    /** The team of a public site path. */
    teamIdOfSlug: (slug: string) => findTeamIdBySlug(db, slug),

    /** Adds a variant (merged with its line); answers the cart id (a new cart when none was given). */
    async addToCart(scope: TeamScope, cartId: string | null, input: AddProductToCart): Promise<string> {
      const team = await requireTeam(scope);
      const refusal = await productsRefusal(team);
      if (refusal) throw new AppError('conflict', refusal);
      const repo = createStoreRepository(db, scope);
      const [variant] = await repo.findVariantsForSale([input.variantId]);
      if (!variant?.onSale) throw new AppError('not_found', cartMessages.chooseOptions);
      const left = variant.inventory === null ? null : variant.inventory - variant.sold;
      if (left !== null && left <= 0) throw new AppError('conflict', cartMessages.soldOut(variant.name));
      const existing = cartId ? await repo.findCart(cartId) : null;
      const id = existing?.id ?? newSecret();
      if (!existing) await repo.createCart(id);
      const quantity = await repo.addVariant(id, variant.variantId, input.quantity);
      if (quantity > variant.maxPerOrder) {
        const line = (await repo.listCartItems(id)).find((item) => item.variantId === variant.variantId);
        if (line) await repo.setLineQuantity(id, line.id, variant.maxPerOrder);
        throw new AppError('conflict', cartMessages.maxPerOrder(variant.name, variant.maxPerOrder));
      }
      return id;
    },

    async updateCartLine(scope: TeamScope, cartId: string | null, input: UpdateCartLine): Promise<void> {
      const repo = createStoreRepository(db, scope);
      if (!cartId || !(await repo.setLineQuantity(cartId, input.lineId, input.quantity))) {
        throw new AppError('not_found', cartMessages.empty);
      }
    },

    /**
     * Starts a checkout: prices read again, stock locked in primary-key order and held (available
     * = inventory − sold − unexpired holds), the pending order written, then the provider's hosted
     * page made with the order's idempotency key. Answers where to send the buyer.
     */
    async startCheckout(
      scope: TeamScope,
      cartId: string | null,
      input: CheckoutInput,
    ): Promise<{ url: string; orderId: string }> {
      const team = await requireTeam(scope);
      const refusal = (await productsRefusal(team)) ?? (await sellingRefusal(team));
      if (refusal) throw new AppError('conflict', refusal);
      const cart = await readCart(scope, cartId);
      if (!cart.cartId || cart.lines.length === 0) throw new AppError('conflict', cartMessages.empty);
      const problem = cart.lines.find((line) => line.problem);
      if (problem?.problem) throw new AppError('conflict', problem.problem);
      if (cart.needsShipping && !input.shippingAddress)
        throw new AppError('validation', checkoutMessages.enterAddress);
      const started = now();
      const expiresAt = new Date(started.getTime() + checkoutTtlMs);
      const repo = createStoreRepository(db, scope);
      const variants = new Map(
        (await repo.findVariantsForSale(cart.lines.map((line) => line.variantId))).map((v) => [
          v.variantId,
          v,
        ]),
      );
      const accountId = team.stripeAccountId ?? '';
      const order = await db.transaction(async (tx) => {
        const available = await repo.lockAvailability(tx, [...variants.keys()], started);
        for (const line of cart.lines) {
          const left = available.get(line.variantId);
          if (left !== null && left !== undefined && left < line.quantity) {
            throw new AppError(
              'conflict',
              left <= 0 ? cartMessages.soldOut(line.name) : cartMessages.onlyLeft(line.name, left),
            );
          }
        }
        const priced = cart.lines.map((line) =>
          toPricedLine(variants.get(line.variantId) as VariantForSale, line.quantity),
        );
        const amounts = computeOrderAmounts(priced, team.storeInfo.taxRateBasisPoints ?? 0);
        const [created] = await tx
          .insert(orders)
          .values({
            teamId: scope.teamId,
            orderNumber: await repo.nextOrderNumber(tx),
            publicToken: newSecret(),
            cartId: cart.cartId,
            customerName: input.name,
            customerEmail: input.email,
            customerPhone: input.phone,
            shippingAddress: input.shippingAddress ?? null,
            subtotalCents: amounts.subtotalCents,
            shippingCents: amounts.shippingCents,
            taxCents: amounts.taxCents,
            totalCents: amounts.totalCents,
            serviceFeeCents: amounts.feeCents,
            netCents: amounts.netCents,
            paymentProvider: deps.payments.kind,
            connectedAccountId: accountId,
            checkoutExpiresAt: expiresAt,
            sportsType: team.sportsType,
          })
          .returning();
        if (!created) throw new Error('The order was not stored');
        await tx.insert(orderItems).values(
          cart.lines.map((line) => {
            const variant = variants.get(line.variantId) as VariantForSale;
            return {
              teamId: scope.teamId,
              orderId: created.id,
              kind: 'product' as const,
              productId: variant.productId,
              variantId: variant.variantId,
              name: line.variant ? `${line.name} (${line.variant})` : line.name,
              sku: variant.sku,
              unitPriceCents: variant.priceCents,
              quantity: line.quantity,
              totalCents: variant.priceCents * line.quantity,
              taxable: variant.taxable,
              shippable: variant.shippable,
              options: variant.optionValues,
            };
          }),
        );
        await tx.insert(inventoryHolds).values(
          cart.lines.map((line) => ({
            teamId: scope.teamId,
            orderId: created.id,
            variantId: line.variantId,
            quantity: line.quantity,
            expiresAt,
          })),
        );
        return created;
      });
      const orderUrl = buyerOrderUrl(team, order, deps.baseUrl);
      const lines = [
        ...cart.lines.map((line) => ({
          name: line.variant ? `${line.name} (${line.variant})` : line.name,
          unitAmountCents: line.unitPriceCents,
          quantity: line.quantity,
        })),
        ...(order.shippingCents > 0
          ? [{ name: 'Shipping', unitAmountCents: order.shippingCents, quantity: 1 }]
          : []),
        ...(order.taxCents > 0 ? [{ name: 'Tax', unitAmountCents: order.taxCents, quantity: 1 }] : []),
      ];
      try {
        const session = await deps.payments.createStoreCheckout({
          accountId,
          teamId: scope.teamId,
          orderId: order.id,
          lines,
          amountTotalCents: order.totalCents,
          applicationFeeCents: order.serviceFeeCents,
          customerEmail: order.customerEmail,
          successUrl: `${orderUrl.toString()}?paid=1`,
          cancelUrl: `${orderUrl.toString()}?cancelled=1`,
          expiresAt,
          idempotencyKey: `store-checkout:${order.id}`,
        });
        await db.update(orders).set({ checkoutSessionId: session.id }).where(eq(orders.id, order.id));
        return { url: session.url, orderId: order.id };
      } catch (error) {
        await db.transaction((tx) => expireInTx(tx, order.id, 'failed', checkoutMessages.startFailed));
        throw error;
      }
    },

    /**
     * The buyer's order page: the return from the provider asks the provider at once, so a paid
     * order completes even if its webhook is late or lost.
     */
    async orderForBuyer(
      token: string,
    ): Promise<{ order: StoreOrderRow; items: (typeof orderItems.$inferSelect)[] } | null> {
      const found = await findOrderByToken(db, token);
      if (!found) return null;
      if (found.status === 'pending') await reconcileOrder(found, 'return');
      const order = (await findOrderByToken(db, token)) ?? found;
      const items = await createStoreRepository(db, { teamId: order.teamId }).listOrderItems(order.id);
      return { order, items };
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
