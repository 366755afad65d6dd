import { z } from 'zod';
import { type StoreActivation, storeActivationSchema } from '../team/team-record.ts';
import { visibleTextSchema } from '../text/visible-text.ts';
import { isWebAddress } from '../website/website-design.ts';
import {
  buildWallTimeSchema,
  notificationEmailsSchema,
  websiteStoreInfoMaxLengths,
  websiteStoreInfoMessages,
} from '../website/website-store-info.ts';
import { storeMessages } from './store-messages.ts';
import { maxTaxRateBasisPoints } from './store-money.ts';
import type { StoreItemKind } from './store-states.ts';

/**
 * Store → Settings and Store → Schedule (issue 22; spec part 1 §3 `storeInfo`, part 2 §4 switches).
 * The title, message, tax rate, external store link and notification lists live in the team's
 * `storeInfo`; the on/off switches for the public site ("client") and the portal live in the
 * read-only store activation document (spec part 2 §7 "read-only/store-info").
 */
export const storeMessageMaxLength = 2000;

/**
 * The external store's "link code" (spec part 1 §5: it must be correct): either its https address
 * or the `<a href="https://...">` snippet a store builder hands out. Answers the address, or null
 * when the code is neither.
 */
export function readExternalStoreLink(code: string): string | null {
  const trimmed = code.trim();
  const snippet = /^<a\s[^>]*href\s*=\s*["']([^"']+)["'][^>]*>[^<]*<\/a>$/i.exec(trimmed);
  const address = snippet?.[1] ?? trimmed;
  return address.startsWith('https://') && isWebAddress(address) ? address : null;
}

export const externalStoreLinkCodeSchema = z
  .string()
  .trim()
  .max(1000, storeMessages.externalLinkCodeInvalid)
  .refine(
    (code) => code === '' || readExternalStoreLink(code) !== null,
    storeMessages.externalLinkCodeInvalid,
  );

/** A percentage as the admin types it ("8.25") → basis points (825). */
export const taxRatePercentSchema = z
  .number({ error: storeMessages.enterTaxRate })
  .min(0, storeMessages.enterTaxRate)
  .max(maxTaxRateBasisPoints / 100, storeMessages.enterTaxRate)
  .transform((percent) => Math.round(percent * 100));

/** PUT /api/store-admin/settings. An empty title is saved as the default "{team name} Store". */
export const storeSettingsUpdateSchema = z.object({
  title: visibleTextSchema({
    field: 'title',
    max: websiteStoreInfoMaxLengths.title,
    required: false,
  }).default(''),
  message: visibleTextSchema({
    field: 'store message',
    max: storeMessageMaxLength,
    required: false,
    multiline: true,
  }).default(''),
  taxRatePercent: taxRatePercentSchema,
  externalStoreLinkCode: externalStoreLinkCodeSchema,
  productNotificationEmails: notificationEmailsSchema,
  ticketNotificationEmails: notificationEmailsSchema,
  /** Switches of the public site (client) and the portal: store, products, tickets, forms. */
  activation: storeActivationSchema,
});
export type StoreSettingsUpdateInput = z.input<typeof storeSettingsUpdateSchema>;
export type StoreSettingsUpdate = z.output<typeof storeSettingsUpdateSchema>;

/** PUT /api/store-admin/schedule: wall-clock times in the team's zone, like Website → Store Info. */
export const storeScheduleUpdateSchema = z
  .object({
    scheduleStart: buildWallTimeSchema('schedule start'),
    scheduleEnd: buildWallTimeSchema('schedule end'),
  })
  .refine((schedule) => schedule.scheduleEnd > schedule.scheduleStart, {
    path: ['scheduleEnd'],
    message: websiteStoreInfoMessages.scheduleEndNotAfterStart,
  });
export type StoreScheduleUpdate = z.output<typeof storeScheduleUpdateSchema>;
export type StoreScheduleUpdateInput = z.input<typeof storeScheduleUpdateSchema>;

/** GET/PUT /api/store-admin/settings: the stored settings as the form edits them. */
export interface StoreSettingsResponse {
  settings: {
    title: string;
    message: string;
    taxRatePercent: number;
    externalStoreLinkCode: string;
    productNotificationEmails: string[];
    ticketNotificationEmails: string[];
    activation: StoreActivation;
  };
  /** What an empty title is saved as ("{team name} Store"). */
  defaultTitle: string;
}

/** GET/PUT /api/store-admin/schedule: the schedule in the team's wall-clock time, and what buyers see. */
export interface StoreScheduleResponse {
  schedule: { scheduleStart: string; scheduleEnd: string };
  timeZone: string;
  /** Whether the store takes orders now by its schedule. */
  isOpenNow: boolean;
  /** What buyers read while the store is closed (the store message, or the plain closed notice). */
  closedMessage: string;
}

/** What buyers read while the store is closed: the team's store message, else the plain notice. */
export function buildStoreClosedMessage(storeMessage: string): string {
  return storeMessage.trim() || storeMessages.closed;
}

/** Whether the store takes orders at `now` (closed outside the schedule: the store message shows). */
export function isStoreOpenAt(
  storeInfo: { scheduleStartTime: string; scheduleEndTime: string },
  now: Date,
): boolean {
  const start = Date.parse(storeInfo.scheduleStartTime);
  const end = Date.parse(storeInfo.scheduleEndTime);
  return !(Number.isNaN(start) || Number.isNaN(end)) && now.getTime() >= start && now.getTime() < end;
}

/** The public site's store switches (the store activation document's `client` half). */
export type StoreClientSwitches = StoreActivation['client'];

/** The store-info switch of each kind of thing sold, and what a buyer reads when it is off. */
const switchOfKind = {
  product: { field: 'productsActive', message: storeMessages.productsOff },
  ticket: { field: 'ticketsActive', message: storeMessages.ticketsOff },
  form: { field: 'formsActive', message: storeMessages.formsOff },
} as const;

/**
 * Why the public store does not sell these kinds at `now`, or null when it does: switched off,
 * outside its schedule (the team's store message, else "closed"), or a kind's own switch off. The
 * store's pages and the cart/checkout share this one rule.
 */
export function storeRefusalAt(
  storeInfo: { scheduleStartTime: string; scheduleEndTime: string; message?: string },
  client: StoreClientSwitches | null | undefined,
  now: Date,
  kinds: Iterable<StoreItemKind> = ['product'],
): string | null {
  if (client && !client.storeActive) return storeMessages.closed;
  if (!isStoreOpenAt(storeInfo, now)) return buildStoreClosedMessage(storeInfo.message ?? '');
  for (const kind of new Set(kinds)) {
    const { field, message } = switchOfKind[kind];
    if (client && !client[field]) return message;
  }
  return null;
}

/** The public store's pages, relative to the site's root. */
export const teamStorePaths = {
  store: '/store',
  cart: '/cart',
  order: '/order',
  /** A ticket's page: /tickets/{ticket id}, its tiers to choose from. */
  tickets: '/tickets',
} as const;
