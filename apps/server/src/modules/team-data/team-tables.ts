import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';

/**
 * Which of the schema's tables a team owns, and what its archive does with each (decision 032).
 * "Team-owned" is derived from the Drizzle schema: every table with a `team_id` column. Each must be
 * classified below; team-tables.test.ts fails when a new one is not.
 */

/** In the archive and made again by an import (ids remapped, files re-stored). */
const importedTables = [
  'files',
  'media_assets',
  'opponents',
  'leagues',
  'seasons',
  'players',
  'coaches',
  'sponsors',
  'games',
  'game_players',
  'game_coaches',
  'events',
  'articles',
  'galleries',
  'photos',
  'forms',
  'submitted_forms',
  'custom_pages',
  'products',
  'product_variants',
  'tickets',
  'ticket_tiers',
] as const;

/** In the archive for reference, never imported: the reason is written in the archive's README. */
const referenceOnlyTables = {
  subscriptions: "The team's subscriptions to Sideline: a new team starts its own.",
  orders: 'Orders are payments that happened: a new team has no payments.',
  order_items: 'The lines of those orders.',
  team_subscription_info: 'The subscription summary the platform keeps: a new team starts its own.',
  team_store_activation: "The store's payment account state: a new team sets up its own payment account.",
  team_admin_info: "The platform's block flag: a new team starts active.",
  team_domains: 'A custom domain points at one team: a new team connects its own.',
  site_hosts: 'The hosts the site answered at on that domain: one team per host.',
  domain_registrations: 'Domains Sideline registered for the team.',
  domain_requests: 'Domain and email requests the team sent to Sideline.',
  refunds: 'Refunds of those orders.',
  disputes: 'Disputes buyers opened on those orders.',
  issued_tickets: 'The tickets those orders admitted: their codes are signed with the old team key.',
  ticket_check_ins: 'Who was admitted at the door with those tickets.',
  reviews: "The team's review of Sideline.",
  vendor_interests: 'Marketplace vendors the team asked about.',
} as const satisfies Record<string, string>;

/** The sandbox payment provider's tables: they stand in for Stripe, so they are its records, not the team's. */
const sandboxProviderTables = [
  'sandbox_payment_accounts',
  'sandbox_checkout_sessions',
  'sandbox_subscriptions',
  'sandbox_store_sessions',
  'sandbox_charges',
  'sandbox_refunds',
  'sandbox_disputes',
  'sandbox_payouts',
] as const;
const sandboxProviderReason = "The sandbox payment provider's own records (Stripe's side), not the team's.";

/** Not in the archive at all, with why. */
const excludedTables = {
  mail_outbox: 'The delivery queue of mails: they hold one-time sign-in and reset links.',
  team_data_exports: 'The export requests themselves (the archive being built is one).',
  ...Object.fromEntries(sandboxProviderTables.map((name) => [name, sandboxProviderReason])),
  carts: "Visitors' open carts: short-lived, and a new team's store starts empty.",
  cart_items: "The lines of visitors' open carts.",
  inventory_holds: 'Stock held for checkouts in progress: short-lived.',
  ticket_signing_keys:
    "The team's secret ticket-signing key: a secret never leaves the server; a new team makes its own.",
  scan_devices: 'Door devices registered for check-in: a new team names its own.',
  scan_accesses:
    "Volunteers' scan-only door accesses: secrets (hashed link and PIN) that expire after the event.",
  scan_access_sessions: "Volunteers' signed-in phones at the door: short-lived sessions.",
  page_views: 'Anonymous visit counts of the old site: statistics, not content.',
  operator_actions: "Sideline staff's log of their own actions.",
} as const satisfies Record<string, string>;

export type TeamTableRole = 'imported' | 'reference' | 'excluded';

export interface TeamTable {
  name: string;
  table: PgTable;
  role: TeamTableRole;
  /** Why a reference-only or excluded table is not imported. */
  reason: string;
  /** JavaScript key → column, as `db.select()` returns rows. */
  columns: Record<string, PgColumn>;
}

/** Every schema table with a `team_id` column, by SQL name. */
export function findTeamOwnedTables(): Map<string, PgTable> {
  const found = new Map<string, PgTable>();
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    if (config.columns.some((column) => column.name === 'team_id')) found.set(config.name, value);
  }
  return found;
}

export function roleOfTable(name: string): { role: TeamTableRole; reason: string } | null {
  if ((importedTables as readonly string[]).includes(name)) return { role: 'imported', reason: '' };
  if (name in referenceOnlyTables) {
    return { role: 'reference', reason: referenceOnlyTables[name as keyof typeof referenceOnlyTables] };
  }
  if (name in excludedTables) {
    return { role: 'excluded', reason: excludedTables[name as keyof typeof excludedTables] };
  }
  return null;
}

/** Every classified name, for the test that the lists name only real team tables. */
export const classifiedTableNames = [
  ...importedTables,
  ...Object.keys(referenceOnlyTables),
  ...Object.keys(excludedTables),
];

function columnsByKey(table: PgTable): Record<string, PgColumn> {
  return Object.fromEntries(
    Object.entries(table as unknown as Record<string, unknown>).filter(
      (entry): entry is [string, PgColumn] =>
        typeof entry[1] === 'object' && entry[1] !== null && 'columnType' in entry[1],
    ),
  );
}

/**
 * The team's tables as the archive handles them: imported ones first, in the order an import
 * makes them (a table after every table its required foreign keys point at), then the
 * reference-only ones. Throws for a team table nobody classified.
 */
export function listArchiveTables(): TeamTable[] {
  const owned = findTeamOwnedTables();
  const tables: TeamTable[] = [];
  for (const [name, table] of owned) {
    const role = roleOfTable(name);
    if (!role) throw new Error(`Team table "${name}" is not classified in team-data/team-tables.ts`);
    tables.push({ name, table, ...role, columns: columnsByKey(table) });
  }
  const imported = tables.filter((t) => t.role === 'imported');
  const reference = tables.filter((t) => t.role === 'reference').sort((a, b) => a.name.localeCompare(b.name));
  return [...orderByRequiredReferences(imported), ...reference];
}

/** Foreign keys of a table: column key → referenced table name. */
export function foreignKeysOf(table: TeamTable): { key: string; column: PgColumn; target: string }[] {
  const config = getTableConfig(table.table);
  return config.foreignKeys.flatMap((fk) => {
    const reference = fk.reference();
    const [column] = reference.columns;
    const target = getTableConfig(reference.foreignTable).name;
    const key = Object.keys(table.columns).find((k) => table.columns[k] === column);
    return column && key && target !== 'teams' ? [{ key, column, target }] : [];
  });
}

/**
 * Kahn's order over the required (NOT NULL) references between imported tables, ties in the
 * list's order. Optional references may point forward: an import fills them in a second pass.
 */
function orderByRequiredReferences(tables: TeamTable[]): TeamTable[] {
  const names = new Set(tables.map((t) => t.name));
  const needs = new Map(
    tables.map((t) => [
      t.name,
      new Set(
        foreignKeysOf(t)
          .filter((fk) => fk.column.notNull && names.has(fk.target) && fk.target !== t.name)
          .map((fk) => fk.target),
      ),
    ]),
  );
  const listed = [...importedTables] as string[];
  const pending = [...tables].sort((a, b) => listed.indexOf(a.name) - listed.indexOf(b.name));
  const ordered: TeamTable[] = [];
  while (pending.length) {
    const index = pending.findIndex((t) =>
      [...(needs.get(t.name) ?? [])].every((n) => ordered.some((o) => o.name === n)),
    );
    if (index < 0)
      throw new Error(`Required references form a cycle among ${pending.map((t) => t.name).join(', ')}`);
    ordered.push(...pending.splice(index, 1));
  }
  return ordered;
}
