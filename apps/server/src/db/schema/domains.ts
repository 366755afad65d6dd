import type { CustomDomainSource, CustomDomainStatus, DomainRequestKind } from '@sideline/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';
import { teams } from './teams.ts';

/**
 * A team's custom domain (one per team; docs/decisions/024). Hosts are stored lower case.
 * `teams.url` names `primaryHost` exactly while `status` is `valid`; `alternateHost` (the other of
 * apex and www) redirects to it.
 */
export const teamDomains = pgTable(
  'team_domains',
  {
    teamId: text('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The domain as the admin entered it (or Sideline registered it), normalized. */
    domain: text('domain').notNull(),
    primaryHost: text('primary_host').notNull(),
    alternateHost: text('alternate_host'),
    source: text('source').$type<CustomDomainSource>().notNull(),
    /** The TXT value and the HTTP token that prove the domain; random, per domain entered. */
    token: text('token').notNull(),
    status: text('status').$type<CustomDomainStatus>().notNull().default('pending'),
    /** What the last check found wrong, in the admin's words; empty when valid. */
    problem: text('problem').notNull().default(''),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('team_domains_primary_host_idx').on(t.primaryHost),
    index('team_domains_alternate_host_idx').on(t.alternateHost),
    index('team_domains_status_checked_at_idx').on(t.status, t.checkedAt),
  ],
);

/**
 * The hosts at which team sites answer on their own domains: one row per host, so the database
 * itself allows one team per host (issue 33 §3). A team's primary host and its alternate (the
 * other of apex and www) are held while its domain is valid or registered through Sideline, and
 * let go when the domain is removed or a check finds it no longer the team's. Hosts are
 * normalized (lower case ASCII, punycode for international names, no trailing dot).
 */
export const siteHosts = pgTable(
  'site_hosts',
  {
    host: text('host').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'primary' | 'alternate'>().notNull(),
    timeCreated: timestamp('time_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_hosts_team_id_idx').on(t.teamId)],
);

/** The contact a registrar needs for a domain's owner (registrant). */
export interface DomainRegistrantContact {
  name: string;
  organization: string;
  email: string;
  address: string;
}

/**
 * The operator's fulfilment record of a domain Sideline registered for a team: what a real
 * registrar needs (domain, registrant contact, years) and what it answered. The sandbox registrar
 * fills it locally; an operator registering by hand works from it.
 */
export const domainRegistrations = pgTable(
  'domain_registrations',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    registrar: text('registrar').notNull(),
    /** The registrar's id for the registration (its order or domain id). */
    registrarReference: text('registrar_reference').notNull(),
    contact: jsonb('contact').$type<DomainRegistrantContact>().notNull(),
    years: integer('years').notNull(),
    status: text('status').$type<'registered' | 'renewed'>().notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('domain_registrations_domain_idx').on(t.domain),
    index('domain_registrations_team_id_idx').on(t.teamId),
  ],
);

/**
 * "Domain information" and "domain email" submissions (spec part 1 §6): the domain a team or a
 * visitor wants, the mailbox names wanted on it. `teamId` is empty for a marketing-site visitor.
 */
export const domainRequests = pgTable(
  'domain_requests',
  {
    id: idColumn(),
    teamId: text('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DomainRequestKind>().notNull(),
    domain: text('domain').notNull(),
    mailboxes: text('mailboxes').array().notNull().default([]),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    teamName: text('team_name').notNull().default(''),
    note: text('note').notNull().default(''),
    /** When an operator marked the request fulfilled. */
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [index('domain_requests_team_id_idx').on(t.teamId)],
);
