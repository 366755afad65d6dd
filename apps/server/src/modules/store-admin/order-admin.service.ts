import {
  type DisputeEvidenceFileKind,
  detectFormFileType,
  disputeEvidenceFileRules,
  type disputeEvidenceSchema,
  disputeMessages,
  fulfilmentMessages,
  type fulfilOrderSchema,
  type handOverOrderSchema,
  type OrderFilter,
  orderFilterOf,
  orderMessages,
  refundAmountProblem,
  refundMessages,
  type refundRequestSchema,
  type StoreDispute,
  type StoreOrderDetail,
  type StoreOrderSummary,
  soldProductMessages,
} from '@sideline/domain';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import { enqueueMail, type MailContent, teamSenderAddress } from '../../platform/mail/index.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { type FileStorage, newTeamFileKey } from '../../platform/storage.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import type { SessionTeam } from '../accounts/session-guard.ts';
import {
  createStoreAdminRepository,
  type DisputeRow,
  type OrderItemRow,
  type OrderRow,
  type RefundRow,
  type StoreAdminRepository,
} from './store-admin.repository.ts';
import {
  orderCancelledMail,
  orderRefundedMail,
  orderReinstatedMail,
  orderShippedMail,
} from './store-admin-mail-templates.ts';

const orderNotFound = () => new AppError('not_found', soldProductMessages.notFound);
const disputeNotFound = () => new AppError('not_found', disputeMessages.notFound);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export interface OrderAdminDeps {
  db: Db;
  provider: PaymentProvider;
  /** Where dispute evidence files are kept (private) until they go to the provider. */
  storage: FileStorage;
  mailFrom: string;
  now: () => Date;
  /**
   * The store's run of the order lines' kind hooks (store-item-kinds.ts) for a cancel or a
   * reinstate, inside the caller's transaction; read when first needed (the store module's
   * services are created after this one's).
   */
  orderHooks: () => (tx: Tx, order: OrderRow, event: 'cancel' | 'reinstate') => Promise<void>;
}

function toSummary(order: OrderRow, items: OrderItemRow[]): StoreOrderSummary {
  const lines = items.filter((item) => item.orderId === order.id);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    filter: orderFilterOf({ ...order, lines }),
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    totalCents: order.totalCents,
    serviceFeeCents: order.serviceFeeCents,
    refundedCents: order.refundedCents,
    paidAt: iso(order.paidAt),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

function toDetail(order: OrderRow, items: OrderItemRow[], refunds: RefundRow[]): StoreOrderDetail {
  return {
    ...toSummary(order, items),
    customerPhone: order.customerPhone,
    shippingAddress: order.shippingAddress,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    netCents: order.netCents,
    paymentProvider: order.paymentProvider,
    chargeId: order.chargeId ?? order.paymentIntentId,
    cancelledAt: iso(order.cancelledAt),
    notes: order.notes,
    items: items.map((item) => ({
      id: item.id,
      kind: item.kind,
      name: item.name,
      sku: item.sku,
      options: item.options,
      unitPriceCents: item.unitPriceCents,
      quantity: item.quantity,
      totalCents: item.totalCents,
      shippable: item.shippable,
      fulfilmentStatus: item.fulfilmentStatus,
      shippingCarrier: item.shippingCarrier,
      shippingNumber: item.shippingNumber,
      shippingUrl: item.shippingUrl,
      fulfilledAt: iso(item.fulfilledAt),
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amountCents: refund.amountCents,
      reason: refund.reason,
      status: refund.status,
      createdAt: refund.timeCreated.toISOString(),
    })),
  };
}

function toDispute(row: DisputeRow, orderNumbers: Map<string, string>): StoreDispute {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderId ? (orderNumbers.get(row.orderId) ?? null) : null,
    amountCents: row.amountCents,
    reason: row.reason,
    status: row.status,
    dueBy: iso(row.dueBy),
    evidenceText: row.evidenceText,
    evidenceFiles: row.evidenceFiles,
    submittedAt: iso(row.submittedAt),
  };
}

/**
 * Store → orders, charges, refunds and disputes (issue 22, decision 027). Every change locks the
 * order row; a refund is recorded `pending` with the admin's idempotency key before the provider
 * is called with that key, so a retried or doubled request refunds once.
 */
export function createOrderAdminService(deps: OrderAdminDeps) {
  const repositoryOf = (scope: TeamScope, db: DbOrTx = deps.db) => createStoreAdminRepository(db, scope);

  async function detail(repository: StoreAdminRepository, id: string): Promise<StoreOrderDetail> {
    const order = await repository.findOrder(id);
    if (order?.status !== 'paid') throw orderNotFound();
    const [items, refunds] = await Promise.all([
      repository.listOrderItems([id]),
      repository.listRefunds([id]),
    ]);
    return toDetail(order, items, refunds);
  }

  /** The paid order, locked for the change (pending, expired and failed checkouts are not orders). */
  async function lockPaidOrder(repository: StoreAdminRepository, id: string): Promise<OrderRow> {
    const order = await repository.findOrder(id, true);
    if (order?.status !== 'paid') throw orderNotFound();
    return order;
  }

  /** A mail to the buyer, in the change's transaction; demo teams' orders never mail anyone. */
  async function mailBuyer(tx: Tx, team: SessionTeam, order: OrderRow, content: MailContent): Promise<void> {
    if (team.team.demoId || team.team.privateDemoExpiresAt) return;
    await enqueueMail(
      tx,
      {
        ...content,
        from: teamSenderAddress(deps.mailFrom, team.team.name),
        to: [order.customerEmail],
        replyTo: team.team.email || null,
        reference: order.id,
        teamId: team.teamId,
      },
      deps.now(),
    );
  }

  const mailValues = (team: SessionTeam, order: OrderRow) => ({
    teamName: team.team.name,
    orderNumber: order.orderNumber,
    customerName: order.customerName,
  });

  return {
    async list(scope: TeamScope, filter: OrderFilter | undefined): Promise<StoreOrderSummary[]> {
      const repository = repositoryOf(scope);
      const orders = await repository.listPaidOrders();
      const items = await repository.listOrderItems(orders.map((o) => o.id));
      const summaries = orders.map((order) => toSummary(order, items));
      return filter ? summaries.filter((s) => s.filter === filter) : summaries;
    },

    get: (scope: TeamScope, id: string) => detail(repositoryOf(scope), id),

    /** Marks product lines shipped with their tracking and mails the buyer, once per line. */
    async fulfil(team: SessionTeam, id: string, body: z.output<typeof fulfilOrderSchema>) {
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(team, tx);
        const order = await lockPaidOrder(repository, id);
        if (order.cancelledAt) throw new AppError('conflict', orderMessages.alreadyCancelled);
        const items = await repository.listOrderItems([id]);
        const chosen = items.filter((item) => body.itemIds.includes(item.id));
        if (chosen.length !== body.itemIds.length || chosen.some((item) => item.kind !== 'product')) {
          throw invalidField('itemIds', fulfilmentMessages.nothingToShip);
        }
        const shipped = await repository.shipItems(id, body.itemIds, {
          carrier: body.carrier,
          number: body.trackingNumber,
          url: body.trackingUrl,
          at: deps.now(),
        });
        if (shipped !== body.itemIds.length)
          throw new AppError('conflict', fulfilmentMessages.alreadyShipped);
        await mailBuyer(
          tx,
          team,
          order,
          orderShippedMail({
            ...mailValues(team, order),
            items: chosen.map((item) => ({ name: item.name, quantity: item.quantity })),
            carrier: body.carrier,
            trackingNumber: body.trackingNumber,
            trackingUrl: body.trackingUrl,
          }),
        );
      });
      return detail(repositoryOf(team), id);
    },

    /**
     * Marks product lines that are not shipped (picked up at the rink, say) as handed over: no
     * carrier, no tracking and no mail, since the buyer was there.
     */
    async handOver(scope: TeamScope, id: string, body: z.output<typeof handOverOrderSchema>) {
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        const order = await lockPaidOrder(repository, id);
        if (order.cancelledAt) throw new AppError('conflict', orderMessages.alreadyCancelled);
        const items = await repository.listOrderItems([id]);
        const chosen = items.filter((item) => body.itemIds.includes(item.id));
        if (
          chosen.length !== body.itemIds.length ||
          chosen.some((item) => item.kind !== 'product' || item.shippable)
        ) {
          throw invalidField('itemIds', fulfilmentMessages.nothingToHandOver);
        }
        if ((await repository.handOverItems(id, body.itemIds, deps.now())) !== body.itemIds.length)
          throw new AppError('conflict', fulfilmentMessages.alreadyHandedOver);
      });
      return detail(repositoryOf(scope), id);
    },

    /** Cancels a paid order: the money is kept (no refund), the kinds' hooks run, the buyer hears. */
    async cancel(team: SessionTeam, id: string) {
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(team, tx);
        const order = await lockPaidOrder(repository, id);
        if (order.cancelledAt) throw new AppError('conflict', orderMessages.alreadyCancelled);
        const cancelled = { ...order, cancelledAt: deps.now() };
        await repository.updateOrder(id, { cancelledAt: cancelled.cancelledAt });
        await deps.orderHooks()(tx, cancelled, 'cancel');
        await mailBuyer(tx, team, order, orderCancelledMail(mailValues(team, order)));
      });
      return detail(repositoryOf(team), id);
    },

    async reinstate(team: SessionTeam, id: string) {
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(team, tx);
        const order = await lockPaidOrder(repository, id);
        if (!order.cancelledAt) throw new AppError('conflict', orderMessages.notCancelled);
        const reinstated = { ...order, cancelledAt: null, reinstatedAt: deps.now() };
        await repository.updateOrder(id, { cancelledAt: null, reinstatedAt: reinstated.reinstatedAt });
        await deps.orderHooks()(tx, reinstated, 'reinstate');
        await mailBuyer(tx, team, order, orderReinstatedMail(mailValues(team, order)));
      });
      return detail(repositoryOf(team), id);
    },

    async saveNotes(scope: TeamScope, id: string, notes: string) {
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        await lockPaidOrder(repository, id);
        await repository.updateOrder(id, { notes });
      });
      return detail(repositoryOf(scope), id);
    },

    /** For the tickets' refund-all: what each of these paid orders spent on one ticket, and its totals. */
    ticketSpendOfOrders(scope: TeamScope, ticketId: string, orderIds: string[]) {
      return repositoryOf(scope).listTicketSpendOfOrders(ticketId, orderIds);
    },

    /**
     * Refunds part or all of a paid order, exactly once per idempotency key: the key's refund row
     * is written (pending) under the order's lock, the provider is called with the same key, and
     * the order's refunded total grows only when that row turns `succeeded`. The fee is kept.
     */
    async refund(team: SessionTeam, id: string, body: z.output<typeof refundRequestSchema>) {
      const accountId = team.team.stripeAccountId;
      const refund = await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(team, tx);
        const order = await lockPaidOrder(repository, id);
        const earlier = await repository.findRefundByKey(body.idempotencyKey);
        if (earlier) {
          if (earlier.orderId !== id) throw orderNotFound();
          return { row: earlier, order };
        }
        const chargeId = order.chargeId ?? order.paymentIntentId;
        if (!chargeId || !accountId) throw new AppError('conflict', orderMessages.noCharge);
        const pending = (await repository.listRefunds([id]))
          .filter((r) => r.status === 'pending')
          .reduce((sum, r) => sum + r.amountCents, 0);
        const problem = refundAmountProblem(
          { totalCents: order.totalCents, refundedCents: order.refundedCents + pending },
          body.amountCents,
        );
        if (problem) throw invalidField('amountCents', problem);
        const row = await repository.insertRefund({
          orderId: id,
          amountCents: body.amountCents,
          reason: body.reason,
          status: 'pending',
          idempotencyKey: body.idempotencyKey,
          createdByUserId: team.userId,
        });
        // Not this team's key (looked up above): another team's, and no answer may tell whose.
        if (!row) throw new AppError('conflict', refundMessages.keyInUse);
        return { row, order };
      });
      // Completed already (the provider answered), or refused: a retry with the key changes nothing.
      if (refund.row.providerRefundId !== null || refund.row.status === 'failed') {
        return detail(repositoryOf(team), id);
      }

      const chargeId = refund.order.chargeId ?? refund.order.paymentIntentId ?? '';
      let answer: Awaited<ReturnType<PaymentProvider['refundCharge']>>;
      try {
        answer = await deps.provider.refundCharge({
          accountId: accountId ?? '',
          chargeId,
          amountCents: refund.row.amountCents,
          reason: refund.row.reason,
          orderId: id,
          refundId: refund.row.id,
          idempotencyKey: refund.row.idempotencyKey,
        });
      } catch (error) {
        await repositoryOf(team).updateRefund(refund.row.id, {
          status: 'failed',
          failureReason: error instanceof Error ? error.message : 'refused',
        });
        throw error;
      }

      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(team, tx);
        const order = await lockPaidOrder(repository, id);
        const [current] = (await repository.listRefunds([id])).filter((r) => r.id === refund.row.id);
        if (!current || current.providerRefundId !== null) return;
        // A webhook that came before this answer left a newer status on the row.
        const status = current.status === 'pending' ? answer.status : current.status;
        await repository.updateRefund(current.id, { status, providerRefundId: answer.id });
        if (status !== 'succeeded' && status !== 'pending') return;
        const totalRefundedCents = order.refundedCents + current.amountCents;
        await repository.updateOrder(id, { refundedCents: totalRefundedCents });
        await mailBuyer(
          tx,
          team,
          order,
          orderRefundedMail({
            ...mailValues(team, order),
            amountCents: current.amountCents,
            totalRefundedCents,
            reason: current.reason,
          }),
        );
      });
      return detail(repositoryOf(team), id);
    },

    async listDisputes(scope: TeamScope): Promise<StoreDispute[]> {
      const repository = repositoryOf(scope);
      const rows = await repository.listDisputes();
      const orderIds = [...new Set(rows.flatMap((r) => (r.orderId ? [r.orderId] : [])))];
      const orders = await Promise.all(orderIds.map((orderId) => repository.findOrder(orderId)));
      const numbers = new Map(orders.flatMap((o) => (o ? [[o.id, o.orderNumber] as const] : [])));
      return rows.map((row) => toDispute(row, numbers));
    },

    /**
     * Keeps a file the admin attaches to a dispute's evidence, privately, until the evidence is
     * sent: a PDF, JPEG or PNG (by its bytes) of at most 5 MB, as the card issuers take them. The
     * upload is read only once the dispute is known to be the team's and still open.
     */
    async attachEvidenceFile(
      team: SessionTeam,
      id: string,
      readUpload: () => Promise<{ data: Buffer; fileName: string }>,
    ): Promise<{ fileId: string; name: string }> {
      const repository = repositoryOf(team);
      const dispute = await repository.findDispute(id);
      if (!dispute) throw disputeNotFound();
      if (dispute.submittedAt) throw new AppError('conflict', disputeMessages.evidenceAlreadySubmitted);
      const upload = await readUpload();
      const type = detectFormFileType(upload.fileName, upload.data);
      if (!type || !(disputeEvidenceFileRules.contentTypes as readonly string[]).includes(type.contentType)) {
        throw invalidField('file', disputeMessages.fileType(upload.fileName));
      }
      if (upload.data.length > disputeEvidenceFileRules.maxBytes) {
        throw invalidField('file', disputeMessages.fileTooLarge(upload.fileName));
      }
      const key = newTeamFileKey(team.teamId, type.extension);
      await deps.storage.put(key, upload.data, type.contentType);
      const fileId = await repository.insertPrivateFile({
        key,
        contentType: type.contentType,
        size: upload.data.length,
        title: upload.fileName,
      });
      return { fileId, name: upload.fileName };
    },

    /** Sends the evidence to the provider once, before its due date; files must be the team's. */
    async submitEvidence(
      team: SessionTeam,
      id: string,
      body: z.output<typeof disputeEvidenceSchema>,
    ): Promise<StoreDispute> {
      const repository = repositoryOf(team);
      const found = await repository.findTeamFiles(body.files.map((f) => f.fileId));
      const kindOf = new Map<string, DisputeEvidenceFileKind>(body.files.map((f) => [f.fileId, f.kind]));
      if (found.length !== kindOf.size || kindOf.size !== body.files.length)
        throw invalidField('files', disputeMessages.noFile);
      const files = found.map((file) => ({ ...file, kind: kindOf.get(file.fileId) ?? 'uncategorized_file' }));
      // The submission is claimed under the dispute's lock (submittedAt), so submissions sent at
      // once reach the provider once and the others are told it is sent (issue 33 §5.9); a call
      // the provider refuses gives the claim back.
      const submittedAt = deps.now();
      const dispute = await deps.db.transaction(async (tx) => {
        const inTx = repositoryOf(team, tx);
        const locked = await inTx.findDispute(id, true);
        if (!locked) throw disputeNotFound();
        if (locked.submittedAt) throw new AppError('conflict', disputeMessages.evidenceAlreadySubmitted);
        if (locked.dueBy && locked.dueBy.getTime() <= submittedAt.getTime()) {
          throw new AppError('conflict', disputeMessages.evidencePastDue);
        }
        await inTx.updateDispute(id, { submittedAt });
        return locked;
      });
      try {
        await deps.provider.submitDisputeEvidence({
          accountId: team.team.stripeAccountId ?? '',
          disputeId: dispute.providerDisputeId,
          text: body.text,
          files: await Promise.all(
            files.map(async (file) => {
              const stored = await deps.storage.get(file.key);
              if (!stored) throw new Error(`the evidence file ${file.fileId} is missing from storage`);
              return { kind: file.kind, name: file.name, contentType: file.contentType, data: stored.data };
            }),
          ),
          idempotencyKey: `dispute-evidence:${dispute.id}`,
        });
      } catch (error) {
        await repository.updateDispute(id, { submittedAt: null });
        throw error;
      }
      await repository.updateDispute(id, {
        evidenceText: body.text,
        evidenceFiles: files.map(({ kind, fileId, name }) => ({ kind, fileId, name })),
        status: dispute.status.startsWith('warning') ? 'warning_under_review' : 'under_review',
      });
      const updated = await repository.findDispute(id);
      if (!updated) throw disputeNotFound();
      return toDispute(updated, new Map());
    },
  };
}

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
