import type { PgTable } from 'drizzle-orm/pg-core';
import {
  sandboxCharges,
  sandboxDisputes,
  sandboxPaymentAccounts,
  sandboxPayouts,
  sandboxRefunds,
  sandboxStoreSessions,
} from '../../db/schema/payments.ts';
import { files, mailOutbox } from '../../db/schema/platform.ts';
import { products, productVariants, tickets, ticketTiers } from '../../db/schema/store.ts';
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
  // The store's catalog (db/schema/store.ts): products, their variants, tickets and their tiers are
  // on the store pages (a sale reaches them through their sold counts); the store module declares
  // its private tables (orders, carts, holds, issued tickets, refunds, disputes).
  bumping: [products, productVariants, tickets, ticketTiers],
  // The platform's: stored files, the mail outbox and the sandbox payment provider's accounts,
  // checkout sessions, subscriptions and store payments.
  notBumping: [
    sandboxStoreSessions,
    sandboxCharges,
    sandboxRefunds,
    sandboxDisputes,
    sandboxPayouts,
    files,
    mailOutbox,
    sandboxPaymentAccounts,
    sandboxCheckoutSessions,
    sandboxSubscriptions,
  ],
};
