import { randomBytes } from 'node:crypto';
import { computeOrderAmounts, type StoreItemKind } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { sandboxCharges, sandboxDisputes } from '../../db/schema/payments.ts';
import { disputes, orderItems, orders } from '../../db/schema/store.ts';
import { teams } from '../../db/schema/teams.ts';
import { callSection } from '../content-sections/content-section-test-helpers.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** A team's sandbox payment account, made as the portal makes it (POST /api/payments/account). */
export async function connectSandboxAccount(
  app: App,
  db: Db,
  teamId: string,
  cookie: string,
): Promise<string> {
  const res = await callSection(app, 'POST', '/api/payments/account', cookie);
  if (res.statusCode !== 200) throw new Error(`account: ${res.statusCode} ${res.body}`);
  const [team] = await db
    .select({ accountId: teams.stripeAccountId })
    .from(teams)
    .where(eq(teams.id, teamId));
  if (!team?.accountId) throw new Error('the team has no payment account');
  return team.accountId;
}

export interface PaidLine {
  kind?: StoreItemKind;
  name: string;
  unitPriceCents: number;
  quantity: number;
  productId?: string;
  variantId?: string;
  options?: Record<string, string>;
  taxable?: boolean;
  shippable?: boolean;
  shippingPerOrderCents?: number;
}

/**
 * A paid order as completion leaves it (the order, its lines, the sandbox charge on the team's
 * account), for the administration's tests: checkout and completion are the store module's
 * (store-core), so this writes the rows they write, with the domain's arithmetic.
 */
export async function insertPaidOrder(
  db: Db,
  input: {
    teamId: string;
    accountId: string;
    lines: PaidLine[];
    customerEmail?: string;
    customerName?: string;
    paidAt?: Date;
    taxRateBasisPoints?: number;
  },
) {
  const lines = input.lines.map((line) => ({
    kind: line.kind ?? 'product',
    taxable: line.taxable ?? false,
    shippable: line.shippable ?? (line.kind ?? 'product') === 'product',
    shippingPerOrderCents: line.shippingPerOrderCents ?? 0,
    shippingPerItemCents: 0,
    ...line,
  }));
  const amounts = computeOrderAmounts(lines, input.taxRateBasisPoints ?? 0);
  const paidAt = input.paidAt ?? new Date();
  const chargeId = `pi_sandbox_${randomBytes(12).toString('hex')}`;
  const [order] = await db
    .insert(orders)
    .values({
      teamId: input.teamId,
      orderNumber: `T-${randomBytes(3).toString('hex').toUpperCase()}`,
      publicToken: randomBytes(32).toString('base64url'),
      status: 'paid',
      customerName: input.customerName ?? 'Jordan Fan',
      customerEmail: input.customerEmail ?? 'fan@example.org',
      shippingAddress: {
        name: input.customerName ?? 'Jordan Fan',
        line1: '12 Harbor Road',
        line2: '',
        city: 'Portland',
        state: 'ME',
        postalCode: '04101',
        country: 'US',
      },
      subtotalCents: amounts.subtotalCents,
      shippingCents: amounts.shippingCents,
      taxCents: amounts.taxCents,
      totalCents: amounts.totalCents,
      serviceFeeCents: amounts.feeCents,
      netCents: amounts.netCents,
      paymentProvider: 'sandbox',
      connectedAccountId: input.accountId,
      checkoutSessionId: `cs_sandbox_${randomBytes(12).toString('hex')}`,
      paymentIntentId: chargeId,
      chargeId,
      paidAt,
      completedVia: 'return',
    })
    .returning();
  if (!order) throw new Error('no order');
  const items = await db
    .insert(orderItems)
    .values(
      lines.map((line) => ({
        teamId: input.teamId,
        orderId: order.id,
        kind: line.kind,
        productId: line.productId ?? null,
        variantId: line.variantId ?? null,
        name: line.name,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        totalCents: line.unitPriceCents * line.quantity,
        taxable: line.taxable,
        shippable: line.shippable,
        options: line.options ?? {},
      })),
    )
    .returning();
  await db.insert(sandboxCharges).values({
    id: chargeId,
    teamId: input.teamId,
    accountId: input.accountId,
    sessionId: order.checkoutSessionId ?? '',
    amountCents: amounts.totalCents,
    applicationFeeCents: amounts.feeCents,
    availableOn: new Date(paidAt.getTime() + 2 * dayMs),
  });
  return { order, items, chargeId };
}

/** A dispute on a paid order, as the provider's dispute webhook records it (sandbox and ours). */
export async function insertDispute(
  db: Db,
  input: { teamId: string; orderId: string; chargeId: string; amountCents: number; dueBy: Date },
) {
  const providerDisputeId = `dp_sandbox_${randomBytes(12).toString('hex')}`;
  await db.insert(sandboxDisputes).values({
    id: providerDisputeId,
    teamId: input.teamId,
    chargeId: input.chargeId,
    amountCents: input.amountCents,
    reason: 'product_not_received',
    status: 'needs_response',
    dueBy: input.dueBy,
  });
  const [row] = await db
    .insert(disputes)
    .values({
      teamId: input.teamId,
      orderId: input.orderId,
      providerDisputeId,
      providerChargeId: input.chargeId,
      amountCents: input.amountCents,
      reason: 'product_not_received',
      status: 'needs_response',
      dueBy: input.dueBy,
    })
    .returning();
  if (!row) throw new Error('no dispute');
  return row;
}
