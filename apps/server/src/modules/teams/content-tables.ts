import type { PgTable } from 'drizzle-orm/pg-core';
import { sandboxPaymentAccounts } from '../../db/schema/payments.ts';
import { files, mailOutbox } from '../../db/schema/platform.ts';
import { orderItems, orders, products, tickets } from '../../db/schema/store.ts';
import { articlesContentTables } from '../articles/articles.content-tables.ts';
import { customPagesContentTables } from '../custom-pages/custom-pages.content-tables.ts';
import { eventsContentTables } from '../events/events.content-tables.ts';
import { formSubmissionsContentTables } from '../form-submissions/form-submissions.content-tables.ts';
import { formsContentTables } from '../forms/forms.content-tables.ts';
import { galleriesContentTables } from '../galleries/galleries.content-tables.ts';
import { gamesContentTables } from '../games/games.content-tables.ts';
import { leaguesContentTables } from '../leagues/leagues.content-tables.ts';
import { mediaContentTables } from '../media/media.content-tables.ts';
import { opponentsContentTables } from '../opponents/opponents.content-tables.ts';
import { rosterContentTables } from '../roster/roster.content-tables.ts';
import { seasonsContentTables } from '../seasons/seasons.content-tables.ts';
import { sponsorsContentTables } from '../sponsors/sponsors.content-tables.ts';
import { staffContentTables } from '../staff/staff.content-tables.ts';
import { teamsContentTables } from './teams.content-tables.ts';

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

/** Tenant tables that belong to no module folder. */
const tablesOutsideModules: ContentTables = {
  // The store's (db/schema/store.ts): products and tickets are on the store pages; a sale reaches
  // the pages through their quantity_sold, so orders stay private.
  bumping: [products, tickets],
  // The platform's: stored files, the mail outbox and the sandbox payment provider's accounts.
  notBumping: [orders, orderItems, files, mailOutbox, sandboxPaymentAccounts],
};

/** Every area's declaration, and the tables outside the areas. */
export const allContentTables: readonly ContentTables[] = [
  teamsContentTables,
  rosterContentTables,
  staffContentTables,
  gamesContentTables,
  eventsContentTables,
  articlesContentTables,
  galleriesContentTables,
  seasonsContentTables,
  leaguesContentTables,
  opponentsContentTables,
  sponsorsContentTables,
  formsContentTables,
  customPagesContentTables,
  formSubmissionsContentTables,
  mediaContentTables,
  tablesOutsideModules,
];
