import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/platform.ts';
import { teams } from '../../db/schema/teams.ts';
import type { MailTransport } from './mail-transports.ts';
import type { OutboxMail } from './outbox.ts';

export interface MailDeliveryOptions {
  db: Db;
  transport: MailTransport;
  /** Attempts before a mail is marked failed. */
  maxAttempts?: number;
  /** Wait after the first failed attempt; doubled after each further failure. */
  backoffBaseMs?: number;
  /** How long a claimed mail stays with one worker before another may take it over (crash recovery). */
  leaseMs?: number;
  batchSize?: number;
  now?: () => Date;
  onError?: (mail: OutboxMail, error: unknown) => void;
}

export interface DeliveryRound {
  sent: number;
  retrying: number;
  failed: number;
}

export const defaultMailDelivery = {
  maxAttempts: 5,
  backoffBaseMs: 30_000,
  leaseMs: 5 * 60_000,
  batchSize: 20,
} as const;

/** Why a mail was held back instead of delivered. */
export const heldPrivateDemoMail = 'Held: mail of a private demo team is never delivered.';

/** Wait before the next attempt after `attempts` failed ones: base, 2×base, 4×base, ... */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return baseMs * 2 ** Math.max(0, attempts - 1);
}

/**
 * Delivers due outbox mails. Claiming is one statement over `FOR UPDATE SKIP LOCKED`, so any number
 * of workers share the outbox without sending a mail twice; the transport is called outside any
 * transaction. A claimed mail carries a lease in `next_attempt_at`: if its worker dies, the mail
 * becomes due again when the lease ends (delivery is at least once).
 */
export function createMailDelivery(options: MailDeliveryOptions) {
  const { db, transport } = options;
  const maxAttempts = options.maxAttempts ?? defaultMailDelivery.maxAttempts;
  const backoffBaseMs = options.backoffBaseMs ?? defaultMailDelivery.backoffBaseMs;
  const leaseMs = options.leaseMs ?? defaultMailDelivery.leaseMs;
  const batchSize = options.batchSize ?? defaultMailDelivery.batchSize;
  const now = options.now ?? (() => new Date());

  async function claimDue(): Promise<OutboxMail[]> {
    const at = now();
    return db.transaction(async (tx) => {
      // A private demo's mail stays in the outbox (readable at /dev/mail) and never leaves it.
      await tx
        .update(mailOutbox)
        .set({ status: 'held', lastError: heldPrivateDemoMail })
        .where(
          and(
            eq(mailOutbox.status, 'pending'),
            inArray(
              mailOutbox.teamId,
              tx.select({ id: teams.id }).from(teams).where(isNotNull(teams.privateDemoExpiresAt)),
            ),
          ),
        );
      const due = tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.nextAttemptAt, at)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      return tx
        .update(mailOutbox)
        .set({
          status: 'sending',
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: new Date(at.getTime() + leaseMs),
        })
        .where(inArray(mailOutbox.id, due))
        .returning();
    });
  }

  async function deliver(mail: OutboxMail): Promise<keyof DeliveryRound> {
    try {
      await transport.send(mail);
    } catch (error) {
      options.onError?.(mail, error);
      const isLastAttempt = mail.attempts >= maxAttempts;
      const at = now();
      await db
        .update(mailOutbox)
        .set({
          status: isLastAttempt ? 'failed' : 'pending',
          nextAttemptAt: new Date(at.getTime() + retryDelayMs(mail.attempts, backoffBaseMs)),
          lastError: error instanceof Error ? error.message.slice(0, 2000) : String(error),
        })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'sending')));
      return isLastAttempt ? 'failed' : 'retrying';
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: now(), lastError: null })
      .where(eq(mailOutbox.id, mail.id));
    return 'sent';
  }

  return {
    /** Claims and delivers one batch of due mails. */
    async deliverDue(): Promise<DeliveryRound> {
      const round: DeliveryRound = { sent: 0, retrying: 0, failed: 0 };
      for (const mail of await claimDue()) round[await deliver(mail)] += 1;
      return round;
    },
  };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;
