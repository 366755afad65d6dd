import { randomUUID } from 'node:crypto';
import { cartMessages, type ScannerBundle, ticketMessages, verifyTicketCode } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema/store.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callSection, expectForeignIdRefused } from '../content-sections/content-section-test-helpers.ts';
import {
  completeTicketOrder,
  createTeamWithTickets,
  insertPaidOrder,
  ticketsServiceOf,
} from './tickets-test-helpers.ts';

const nonce = () => randomUUID().replaceAll('-', '');

describe('tickets: /api/tickets and /api/scanner', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const addDevice = async (cookie: string, ticketId: string, name: string) =>
    (await callSection(ctx.app, 'POST', `/api/scanner/${ticketId}/devices`, cookie, { name })).json()
      .id as string;
  const sync = async (cookie: string, ticketId: string, deviceId: string, scans: unknown[]) => {
    const res = await callSection(ctx.app, 'POST', `/api/scanner/${ticketId}/sync`, cookie, {
      deviceId,
      scans,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ScannerBundle;
  };

  it('creates tickets with tiers for a game, lists them, and keeps taxable fixed once saved', async () => {
    const { team, ticket } = await createTeamWithTickets(ctx);
    expect(ticket).toMatchObject({ name: 'Home opener', capacity: 150, sold: 0, taxable: false });
    expect(ticket.tiers.map((t) => [t.name, t.priceCents, t.capacity])).toEqual([
      ['Adult', 2000, 100],
      ['Student', 1000, 2],
    ]);
    const list = (await callSection(ctx.app, 'GET', '/api/tickets', team.cookie)).json();
    expect(list.items.map((i: { title: string }) => i.title)).toEqual(['Home opener']);
    // The game's default title ends with its date: the picker names the date once.
    const options = (await callSection(ctx.app, 'GET', '/api/tickets/options', team.cookie)).json();
    const gameLabel = options.games.find((g: { id: string }) => g.id === ticket.gameId).label as string;
    expect(gameLabel).toMatch(/^Game .* on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const input = {
      name: 'Home opener',
      gameId: ticket.gameId,
      tiers: ticket.tiers.map(({ id, name, priceCents, capacity }) => ({ id, name, priceCents, capacity })),
      capacity: 150,
      taxable: true,
    };
    const changed = await callSection(ctx.app, 'PUT', `/api/tickets/${ticket.id}`, team.cookie, input);
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.fields.taxable).toBe(ticketMessages.taxableFixed);
    const none = await callSection(ctx.app, 'POST', '/api/tickets', team.cookie, {
      ...input,
      gameId: '',
      tiers: [],
    });
    expect(none.json().error.fields).toMatchObject({ tiers: ticketMessages.tierRequired });
  });

  it('takes the sale window in the team’s local time, whatever zone the admin’s device is in', async () => {
    const { team, ticket } = await createTeamWithTickets(ctx);
    const input = {
      name: ticket.name,
      gameId: ticket.gameId,
      tiers: ticket.tiers.map(({ id, name, priceCents, capacity }) => ({ id, name, priceCents, capacity })),
      capacity: ticket.capacity,
      taxable: ticket.taxable,
    };
    const put = (window: Record<string, string>) =>
      callSection(ctx.app, 'PUT', `/api/tickets/${ticket.id}`, team.cookie, { ...input, ...window });
    const saved = await put({ saleStartsAt: '2026-12-01T18:00', saleEndsAt: '2026-12-20T09:30' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ saleStartsAt: '2026-12-01T18:00', saleEndsAt: '2026-12-20T09:30' });
    // The team is in New York: 18:00 there is 23:00 UTC in December.
    const [row] = await ctx.database.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row?.saleStartsAt?.toISOString()).toBe('2026-12-01T23:00:00.000Z');
    const reversed = await put({ saleStartsAt: '2026-12-20T09:30', saleEndsAt: '2026-12-01T18:00' });
    expect(reversed.json().error.fields.saleEndsAt).toBe(ticketMessages.saleEndBeforeStart);
    const unreadable = await put({ saleStartsAt: '2026-12-01T18:00:00Z' });
    expect(unreadable.json().error.fields.saleStartsAt).toBe('Please enter a date and time');
  });

  it('refuses to delete a sold ticket (it can be made private) and deletes an unsold one', async () => {
    const { team, ticket } = await createTeamWithTickets(ctx);
    await completeTicketOrder(ctx, team.teamId, ticket, 0, 2);
    const refused = await callSection(ctx.app, 'DELETE', `/api/tickets/${ticket.id}`, team.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(ticketMessages.sold(2));
    const other = await createTeamWithTickets(ctx);
    expect(
      (await callSection(ctx.app, 'DELETE', `/api/tickets/${other.ticket.id}`, other.team.cookie)).statusCode,
    ).toBe(204);
  });

  it('issues one ticket per person at completion, each with its QR and short code for the order page', async () => {
    const { team, ticket, scope } = await createTeamWithTickets(ctx);
    const order = await completeTicketOrder(ctx, team.teamId, ticket, 1, 2);
    const views = await ticketsServiceOf(ctx).ticketsForOrder(scope, order.id);
    expect(views).toHaveLength(2);
    const bundle = (
      await callSection(ctx.app, 'GET', `/api/scanner/${ticket.id}/bundle`, team.cookie)
    ).json();
    for (const view of views) {
      expect(view).toMatchObject({ tierName: 'Student', holderName: 'Ada Fan', status: 'valid' });
      expect(view.qrDataUri).toMatch(/^data:image\/png;base64,/);
      expect(view.shortCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
      expect(verifyTicketCode(view.signedCode, bundle.publicKey)).toMatchObject({ ticketId: ticket.id });
    }
    expect(new Set(views.map((v) => v.shortCode)).size).toBe(2);
    const stored = (await callSection(ctx.app, 'GET', `/api/tickets/${ticket.id}`, team.cookie)).json();
    expect(stored.sold).toBe(2);
    expect(stored.tiers[1].sold).toBe(2);
  });

  it('records a check-in once per nonce however often and in whatever order the queue syncs', async () => {
    const { team, ticket, scope } = await createTeamWithTickets(ctx);
    const order = await completeTicketOrder(ctx, team.teamId, ticket, 0, 2);
    const [first, second] = await ticketsServiceOf(ctx).ticketsForOrder(scope, order.id);
    const door = await addDevice(team.cookie, ticket.id, 'Door 1');
    const a = {
      kind: 'check_in',
      nonce: nonce(),
      issuedTicketId: first?.issuedTicketId,
      at: new Date().toISOString(),
    };
    const b = {
      kind: 'check_in',
      nonce: nonce(),
      issuedTicketId: second?.issuedTicketId,
      at: new Date().toISOString(),
    };
    await sync(team.cookie, ticket.id, door, [a]);
    await sync(team.cookie, ticket.id, door, [b, a]);
    const replayed = await sync(team.cookie, ticket.id, door, [a, b, a]);
    expect(replayed.checkIns.map((c) => c.nonce).sort()).toEqual([a.nonce, b.nonce].sort());
    expect(replayed.possibleDuplicates).toEqual([]);
    // Undo the last one; replaying the undo and the check-in changes nothing.
    const undo = { kind: 'undo', nonce: nonce(), undoes: b.nonce, at: new Date().toISOString() };
    await sync(team.cookie, ticket.id, door, [undo]);
    const after = await sync(team.cookie, ticket.id, door, [b, undo]);
    expect(after.checkIns.map((c) => c.nonce)).toEqual([a.nonce]);
    const stored = (await callSection(ctx.app, 'GET', `/api/tickets/${ticket.id}`, team.cookie)).json();
    expect(stored.tiers[0]).toMatchObject({ sold: 2, admitted: 1 });
  });

  it('flags a ticket admitted on two devices while both were offline, on both, once they sync', async () => {
    const { team, ticket, scope } = await createTeamWithTickets(ctx);
    const order = await completeTicketOrder(ctx, team.teamId, ticket, 0, 1);
    const [only] = await ticketsServiceOf(ctx).ticketsForOrder(scope, order.id);
    const door1 = await addDevice(team.cookie, ticket.id, 'Door 1');
    const door2 = await addDevice(team.cookie, ticket.id, 'Door 2');
    const at1 = '2026-11-28T19:01:00.000Z';
    const at2 = '2026-11-28T19:02:00.000Z';
    const scan1 = { kind: 'check_in', nonce: nonce(), issuedTicketId: only?.issuedTicketId, at: at1 };
    const scan2 = { kind: 'check_in', nonce: nonce(), issuedTicketId: only?.issuedTicketId, at: at2 };
    await sync(team.cookie, ticket.id, door2, [scan2]);
    const one = await sync(team.cookie, ticket.id, door1, [scan1]);
    const two = await sync(team.cookie, ticket.id, door2, []);
    expect(one.possibleDuplicates).toEqual([
      { nonce: scan1.nonce, issuedTicketId: only?.issuedTicketId, otherAt: at2, otherDeviceName: 'Door 2' },
    ]);
    expect(two.possibleDuplicates).toEqual([
      { nonce: scan2.nonce, issuedTicketId: only?.issuedTicketId, otherAt: at1, otherDeviceName: 'Door 1' },
    ]);
  });

  it('revokes a cancelled order’s tickets at the next sync, and reinstating restores them', async () => {
    const { team, ticket, scope } = await createTeamWithTickets(ctx);
    const order = await completeTicketOrder(ctx, team.teamId, ticket, 0, 1);
    const [only] = await ticketsServiceOf(ctx).ticketsForOrder(scope, order.id);
    const door = await addDevice(team.cookie, ticket.id, 'Door 1');
    expect((await sync(team.cookie, ticket.id, door, [])).revoked).toEqual([]);
    const service = ticketsServiceOf(ctx);
    const call = { scope, order, items: [], now: new Date() };
    await ctx.database.db.transaction(
      (tx) => service.storeItemKind.cancel?.({ ...call, tx }) ?? Promise.resolve(),
    );
    const revoked = await sync(team.cookie, ticket.id, door, []);
    expect(revoked.revoked).toEqual([only?.issuedTicketId]);
    expect(revoked.issued).toEqual([]);
    await ctx.database.db.transaction(
      (tx) => service.storeItemKind.reinstate?.({ ...call, tx }) ?? Promise.resolve(),
    );
    expect((await sync(team.cookie, ticket.id, door, [])).revoked).toEqual([]);
  });

  it('holds capacity under 50 concurrent checkouts without overselling the tier', async () => {
    const { team, ticket, scope } = await createTeamWithTickets(ctx, {
      tiers: [{ name: 'Adult', priceCents: 2000, capacity: 7 }],
      capacity: 150,
    });
    const service = ticketsServiceOf(ctx);
    const tierId = ticket.tiers[0]?.id ?? '';
    const orderIds = await Promise.all(
      Array.from({ length: 50 }, () => insertPaidOrder(ctx.database.db, team.teamId, 2000)),
    );
    const results = await Promise.allSettled(
      orderIds.map((order) =>
        ctx.database.db.transaction((tx) =>
          service.holdCapacity(tx, scope, {
            orderId: order.id,
            lines: [{ tierId, quantity: 1 }],
            expiresAt: new Date(Date.now() + 600_000),
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
    expect(refused).toHaveLength(43);
    expect(new Set(refused)).toEqual(new Set([cartMessages.soldOut('Home opener (Adult)')]));
  });

  it('keeps every team to its own tickets, devices and check-ins', async () => {
    const mine = await createTeamWithTickets(ctx);
    const theirs = await createTeamWithTickets(ctx);
    const { statusCodes } = await expectForeignIdRefused(
      ctx.app,
      '/api/tickets',
      theirs.ticket.id,
      mine.team.cookie,
      {
        name: 'x',
        gameId: mine.ticket.gameId,
        tiers: [{ name: 'Adult', priceCents: 100, capacity: null }],
        capacity: null,
      },
    );
    expect(statusCodes).toEqual([404, 404, 404]);
    for (const [method, path, body] of [
      ['GET', 'bundle', undefined],
      ['GET', 'devices', undefined],
      ['POST', 'devices', { name: 'Door 9' }],
      ['POST', 'sync', { deviceId: 'x', scans: [] }],
    ] as const) {
      const res = await callSection(
        ctx.app,
        method,
        `/api/scanner/${theirs.ticket.id}/${path}`,
        mine.team.cookie,
        body,
      );
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
  });
});
