import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sandboxCharges, sandboxDisputes, sandboxPayouts, sandboxRefunds } from '../../db/schema/payments.ts';
import { paymentProviderError } from './payment-provider.ts';
import type { StoreMoneyProvider } from './store-money-provider.ts';

/** The sandbox pays out daily, two days after a payment (like a new Stripe account in the US). */
export const sandboxPayoutSchedule = 'Daily, 2 days after payment';

export const sandboxRefundRefusals = {
  unknownCharge: 'The payment provider does not know this payment.',
  tooLarge: 'The payment provider refused the refund: it is more than what is left of the payment.',
  evidenceSubmitted: 'The payment provider already has the evidence for this dispute.',
  unknownDispute: 'The payment provider does not know this dispute.',
} as const;

/**
 * The sandbox's refunds, dispute evidence, balance and payouts, on its own tables (what Stripe
 * keeps for a connected account). A refund with a key already used answers that refund.
 */
export function createSandboxStoreMoney(deps: { db: DbOrTx; now: () => Date }): StoreMoneyProvider {
  const { db, now } = deps;
  return {
    async refundCharge(input) {
      return db.transaction(async (tx) => {
        // The charge's lock comes first: two concurrent calls with one key then see each other's refund.
        const [charge] = await tx
          .select()
          .from(sandboxCharges)
          .where(and(eq(sandboxCharges.id, input.chargeId), eq(sandboxCharges.accountId, input.accountId)))
          .for('update');
        const [earlier] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
        if (earlier) return { id: earlier.id, status: earlier.status };
        if (!charge) throw paymentProviderError(sandboxRefundRefusals.unknownCharge);
        if (charge.amountRefundedCents + input.amountCents > charge.amountCents) {
          throw paymentProviderError(sandboxRefundRefusals.tooLarge);
        }
        const id = `re_sandbox_${randomBytes(12).toString('hex')}`;
        await tx.insert(sandboxRefunds).values({
          id,
          teamId: charge.teamId,
          chargeId: charge.id,
          amountCents: input.amountCents,
          reason: input.reason,
          status: 'succeeded',
          idempotencyKey: input.idempotencyKey,
        });
        await tx
          .update(sandboxCharges)
          .set({ amountRefundedCents: sql`${sandboxCharges.amountRefundedCents} + ${input.amountCents}` })
          .where(eq(sandboxCharges.id, charge.id));
        return { id, status: 'succeeded' as const };
      });
    },

    async submitDisputeEvidence(input) {
      const [dispute] = await db
        .select()
        .from(sandboxDisputes)
        .where(eq(sandboxDisputes.id, input.disputeId));
      if (!dispute) throw paymentProviderError(sandboxRefundRefusals.unknownDispute);
      // The sandbox keeps each file as its evidence field's value: name, type and size.
      const files = Object.fromEntries(
        input.files.map((file) => [
          file.kind,
          `${file.name} (${file.contentType}, ${file.data.length} bytes)`,
        ]),
      );
      const updated = await db
        .update(sandboxDisputes)
        .set({
          evidence: { ...(input.text ? { uncategorized_text: input.text } : {}), ...files },
          submittedAt: now(),
          status: 'under_review',
        })
        .where(and(eq(sandboxDisputes.id, input.disputeId), isNull(sandboxDisputes.submittedAt)))
        .returning({ id: sandboxDisputes.id });
      if (updated.length === 0) throw paymentProviderError(sandboxRefundRefusals.evidenceSubmitted);
    },

    async getBalance(accountId) {
      const [row] = await db
        .select({
          available: sql<number>`coalesce(sum(case when ${sandboxCharges.availableOn} <= ${now()} then ${net} end), 0)::int`,
          pending: sql<number>`coalesce(sum(case when ${sandboxCharges.availableOn} > ${now()} then ${net} end), 0)::int`,
        })
        .from(sandboxCharges)
        .where(and(eq(sandboxCharges.accountId, accountId), isNull(sandboxCharges.payoutId)));
      return { availableCents: row?.available ?? 0, pendingCents: row?.pending ?? 0 };
    },

    async listPayouts(accountId, limit) {
      const rows = await db
        .select()
        .from(sandboxPayouts)
        .where(eq(sandboxPayouts.accountId, accountId))
        .orderBy(desc(sandboxPayouts.arrivalDate))
        .limit(limit);
      return {
        payouts: rows.map((p) => ({
          id: p.id,
          amountCents: p.amountCents,
          createdAt: p.timeCreated,
          arrivalDate: p.arrivalDate,
          status: p.status,
        })),
        schedule: sandboxPayoutSchedule,
      };
    },
  };
}

/** What a charge leaves on the account: the payment less the platform's fee and the refunds. */
const net = sql`${sandboxCharges.amountCents} - ${sandboxCharges.applicationFeeCents} - ${sandboxCharges.amountRefundedCents}`;
