import type { DbOrTx } from '../../db/client.ts';
import { processedPaymentEvents } from '../../db/schema/subscriptions.ts';

/**
 * Records a provider event's id; false when it was recorded before (a replay), so the caller
 * changes nothing. Shared by every webhook (subscriptions and the store): one provider event id is
 * handled once, in the transaction of its effect. Cross-tenant: an event names its team only in
 * its metadata.
 */
export async function recordPaymentEvent(tx: DbOrTx, eventId: string, type: string): Promise<boolean> {
  const inserted = await tx
    .insert(processedPaymentEvents)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: processedPaymentEvents.eventId });
  return inserted.length > 0;
}
