import type { PgTable } from 'drizzle-orm/pg-core';
import { sandboxPaymentAccounts } from '../../db/schema/payments.ts';
import { files, mailOutbox } from '../../db/schema/platform.ts';
import { orderItems, orders, products, tickets } from '../../db/schema/store.ts';
import { sandboxCheckoutSessions, sandboxSubscriptions } from '../../db/schema/subscriptions.ts';

/**
 * An area's tenant tables (those with a `team_id`), by whether a write to them changes what the
 * team's public site shows (docs/decisions/009-content-version-triggers.md). The content-version
 * test fails for a tenant table no area declares, and for a bumping table without its triggers.
 */
export interface ContentTables {
  /** Tables a public page reads: each has the three content-version triggers, in a migration. */
  bumping: readonly PgTable[];
  /** Tables no public page reads: writes to them never bump. */
  notBumping: readonly PgTable[];
}

/** Tenant tables that belong to no module folder (the modules declare theirs: `contentTables`). */
export const tablesOutsideModules: ContentTables = {
  // The store's (db/schema/store.ts): products and tickets are on the store pages; a sale reaches
  // the pages through their quantity_sold, so orders stay private.
  bumping: [products, tickets],
  // The platform's: stored files, the mail outbox and the sandbox payment provider's accounts,
  // checkout sessions and subscriptions.
  notBumping: [
    orders,
    orderItems,
    files,
    mailOutbox,
    sandboxPaymentAccounts,
    sandboxCheckoutSessions,
    sandboxSubscriptions,
  ],
};
