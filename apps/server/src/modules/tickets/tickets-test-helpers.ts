import { randomUUID } from 'node:crypto';
import type { Ticket } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { orderItems, orders } from '../../db/schema/store.ts';
import type { ModuleContext } from '../../platform/server-module.ts';
import { createMemoryFileStorage } from '../../platform/storage.ts';
import { createTeamScope } from '../../platform/tenant-scope.ts';
import { addGameAsAdmin, createSiteTeam } from '../../site/site-test-helpers.ts';
import type { TestContext } from '../../test/test-app.ts';
import { callSection } from '../content-sections/content-section-test-helpers.ts';
import { createMediaService } from '../media/media.service.ts';
import { ticketsModule } from './tickets.module.ts';
import { createTicketsService } from './tickets.service.ts';

/**
 * The tickets service on the test database, as the module builds it, for the calls the store
 * makes in-process (holds, order tickets); refunds are tested through the app's routes.
 */
export function ticketsServiceOf(ctx: TestContext, now: () => Date = () => new Date()) {
  const db = ctx.database.db;
  return createTicketsService({
    db,
    media: createMediaService({ db, storage: createMemoryFileStorage(), now }),
    now,
    orders: {
      refund: () => Promise.reject(new Error('refunds go through /api/tickets/:id/refund-all in tests')),
      ticketSpendOfOrders: () =>
        Promise.reject(new Error('refunds go through /api/tickets/:id/refund-all in tests')),
    },
    mailFrom: ctx.config.mailFrom,
  });
}

/** A team with a home game tomorrow and tickets to it: Adult ($20, 100) and Student ($10, 2). */
export async function createTeamWithTickets(ctx: TestContext, fields: Record<string, unknown> = {}) {
  const team = await createSiteTeam(ctx);
  // The team's zone is New York: this UTC wall time there is about 4 hours from now, inside the
  // check-in window (which opens 6 hours before the start).
  const wall = new Date(Date.now() - 3_600_000).toISOString().slice(0, 16);
  const { game } = await addGameAsAdmin(ctx.app, team.cookie, {
    date: wall.slice(0, 10),
    time: wall.slice(11),
    timeTba: false,
    homeGame: true,
  });
  const res = await callSection(ctx.app, 'POST', '/api/tickets', team.cookie, {
    name: 'Home opener',
    gameId: game.id,
    tiers: [
      { name: 'Adult', priceCents: 2000, capacity: 100 },
      { name: 'Student', priceCents: 1000, capacity: 2 },
    ],
    capacity: 150,
    ...fields,
  });
  if (res.statusCode !== 201) throw new Error(`ticket not created: ${res.statusCode} ${res.body}`);
  return { team, game, ticket: res.json() as Ticket, scope: createTeamScope(team.teamId) };
}

/**
 * A paid order of `quantity` tickets of a tier, completed as the store completes one: the order
 * and its line written, then the `ticket` kind's fulfil hook in the same transaction.
 */
export async function completeTicketOrder(
  ctx: TestContext,
  teamId: string,
  ticket: Ticket,
  tierIndex: number,
  quantity: number,
) {
  const db = ctx.database.db;
  const tier = ticket.tiers[tierIndex];
  if (!tier) throw new Error(`no tier ${tierIndex}`);
  return db.transaction(async (tx) => {
    const paid = await insertPaidOrder(tx, teamId, tier.priceCents * quantity);
    const [item] = await tx
      .insert(orderItems)
      .values({
        teamId,
        orderId: paid.id,
        kind: 'ticket',
        ticketId: ticket.id,
        ticketTierId: tier.id,
        name: `${ticket.name} (${tier.name})`,
        unitPriceCents: tier.priceCents,
        quantity,
        totalCents: tier.priceCents * quantity,
      })
      .returning();
    await fulfilTicketLine(ctx, tx, teamId, paid, requireRow(item, 'order_items'));
    const [stored] = await tx.select().from(orders).where(eq(orders.id, paid.id));
    return requireRow(stored, 'orders');
  });
}

/** The `ticket` kind's fulfil hook on one paid order line, as the store's completion runs it. */
export async function fulfilTicketLine(
  ctx: TestContext,
  tx: Tx,
  teamId: string,
  order: typeof orders.$inferSelect,
  item: typeof orderItems.$inferSelect,
) {
  const service = ticketsServiceOf(ctx);
  // The module's own declaration, as the store collects it (store-item-kinds.ts).
  const context = { servicesOf: () => ({ service }) } as unknown as ModuleContext;
  const fulfil = ticketsModule.storeItemKinds?.(context).ticket?.fulfil;
  if (!fulfil) throw new Error('the tickets module declares no ticket kind');
  await fulfil({ tx, scope: createTeamScope(teamId), order, items: [item], now: new Date() });
}

/** A paid order with no lines yet (the store writes one per checkout). */
export async function insertPaidOrder(db: DbOrTx, teamId: string, totalCents: number) {
  const [order] = await db
    .insert(orders)
    .values({
      teamId,
      orderNumber: randomUUID().slice(0, 8),
      publicToken: randomUUID(),
      status: 'paid',
      customerName: 'Ada Fan',
      customerEmail: 'ada@example.com',
      subtotalCents: totalCents,
      totalCents,
      paidAt: new Date(),
    })
    .returning();
  return requireRow(order, 'orders');
}
