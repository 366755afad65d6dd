import { randomUUID } from 'node:crypto';
import {
  type CheckInEntry,
  type ContentListQuery,
  type ContentListResponse,
  cartMessages,
  checkInWindow,
  createShortCode,
  createTicketKeyPair,
  createTicketSeed,
  formatCents,
  formatGameDate,
  formatShortCode,
  formatWallTime,
  labelGameWithDate,
  noStoredImage,
  type PossibleDuplicate,
  parseWallTime,
  type ScanDevice,
  type ScannerBundle,
  type ScannerSync,
  scanMessages,
  signTicketCode,
  type Ticket,
  type TicketActionResult,
  type TicketNotifyHolders,
  type TicketOptions,
  type TicketUpdate,
  ticketMessages,
  ticketPassStates,
} from '@sideline/domain';
import QRCode from 'qrcode';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import { enqueueMail, teamSenderAddress } from '../../platform/mail/index.ts';
import { image, rows } from '../../platform/mail/mail-layout.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import type { SessionTeam } from '../accounts/session-guard.ts';
import { listPageOf } from '../content-sections/content-list-page.ts';
import { createTagOptionQueries } from '../content-sections/tag-options.ts';
import { findTeamSportsType, findTeamTimeZone } from '../content-sections/team-sports-type.ts';
import type { MediaService } from '../media/media.service.ts';
import type {
  BuyerPass,
  CartLineQuote,
  StoreItemKindCall,
  StoreItemKindHooks,
  StoreOrderRow,
} from '../store/store-item-kinds.ts';
import type { OrderAdminService } from '../store-admin/order-admin.service.ts';
import {
  createTicketsRepository,
  type TicketRow,
  type TicketsRepository,
  type TicketTierRow,
  type TicketValues,
} from './tickets.repository.ts';
import { ticketChangedMail } from './tickets-mail-templates.ts';

const notFound = () => new AppError('not_found', ticketMessages.notFound);

/** The QR library answers a PNG data URI; the mail's image block takes only that. */
function asPngDataUri(uri: string): `data:image/png;base64,${string}` {
  if (!uri.startsWith('data:image/png;base64,')) throw new Error('The ticket QR is not a PNG data URI');
  return uri as `data:image/png;base64,${string}`;
}

/** One admitted person's ticket as the buyer's order page and mail show it. */
export interface OrderTicketView {
  issuedTicketId: string;
  ticketName: string;
  tierName: string;
  holderName: string;
  status: 'valid' | 'checked_in' | 'revoked';
  /** "7KQ2M-X9DPA": what a person types at /portal/readticket. */
  shortCode: string;
  /** The signed code (ST1....) the QR carries. */
  signedCode: string;
  /** The QR as a PNG data URI: inline in the page and the mail, no fetch needed offline. */
  qrDataUri: string;
}

/**
 * Tickets (issue 23): CRUD with tiers and capacity, capacity holds at checkout, issuing at order
 * completion (the store's `ticket` item kind), signed codes, and the door's bundle and sync.
 */
export function createTicketsService(deps: {
  db: Db;
  media: MediaService;
  now: () => Date;
  /** The store's refunds (store-admin): the refund offer when the game is cancelled. */
  orders: Pick<OrderAdminService, 'refund' | 'ticketSpendOfOrders'>;
  mailFrom: string;
}) {
  const repositoryOf = (scope: TeamScope, db: DbOrTx = deps.db) => createTicketsRepository(db, scope);

  async function describeAdmission(repository: TicketsRepository, row: TicketRow, timeZone: string) {
    if (row.gameId) {
      const game = await repository.findGame(row.gameId);
      if (game) return labelGameWithDate({ ...game, timeOfGame: game.time }, timeZone);
    }
    if (row.eventId) {
      const event = await repository.findEvent(row.eventId);
      if (event) return `${event.title} · ${formatGameDate(event.time, timeZone)}`;
    }
    return row.name;
  }

  async function toTicket(scope: TeamScope, row: TicketRow, db: DbOrTx = deps.db): Promise<Ticket> {
    const repository = repositoryOf(scope, db);
    const [timeZone, tiers, checkIns] = await Promise.all([
      findTeamTimeZone(db, scope),
      repository.listTiers([row.id]),
      repository.listLiveCheckIns(row.id),
    ]);
    const admittedOf = (tierId: string) =>
      new Set(checkIns.filter((c) => c.tierId === tierId).map((c) => c.issuedTicketId)).size;
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      gameId: row.gameId,
      eventId: row.eventId,
      admitsTo: await describeAdmission(repository, row, timeZone),
      venue: row.venue,
      timeOfEvent: row.timeOfEvent?.toISOString() ?? null,
      featureImage: row.featureImage,
      tiers: tiers.map((tier) => ({
        id: tier.id,
        name: tier.name,
        description: tier.description,
        priceCents: tier.priceCents,
        capacity: tier.capacity,
        sold: tier.sold,
        admitted: admittedOf(tier.id),
      })),
      capacity: row.quantity,
      sold: row.quantitySold,
      maxPerOrder: row.maxPerOrder,
      saleStartsAt: row.saleStartsAt ? formatWallTime(row.saleStartsAt, timeZone) : '',
      saleEndsAt: row.saleEndsAt ? formatWallTime(row.saleEndsAt, timeZone) : '',
      taxable: row.taxable,
      isPublic: row.isPublic,
      available: row.available,
      featured: row.featured,
      updateNeeded: row.onTicketUpdateNeeded,
      gameCancelled: row.gameId ? (await repository.findGame(row.gameId))?.status === 'cancelled' : false,
      timeCreated: row.timeCreated.toISOString(),
      timeModified: row.timeModified.toISOString(),
    };
  }

  async function buildValues(
    scope: TeamScope,
    input: TicketUpdate,
    stored: TicketRow | null,
  ): Promise<TicketValues> {
    const repository = repositoryOf(scope);
    const game = input.gameId ? await repository.findGame(input.gameId) : undefined;
    const event = input.eventId ? await repository.findEvent(input.eventId) : undefined;
    if (!game && !event)
      throw invalidField(input.gameId ? 'gameId' : 'eventId', ticketMessages.unknownEventOrGame);
    if (stored && stored.taxable !== input.taxable)
      throw invalidField('taxable', ticketMessages.taxableFixed);
    if (stored && input.capacity !== null && input.capacity < stored.quantitySold) {
      throw invalidField('capacity', ticketMessages.totalBelowSold(stored.quantitySold));
    }
    const timeZone = await findTeamTimeZone(deps.db, scope);
    const featureImage = await deps.media.resolveImageSlot(
      scope,
      input.featureImage,
      stored?.featureImage ?? noStoredImage,
      'feature',
      { field: 'featureImage' },
    );
    return {
      name: input.name,
      description: input.description,
      gameId: game?.id ?? null,
      eventId: event?.id ?? null,
      venue: game?.venue ?? event?.venue ?? '',
      timeOfEvent: game?.time ?? event?.time ?? null,
      endTimeOfEvent: event?.end ?? null,
      featureImage,
      priceCents: Math.min(...input.tiers.map((tier) => tier.priceCents)),
      quantity: input.capacity,
      maxPerOrder: input.maxPerOrder,
      saleStartsAt: parseWallTime(input.saleStartsAt, timeZone),
      saleEndsAt: parseWallTime(input.saleEndsAt, timeZone),
      taxable: input.taxable,
      isPublic: input.isPublic,
      available: input.available,
      featured: input.featured,
    };
  }

  /** Tiers follow the input: kept by id, new ones added, missing ones removed unless sold. */
  async function saveTiers(
    repository: TicketsRepository,
    ticketId: string,
    input: TicketUpdate,
    stored: TicketTierRow[],
  ) {
    const kept = new Set(input.tiers.flatMap((tier) => (tier.id ? [tier.id] : [])));
    for (const old of stored) {
      if (kept.has(old.id)) continue;
      if (old.sold > 0) throw invalidField('tiers', ticketMessages.soldTierRemoved(old.name));
      await repository.updateTier(old.id, { deleted: true });
    }
    for (const [position, tier] of input.tiers.entries()) {
      const values = {
        name: tier.name,
        description: tier.description,
        priceCents: tier.priceCents,
        capacity: tier.capacity,
        position,
      };
      const old = stored.find((s) => s.id === tier.id);
      if (!old) {
        await repository.insertTier(ticketId, values);
        continue;
      }
      if (tier.capacity !== null && tier.capacity < old.sold)
        throw invalidField('tiers', ticketMessages.tierBelowSold(old.name, old.sold));
      await repository.updateTier(old.id, values);
    }
  }

  /** The team's key pair, made on first use. */
  async function signingKeyOf(scope: TeamScope, db: DbOrTx = deps.db) {
    const repository = repositoryOf(scope, db);
    const existing = await repository.findSigningKey();
    if (existing) return existing;
    const made = createTicketKeyPair();
    await repository.insertSigningKey(made.publicKey, made.secretKey);
    const stored = await repository.findSigningKey();
    if (!stored) throw new Error('The ticket signing key was not stored');
    return stored;
  }

  /** Every device's live check-ins, and those of `deviceId` another device admitted too. */
  function checkInState(
    rows: Awaited<ReturnType<TicketsRepository['listLiveCheckIns']>>,
    deviceId: string | null,
  ) {
    const checkIns: CheckInEntry[] = rows.map((row) => ({
      nonce: row.nonce,
      issuedTicketId: row.issuedTicketId,
      at: row.scannedAt.toISOString(),
      deviceName: row.deviceName,
    }));
    const possibleDuplicates: PossibleDuplicate[] = [];
    for (const own of rows.filter((row) => row.deviceId === deviceId)) {
      const other = rows.find((row) => row.issuedTicketId === own.issuedTicketId && row.nonce !== own.nonce);
      if (other) {
        possibleDuplicates.push({
          nonce: own.nonce,
          issuedTicketId: own.issuedTicketId,
          otherAt: other.scannedAt.toISOString(),
          otherDeviceName: other.deviceName,
        });
      }
    }
    return { checkIns, possibleDuplicates };
  }

  async function bundleOf(
    scope: TeamScope,
    ticketId: string,
    deviceId: string | null,
  ): Promise<ScannerBundle> {
    const repository = repositoryOf(scope);
    const row = await repository.findById(ticketId);
    if (!row) throw notFound();
    const [timeZone, key, tiers, issued, liveCheckIns, otherEvents] = await Promise.all([
      findTeamTimeZone(deps.db, scope),
      signingKeyOf(scope),
      repository.listTiers([ticketId]),
      repository.listIssuedOfTicket(ticketId),
      repository.listLiveCheckIns(ticketId),
      repository.listOtherEventsForDoor(ticketId),
    ]);
    const window = checkInWindow(row.timeOfEvent ?? row.timeCreated, row.endTimeOfEvent);
    return {
      ticket: {
        id: row.id,
        name: row.name,
        admitsTo: await describeAdmission(repository, row, timeZone),
        venue: row.venue,
      },
      timeZone,
      publicKey: key.publicKey,
      validFrom: window.from.toISOString(),
      validUntil: window.until.toISOString(),
      tiers: tiers.map((tier) => ({ id: tier.id, name: tier.name, sold: tier.sold })),
      issued: issued
        .filter((entry) => entry.status !== 'revoked')
        .map((entry) => ({
          id: entry.id,
          tierId: entry.tierId ?? '',
          shortCode: entry.code,
          holderName: entry.holderName,
        })),
      revoked: issued.filter((entry) => entry.status === 'revoked').map((entry) => entry.id),
      ...checkInState(liveCheckIns, deviceId),
      otherEvents,
      serverTime: deps.now().toISOString(),
    };
  }

  /**
   * The buyer's tickets of an order, with the QR inline (data URI) and the short code: for the
   * order page /order/{token} and the order mail (store-core renders both).
   */
  async function ticketsForOrder(
    scope: TeamScope,
    orderId: string,
    db: DbOrTx = deps.db,
  ): Promise<OrderTicketView[]> {
    const repository = repositoryOf(scope, db);
    const issued = await repository.listIssuedOfOrder(orderId);
    if (issued.length === 0) return [];
    const key = await signingKeyOf(scope, db);
    const ticketIds = [...new Set(issued.flatMap((entry) => (entry.ticketId ? [entry.ticketId] : [])))];
    const tiers = await repository.listTiersById(
      issued.flatMap((entry) => (entry.ticketTierId ? [entry.ticketTierId] : [])),
    );
    const ticketRows = await repository.listAnyByIds(ticketIds);
    return Promise.all(
      issued.map(async (entry) => {
        const signedCode = signTicketCode(
          {
            issuedTicketId: entry.id,
            ticketId: entry.ticketId ?? '',
            tierId: entry.ticketTierId ?? '',
            seed: entry.seed,
          },
          key.secretKey,
        );
        return {
          issuedTicketId: entry.id,
          ticketName: ticketRows.find((row) => row.id === entry.ticketId)?.name ?? '',
          tierName: tiers.find((tier) => tier.id === entry.ticketTierId)?.name ?? '',
          holderName: entry.holderName,
          status: entry.status,
          shortCode: formatShortCode(entry.code),
          signedCode,
          qrDataUri: await QRCode.toDataURL(signedCode, {
            errorCorrectionLevel: 'M',
            margin: 2,
            width: 280,
          }),
        };
      }),
    );
  }

  /**
   * Tiers as cart lines, priced now: sellable while the ticket is public, available and not
   * deleted, and inside its sale window (no window: until the event ends).
   */
  async function quoteTiers(
    db: DbOrTx,
    scope: TeamScope,
    tierIds: readonly string[],
    now: Date,
  ): Promise<Map<string, CartLineQuote>> {
    const repository = repositoryOf(scope, db);
    const tiers = (await repository.listTiersById(tierIds)).filter((tier) => !tier.deleted);
    const ticketRows = await Promise.all(
      [...new Set(tiers.map((tier) => tier.ticketId))].map((id) => repository.findById(id)),
    );
    const quotes = new Map<string, CartLineQuote>();
    for (const tier of tiers) {
      const ticket = ticketRows.find((row) => row?.id === tier.ticketId);
      if (!ticket) continue;
      const name = `${ticket.name} (${tier.name})`;
      const saleEnd = ticket.saleEndsAt ?? ticket.endTimeOfEvent ?? ticket.timeOfEvent;
      const problem = !(ticket.isPublic && ticket.available)
        ? cartMessages.itemUnavailable(name)
        : ticket.saleStartsAt && now < ticket.saleStartsAt
          ? ticketMessages.saleNotStarted(name)
          : saleEnd && now >= saleEnd
            ? ticketMessages.saleEnded(name)
            : null;
      const tierLeft = tier.capacity === null ? null : tier.capacity - tier.sold;
      const ticketLeft = ticket.quantity === null ? null : ticket.quantity - ticket.quantitySold;
      quotes.set(tier.id, {
        name,
        unitPriceCents: tier.priceCents,
        taxable: ticket.taxable,
        maxPerOrder: ticket.maxPerOrder,
        problem,
        left:
          tierLeft === null ? ticketLeft : ticketLeft === null ? tierLeft : Math.min(tierLeft, ticketLeft),
        reference: { ticketId: ticket.id, ticketTierId: tier.id },
      });
    }
    return quotes;
  }

  /** Tier capacity held for an open checkout (see `holdCapacity`). */
  async function holdCapacity(
    tx: Tx,
    scope: TeamScope,
    hold: { orderId: string; lines: { tierId: string; quantity: number }[]; expiresAt: Date },
  ): Promise<void> {
    const repository = repositoryOf(scope, tx);
    const now = deps.now();
    const tierIds = [...new Set(hold.lines.map((line) => line.tierId))];
    const ticketIds = [...new Set((await repository.listTiersById(tierIds)).map((tier) => tier.ticketId))];
    const ticketRows = await repository.lockTickets(ticketIds);
    const { rows: tiers, held } = await repository.lockTiersWithHolds(tierIds, now);
    const heldPerTicket = await repository.heldForTickets(ticketIds, now);
    const wantedPerTicket = new Map<string, number>();
    for (const line of hold.lines) {
      const tier = tiers.find((t) => t.id === line.tierId && !t.deleted);
      const ticket = ticketRows.find((t) => t.id === tier?.ticketId && !t.deleted);
      if (!tier || !ticket) throw new AppError('conflict', cartMessages.itemUnavailable('A ticket'));
      const name = `${ticket.name} (${tier.name})`;
      if (tier.capacity !== null) {
        const left = tier.capacity - tier.sold - (held.get(tier.id) ?? 0);
        if (left <= 0) throw new AppError('conflict', cartMessages.soldOut(name));
        if (line.quantity > left) throw new AppError('conflict', cartMessages.onlyLeft(name, left));
      }
      wantedPerTicket.set(ticket.id, (wantedPerTicket.get(ticket.id) ?? 0) + line.quantity);
      if (ticket.quantity !== null) {
        const left = ticket.quantity - ticket.quantitySold - (heldPerTicket.get(ticket.id) ?? 0);
        const wanted = wantedPerTicket.get(ticket.id) ?? 0;
        if (left <= 0) throw new AppError('conflict', cartMessages.soldOut(ticket.name));
        if (wanted > left) throw new AppError('conflict', cartMessages.onlyLeft(ticket.name, left));
      }
    }
    await repository.insertHolds(hold.orderId, hold.lines, hold.expiresAt);
  }

  /** What the store calls for `ticket` order lines, in its completion transaction. */
  const storeItemKind: StoreItemKindHooks = {
    quoteCartLines: quoteTiers,
    hold: ({ tx, scope, orderId, lines, expiresAt }) =>
      holdCapacity(tx, scope, {
        orderId,
        lines: lines.map((line) => ({ tierId: line.itemId, quantity: line.quantity })),
        expiresAt,
      }),
    /** Each admitted person's ticket in the receipt: its QR inline and the short code to type. */
    async receiptBlocks({ tx, scope, order }: StoreItemKindCall) {
      const issued = await ticketsForOrder(scope, order.id, tx);
      return issued.flatMap((ticket, index) => [
        rows([
          [`Ticket ${index + 1} of ${issued.length}`, `${ticket.ticketName} (${ticket.tierName})`],
          ['Code to type at the door', ticket.shortCode],
        ]),
        image(asPngDataUri(ticket.qrDataUri), `QR code of ticket ${ticket.shortCode}`, 200),
      ]);
    },
    /** Each admitted person's ticket on the buyer's order page; one that no longer admits says why, without its QR. */
    async buyerPasses(db: DbOrTx, scope: TeamScope, order: StoreOrderRow): Promise<BuyerPass[]> {
      const issued = await ticketsForOrder(scope, order.id, db);
      return issued.map((ticket, index) => ({
        title: `${ticket.ticketName} (${ticket.tierName})`,
        label: `Ticket ${index + 1} of ${issued.length}`,
        code: ticket.shortCode,
        qrDataUri: ticket.status === 'revoked' ? null : asPngDataUri(ticket.qrDataUri),
        state: ticketPassStates[ticket.status],
      }));
    },
    async fulfil({ tx, scope, order, items }: StoreItemKindCall) {
      const repository = repositoryOf(scope, tx);
      for (const item of items) {
        if (!item.ticketId || !item.ticketTierId)
          throw new Error(`Ticket line ${item.id} has no ticket or tier`);
        await repository.insertIssued(
          Array.from({ length: item.quantity }, () => ({
            orderId: order.id,
            orderItemId: item.id,
            ticketId: item.ticketId,
            ticketTierId: item.ticketTierId,
            code: createShortCode(),
            seed: createTicketSeed(),
            holderName: order.customerName,
          })),
        );
        await repository.addSold(item.ticketId, item.ticketTierId, item.quantity);
      }
    },
    async cancel({ tx, scope, order, now }: StoreItemKindCall) {
      await repositoryOf(scope, tx).setIssuedStatus(order.id, ['valid', 'checked_in'], 'revoked', now);
    },
    async reinstate({ tx, scope, order, now }: StoreItemKindCall) {
      await repositoryOf(scope, tx).setIssuedStatus(order.id, ['revoked'], 'valid', now);
    },
  };

  return {
    storeItemKind,

    /** A change of the team's zone that keeps clock times (website's time zone setting). */
    keepClockTimes: (tx: DbOrTx, scope: TeamScope, from: string, to: string) =>
      repositoryOf(scope, tx).keepClockTimes(from, to),

    async list(scope: TeamScope, query: ContentListQuery): Promise<ContentListResponse> {
      const timeZone = await findTeamTimeZone(deps.db, scope);
      const rows = await repositoryOf(scope).listRows();
      return listPageOf(
        rows,
        query,
        (row) => `${row.name} ${row.venue}`,
        (row) => ({
          id: row.id,
          title: row.name,
          subtitle: [
            row.timeOfEvent ? formatGameDate(row.timeOfEvent, timeZone) : '',
            `${row.quantitySold} sold`,
            `from ${formatCents(row.priceCents)}`,
            row.isPublic ? '' : 'Private',
          ]
            .filter(Boolean)
            .join(' · '),
          imageLink: row.featureImage.link,
          published: row.isPublic,
        }),
      );
    },

    async get(scope: TeamScope, id: string): Promise<Ticket> {
      const row = await repositoryOf(scope).findById(id);
      if (!row) throw notFound();
      return toTicket(scope, row);
    },

    async options(scope: TeamScope): Promise<TicketOptions> {
      const timeZone = await findTeamTimeZone(deps.db, scope);
      const options = createTagOptionQueries(deps.db, scope);
      const [games, events] = await Promise.all([options.games(), options.events()]);
      return {
        games: games.map((game) => ({ id: game.id, label: labelGameWithDate(game, timeZone) })),
        events: events.map((event) => ({ id: event.id, label: event.name })),
      };
    },

    async create(scope: TeamScope, input: TicketUpdate): Promise<Ticket> {
      const values = await buildValues(scope, input, null);
      const sportsType = await findTeamSportsType(deps.db, scope);
      return deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        const row = await repository.insert({ ...values, sportsType });
        await saveTiers(repository, row.id, input, []);
        return toTicket(scope, row, tx);
      });
    },

    async update(scope: TeamScope, id: string, input: TicketUpdate): Promise<Ticket> {
      const stored = await repositoryOf(scope).findById(id);
      if (!stored) throw notFound();
      const values = await buildValues(scope, input, stored);
      return deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        if (!(await repository.lockById(id))) throw notFound();
        await saveTiers(repository, id, input, await repository.listTiers([id]));
        return toTicket(scope, await repository.update(id, values), tx);
      });
    },

    /** Spec part 2 §8: a sold ticket cannot be deleted, only made private. */
    async remove(scope: TeamScope, id: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        const row = await repository.lockById(id);
        if (!row) throw notFound();
        if (row.quantitySold > 0) throw new AppError('conflict', ticketMessages.sold(row.quantitySold));
        await repository.softDelete(id);
      });
    },

    /**
     * Holds tier capacity for an open checkout, in the caller's transaction: tickets then tiers
     * locked in id order (as the store locks variants), so concurrent checkouts queue and none
     * oversells the tier or the ticket's total. Available = capacity − sold − unexpired holds.
     */
    holdCapacity,

    ticketsForOrder,

    /**
     * POST /api/tickets/:id/notify-holders: the change of the game or event mailed to every holder
     * through the outbox, once per change: the flag the change set is cleared in the same
     * transaction, so a second call (or a double click) mails nobody again.
     */
    async notifyHolders(
      team: SessionTeam,
      id: string,
      input: TicketNotifyHolders,
    ): Promise<TicketActionResult> {
      return deps.db.transaction(async (tx) => {
        const repository = repositoryOf(team, tx);
        const row = await repository.lockById(id);
        if (!row) throw notFound();
        if (!row.onTicketUpdateNeeded) throw new AppError('conflict', ticketMessages.noChangeToMail);
        const holders = await repository.listHolderMails(id);
        if (holders.length === 0) throw new AppError('conflict', ticketMessages.noHoldersToMail);
        const admitsTo = await describeAdmission(repository, row, await findTeamTimeZone(tx, team));
        // Demo teams never mail anyone; their flag is cleared all the same.
        const isDemo = Boolean(team.team.demoId || team.team.privateDemoExpiresAt);
        for (const holder of isDemo ? [] : holders) {
          await enqueueMail(
            tx,
            {
              ...ticketChangedMail({
                teamName: team.team.name,
                holderName: holder.name,
                ticketName: row.name,
                admitsTo,
                venue: row.venue,
                change: input.message,
              }),
              from: teamSenderAddress(deps.mailFrom, team.team.name),
              to: [holder.email],
              replyTo: team.team.email || null,
              reference: row.id,
              teamId: team.teamId,
            },
            deps.now(),
          );
        }
        await repository.setUpdateNeeded(id, false);
        return { message: ticketMessages.holdersMailed(holders.length), count: holders.length };
      });
    },

    /**
     * POST /api/tickets/:id/refund-all, offered when the game is cancelled: each paid order's
     * ticket lines refunded through the store's refund (its idempotency key is this ticket and
     * that order, so a repeated call refunds nothing twice), and those tickets revoked.
     */
    async refundAll(team: SessionTeam, id: string): Promise<TicketActionResult> {
      const row = await repositoryOf(team).findById(id);
      if (!row) throw notFound();
      const ticket = await toTicket(team, row);
      if (!ticket.gameCancelled) throw new AppError('conflict', ticketMessages.notCancelled);
      const repository = repositoryOf(team);
      let refunded = 0;
      // Only orders whose tickets to this game still admit: the others were refunded by an earlier
      // call (such an order may still hold other things, so its remaining total says nothing).
      const admitting = await repository.listOrdersAdmittingTo(id);
      for (const order of await deps.orders.ticketSpendOfOrders(team, id, admitting)) {
        const amountCents = Math.min(order.ticketCents, order.totalCents - order.refundedCents);
        if (amountCents > 0) {
          await deps.orders.refund(team, order.orderId, {
            amountCents,
            reason: ticketMessages.refundReason(ticket.admitsTo),
            idempotencyKey: `ticket-cancelled:${id}:${order.orderId}`,
          });
          refunded += 1;
        }
        await deps.db.transaction((tx) =>
          repositoryOf(team, tx).setIssuedStatus(
            order.orderId,
            ['valid', 'checked_in'],
            'revoked',
            deps.now(),
            id,
          ),
        );
      }
      return { message: ticketMessages.ordersRefunded(refunded), count: refunded };
    },

    /** POST /api/tickets/:id/check-ins/undo-last: the latest live check-in at any door, undone. */
    async undoLastCheckIn(scope: TeamScope, id: string): Promise<TicketActionResult> {
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        if (!(await repository.lockById(id))) throw notFound();
        const last = (await repository.listLiveCheckIns(id)).at(-1);
        if (!last) throw new AppError('conflict', scanMessages.nothingToUndo);
        await repository.undoCheckIn(id, last.nonce, `portal-${randomUUID()}`, deps.now());
        await repository.refreshCheckedIn(id, deps.now());
      });
      return { message: scanMessages.undone, count: 1 };
    },

    /** GET /api/scanner/:ticketId/bundle. */
    bundle: (scope: TeamScope, ticketId: string, deviceId: string | null) =>
      bundleOf(scope, ticketId, deviceId),

    async listDevices(scope: TeamScope, ticketId: string): Promise<ScanDevice[]> {
      if (!(await repositoryOf(scope).findById(ticketId))) throw notFound();
      return repositoryOf(scope).listDevices(ticketId);
    },

    async addDevice(scope: TeamScope, ticketId: string, name: string): Promise<ScanDevice> {
      if (!(await repositoryOf(scope).findById(ticketId))) throw notFound();
      return repositoryOf(scope).upsertDevice(ticketId, name);
    },

    /**
     * POST /api/scanner/:ticketId/sync: records each queued check-in once per nonce and each undo
     * once, in any order and any number of times, then answers the fresh bundle with this device's
     * possible duplicates. Only tickets of this event's issued list are recorded (a code's
     * signature was checked on the device; the server checks the ticket exists).
     */
    async sync(scope: TeamScope, ticketId: string, input: ScannerSync): Promise<ScannerBundle> {
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        const ticket = await repository.lockById(ticketId);
        if (!ticket) throw notFound();
        const device = await repository.findDevice(ticketId, input.deviceId);
        if (!device) throw invalidField('deviceId', scanMessages.enterDeviceName);
        const checkIns = input.scans.flatMap((scan) => (scan.kind === 'check_in' ? [scan] : []));
        for (const scan of checkIns) {
          const issued = await repository.findIssued(scan.issuedTicketId);
          if (issued?.ticketId !== ticketId) continue;
          await repository.insertCheckIn({
            ticketId,
            issuedTicketId: issued.id,
            deviceId: device.id,
            nonce: scan.nonce,
            scannedAt: new Date(scan.at),
          });
        }
        for (const scan of input.scans) {
          if (scan.kind === 'undo')
            await repository.undoCheckIn(ticketId, scan.undoes, scan.nonce, new Date(scan.at));
        }
        await repository.refreshCheckedIn(ticketId, deps.now());
      });
      return bundleOf(scope, ticketId, input.deviceId);
    },
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
