import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { events } from '../../db/schema/events.ts';
import { games } from '../../db/schema/games.ts';
import { opponents } from '../../db/schema/opponents.ts';
import { inventoryHolds, issuedTickets, orders, tickets, ticketTiers } from '../../db/schema/store.ts';
import { scanDevices, ticketCheckIns, ticketSigningKeys } from '../../db/schema/tickets.ts';
import { keepClockTimeOf } from '../../platform/clock-times.ts';
import { type TeamScope, whereTeam, whereTeamLive } from '../../platform/tenant-scope.ts';

export type TicketRow = typeof tickets.$inferSelect;
export type TicketTierRow = typeof ticketTiers.$inferSelect;
export type IssuedTicketRow = typeof issuedTickets.$inferSelect;
export type TicketValues = Omit<
  typeof tickets.$inferInsert,
  'id' | 'teamId' | 'quantitySold' | 'deleted' | 'timeCreated' | 'timeModified' | 'onTicketUpdateNeeded'
>;
export type TierValues = Pick<TicketTierRow, 'name' | 'description' | 'priceCents' | 'capacity' | 'position'>;

/** The team's tickets, their tiers, issued tickets, signing key, scan devices and check-ins. */
export function createTicketsRepository(db: DbOrTx, scope: TeamScope) {
  const live = (...conditions: Parameters<typeof whereTeamLive>[2][]) =>
    whereTeamLive(tickets, scope, ...conditions);

  /** Unexpired held quantities per tier or per ticket (`key`), for the given ids of that key. */
  async function sumUnexpiredHolds(
    key: typeof ticketTiers.id | typeof ticketTiers.ticketId,
    ids: readonly string[],
    now: Date,
  ): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const held = await db
      .select({ key, quantity: sql<number>`sum(${inventoryHolds.quantity})::int` })
      .from(inventoryHolds)
      .innerJoin(ticketTiers, eq(ticketTiers.id, inventoryHolds.ticketTierId))
      .where(whereTeam(inventoryHolds, scope, inArray(key, [...ids]), gt(inventoryHolds.expiresAt, now)))
      .groupBy(key);
    return new Map(held.map((row) => [row.key, row.quantity]));
  }

  return {
    listRows() {
      return db.select().from(tickets).where(live()).orderBy(desc(tickets.timeOfEvent), asc(tickets.id));
    },

    async findById(id: string): Promise<TicketRow | undefined> {
      const [row] = await db
        .select()
        .from(tickets)
        .where(live(eq(tickets.id, id)));
      return row;
    },

    async lockById(id: string): Promise<TicketRow | undefined> {
      const [row] = await db
        .select()
        .from(tickets)
        .where(live(eq(tickets.id, id)))
        .for('update');
      return row;
    },

    async insert(values: TicketValues): Promise<TicketRow> {
      const [row] = await db
        .insert(tickets)
        .values({ ...values, teamId: scope.teamId })
        .returning();
      return requireRow(row, 'tickets');
    },

    async update(id: string, values: Partial<TicketValues>): Promise<TicketRow> {
      const [row] = await db
        .update(tickets)
        .set(values)
        .where(live(eq(tickets.id, id)))
        .returning();
      return requireRow(row, 'tickets');
    },

    async softDelete(id: string): Promise<void> {
      await db
        .update(tickets)
        .set({ deleted: true })
        .where(live(eq(tickets.id, id)));
    },

    listTiers(ticketIds: readonly string[]) {
      if (ticketIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(ticketTiers)
        .where(
          whereTeam(
            ticketTiers,
            scope,
            inArray(ticketTiers.ticketId, [...ticketIds]),
            eq(ticketTiers.deleted, false),
          ),
        )
        .orderBy(asc(ticketTiers.position));
    },

    listTiersById(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(ticketTiers)
        .where(whereTeam(ticketTiers, scope, inArray(ticketTiers.id, [...ids])));
    },

    /** A ticket even when deleted (an order's tickets keep their name). */
    /** These tickets, deleted ones too (an order keeps naming what it sold). */
    listAnyByIds(ids: string[]): Promise<TicketRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(tickets)
        .where(whereTeam(tickets, scope, inArray(tickets.id, ids)));
    },

    async insertTier(ticketId: string, values: TierValues): Promise<void> {
      await db.insert(ticketTiers).values({ ...values, ticketId, teamId: scope.teamId });
    },

    async updateTier(id: string, values: Partial<TierValues & { deleted: boolean }>): Promise<void> {
      await db
        .update(ticketTiers)
        .set(values)
        .where(whereTeam(ticketTiers, scope, eq(ticketTiers.id, id)));
    },

    /** Tiers locked in id order (the store's lock pattern), with their unexpired holds. */
    async lockTiersWithHolds(tierIds: readonly string[], now: Date) {
      const rows = await db
        .select()
        .from(ticketTiers)
        .where(whereTeam(ticketTiers, scope, inArray(ticketTiers.id, [...tierIds])))
        .orderBy(asc(ticketTiers.id))
        .for('update');
      return { rows, held: await sumUnexpiredHolds(ticketTiers.id, tierIds, now) };
    },

    /** Unexpired holds over all tiers of tickets, for the total capacity. */
    heldForTickets(ticketIds: readonly string[], now: Date): Promise<Map<string, number>> {
      return sumUnexpiredHolds(ticketTiers.ticketId, ticketIds, now);
    },

    async lockTickets(ids: readonly string[]): Promise<TicketRow[]> {
      return db
        .select()
        .from(tickets)
        .where(whereTeam(tickets, scope, inArray(tickets.id, [...ids])))
        .orderBy(asc(tickets.id))
        .for('update');
    },

    async insertHolds(
      orderId: string,
      holds: { tierId: string; quantity: number }[],
      expiresAt: Date,
    ): Promise<void> {
      if (holds.length === 0) return;
      await db.insert(inventoryHolds).values(
        holds.map((hold) => ({
          teamId: scope.teamId,
          orderId,
          ticketTierId: hold.tierId,
          quantity: hold.quantity,
          expiresAt,
        })),
      );
    },

    async addSold(ticketId: string, tierId: string, quantity: number): Promise<void> {
      await db
        .update(ticketTiers)
        .set({ sold: sql`${ticketTiers.sold} + ${quantity}` })
        .where(whereTeam(ticketTiers, scope, eq(ticketTiers.id, tierId)));
      await db
        .update(tickets)
        .set({ quantitySold: sql`${tickets.quantitySold} + ${quantity}` })
        .where(whereTeam(tickets, scope, eq(tickets.id, ticketId)));
    },

    async insertIssued(rows: Omit<typeof issuedTickets.$inferInsert, 'teamId'>[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(issuedTickets).values(rows.map((row) => ({ ...row, teamId: scope.teamId })));
    },

    async setIssuedStatus(
      orderId: string,
      from: IssuedTicketRow['status'][],
      status: IssuedTicketRow['status'],
      now: Date,
      /** Only this ticket's (an order may hold tickets to several games). */
      ticketId?: string,
    ) {
      await db
        .update(issuedTickets)
        .set({ status, revokedAt: status === 'revoked' ? now : null })
        .where(
          whereTeam(
            issuedTickets,
            scope,
            eq(issuedTickets.orderId, orderId),
            inArray(issuedTickets.status, from),
            ticketId ? eq(issuedTickets.ticketId, ticketId) : undefined,
          ),
        );
    },

    listIssuedOfOrder(orderId: string) {
      return db
        .select()
        .from(issuedTickets)
        .where(whereTeam(issuedTickets, scope, eq(issuedTickets.orderId, orderId)))
        .orderBy(asc(issuedTickets.timeCreated), asc(issuedTickets.id));
    },

    listIssuedOfTicket(ticketId: string) {
      return db
        .select({
          id: issuedTickets.id,
          tierId: issuedTickets.ticketTierId,
          code: issuedTickets.code,
          holderName: issuedTickets.holderName,
          status: issuedTickets.status,
        })
        .from(issuedTickets)
        .where(whereTeam(issuedTickets, scope, eq(issuedTickets.ticketId, ticketId)));
    },

    /** Event and sale times moved to keep their clock times in another zone (a corrected team zone). */
    async keepClockTimes(from: string, to: string): Promise<number> {
      const moved = await db
        .update(tickets)
        .set({
          timeOfEvent: keepClockTimeOf(tickets.timeOfEvent, from, to),
          endTimeOfEvent: keepClockTimeOf(tickets.endTimeOfEvent, from, to),
          saleStartsAt: keepClockTimeOf(tickets.saleStartsAt, from, to),
          saleEndsAt: keepClockTimeOf(tickets.saleEndsAt, from, to),
        })
        .where(whereTeam(tickets, scope))
        .returning({ id: tickets.id });
      return moved.length;
    },

    /**
     * The team's other live tickets (games and events) with the short codes of their valid issued
     * tickets: what the door needs to name the event of a ticket that is not for this one.
     */
    async listOtherEventsForDoor(ticketId: string) {
      const events = await db
        .select({ id: tickets.id, name: tickets.name, timeOfEvent: tickets.timeOfEvent })
        .from(tickets)
        .where(live(ne(tickets.id, ticketId)));
      if (events.length === 0) return [];
      const codes = await db
        .select({ ticketId: issuedTickets.ticketId, code: issuedTickets.code })
        .from(issuedTickets)
        .where(
          whereTeam(
            issuedTickets,
            scope,
            inArray(
              issuedTickets.ticketId,
              events.map((event) => event.id),
            ),
            ne(issuedTickets.status, 'revoked'),
          ),
        );
      return events.map((event) => ({
        id: event.id,
        name: event.name,
        startsAt: event.timeOfEvent?.toISOString() ?? null,
        shortCodes: codes.filter((row) => row.ticketId === event.id).map((row) => row.code),
      }));
    },

    async findIssued(id: string): Promise<IssuedTicketRow | undefined> {
      const [row] = await db
        .select()
        .from(issuedTickets)
        .where(whereTeam(issuedTickets, scope, eq(issuedTickets.id, id)));
      return row;
    },

    /** Orders holding tickets of this ticket that still admit (valid or checked in). */
    async listOrdersAdmittingTo(ticketId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ orderId: issuedTickets.orderId })
        .from(issuedTickets)
        .where(
          whereTeam(
            issuedTickets,
            scope,
            eq(issuedTickets.ticketId, ticketId),
            inArray(issuedTickets.status, ['valid', 'checked_in']),
          ),
        );
      return rows.flatMap((row) => (row.orderId ? [row.orderId] : []));
    },

    /** Clears (or sets) the flag that the holders have a change to hear about. */
    async setUpdateNeeded(ticketId: string, needed: boolean): Promise<void> {
      await db
        .update(tickets)
        .set({ onTicketUpdateNeeded: needed })
        .where(whereTeam(tickets, scope, eq(tickets.id, ticketId)));
    },

    /** Holders' addresses of a ticket's paid orders with valid tickets (one per order). */
    listHolderMails(ticketId: string) {
      return db
        .selectDistinct({ email: orders.customerEmail, name: orders.customerName })
        .from(issuedTickets)
        .innerJoin(orders, eq(orders.id, issuedTickets.orderId))
        .where(
          whereTeam(
            issuedTickets,
            scope,
            eq(issuedTickets.ticketId, ticketId),
            inArray(issuedTickets.status, ['valid', 'checked_in']),
          ),
        );
    },

    async findSigningKey() {
      const [row] = await db
        .select()
        .from(ticketSigningKeys)
        .where(eq(ticketSigningKeys.teamId, scope.teamId));
      return row;
    },

    /** Stores the team's first key pair; a concurrent first stays (the same key for everyone). */
    async insertSigningKey(publicKey: string, secretKey: string) {
      await db
        .insert(ticketSigningKeys)
        .values({ teamId: scope.teamId, publicKey, secretKey })
        .onConflictDoNothing();
    },

    listDevices(ticketId: string) {
      return db
        .select({ id: scanDevices.id, name: scanDevices.name })
        .from(scanDevices)
        .where(whereTeam(scanDevices, scope, eq(scanDevices.ticketId, ticketId)))
        .orderBy(asc(scanDevices.name));
    },

    /** The device of that name, made if new (a device re-added by name is the same device). */
    async upsertDevice(ticketId: string, name: string) {
      await db.insert(scanDevices).values({ teamId: scope.teamId, ticketId, name }).onConflictDoNothing();
      const [row] = await db
        .select({ id: scanDevices.id, name: scanDevices.name })
        .from(scanDevices)
        .where(whereTeam(scanDevices, scope, eq(scanDevices.ticketId, ticketId), eq(scanDevices.name, name)));
      return requireRow(row, 'scan_devices');
    },

    async findDevice(ticketId: string, id: string) {
      const [row] = await db
        .select({ id: scanDevices.id, name: scanDevices.name })
        .from(scanDevices)
        .where(whereTeam(scanDevices, scope, eq(scanDevices.ticketId, ticketId), eq(scanDevices.id, id)));
      return row;
    },

    /** Records a check-in once per nonce: true when this call recorded it. */
    async insertCheckIn(values: {
      ticketId: string;
      issuedTicketId: string;
      deviceId: string;
      nonce: string;
      scannedAt: Date;
    }) {
      const rows = await db
        .insert(ticketCheckIns)
        .values({ ...values, teamId: scope.teamId })
        .onConflictDoNothing()
        .returning({ id: ticketCheckIns.id });
      return rows.length > 0;
    },

    /** Marks the check-in of `undoes` undone (once: a replayed undo changes nothing). */
    async undoCheckIn(ticketId: string, undoes: string, undoNonce: string, at: Date) {
      await db
        .update(ticketCheckIns)
        .set({ undoneAt: at, undoNonce })
        .where(
          whereTeam(
            ticketCheckIns,
            scope,
            eq(ticketCheckIns.ticketId, ticketId),
            eq(ticketCheckIns.nonce, undoes),
            isNull(ticketCheckIns.undoneAt),
          ),
        );
    },

    /** Live (not undone) check-ins of a ticket, oldest first, with the device's name. */
    listLiveCheckIns(ticketId: string) {
      return db
        .select({
          nonce: ticketCheckIns.nonce,
          issuedTicketId: ticketCheckIns.issuedTicketId,
          deviceId: ticketCheckIns.deviceId,
          deviceName: scanDevices.name,
          scannedAt: ticketCheckIns.scannedAt,
          tierId: issuedTickets.ticketTierId,
        })
        .from(ticketCheckIns)
        .innerJoin(scanDevices, eq(scanDevices.id, ticketCheckIns.deviceId))
        .innerJoin(issuedTickets, eq(issuedTickets.id, ticketCheckIns.issuedTicketId))
        .where(
          whereTeam(
            ticketCheckIns,
            scope,
            eq(ticketCheckIns.ticketId, ticketId),
            isNull(ticketCheckIns.undoneAt),
          ),
        )
        .orderBy(asc(ticketCheckIns.scannedAt), asc(ticketCheckIns.nonce));
    },

    /** Issued tickets whose status follows their live check-ins (valid ↔ checked_in; revoked stays). */
    async refreshCheckedIn(ticketId: string, now: Date) {
      const liveIds = db
        .select({ id: ticketCheckIns.issuedTicketId })
        .from(ticketCheckIns)
        .where(and(eq(ticketCheckIns.ticketId, ticketId), isNull(ticketCheckIns.undoneAt)));
      await db
        .update(issuedTickets)
        .set({ status: 'checked_in', checkedInAt: now })
        .where(
          whereTeam(
            issuedTickets,
            scope,
            eq(issuedTickets.ticketId, ticketId),
            eq(issuedTickets.status, 'valid'),
            inArray(issuedTickets.id, liveIds),
          ),
        );
      await db
        .update(issuedTickets)
        .set({ status: 'valid', checkedInAt: null })
        .where(
          whereTeam(
            issuedTickets,
            scope,
            eq(issuedTickets.ticketId, ticketId),
            eq(issuedTickets.status, 'checked_in'),
            sql`${issuedTickets.id} not in (${liveIds})`,
          ),
        );
    },

    /** The game or event a ticket admits to (the team's, live). */
    async findGame(id: string) {
      const [row] = await db
        .select({
          id: games.id,
          title: games.title,
          time: games.timeOfGame,
          timeTba: games.timeTba,
          opponentName: opponents.name,
          venue: games.venue,
          status: games.status,
        })
        .from(games)
        .leftJoin(opponents, eq(opponents.id, games.opponentId))
        .where(whereTeamLive(games, scope, eq(games.id, id)));
      return row;
    },

    async findEvent(id: string) {
      const [row] = await db
        .select({
          id: events.id,
          title: events.title,
          time: events.timeOfEvent,
          end: events.endTimeOfEvent,
          venue: events.venue,
        })
        .from(events)
        .where(whereTeamLive(events, scope, eq(events.id, id)));
      return row;
    },
  };
}

export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
