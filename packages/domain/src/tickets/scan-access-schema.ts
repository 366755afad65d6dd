import { z } from 'zod';
import { visibleTextSchema } from '../text/visible-text.ts';
import { scanMessages } from './ticket-messages.ts';

/** The PIN a volunteer types: six digits. */
export const scanAccessPinSchema = z
  .string({ error: scanMessages.enterPin })
  .trim()
  .regex(/^\d{6}$/, scanMessages.enterPin);

/** POST /api/tickets/:id/scan-accesses: a scan-only access for the door volunteers. */
export const scanAccessInputSchema = z.object({
  label: visibleTextSchema({ field: 'name', max: 60 }),
});
export type ScanAccessInput = z.output<typeof scanAccessInputSchema>;

export const scanAccessStatuses = ['active', 'revoked', 'expired', 'locked'] as const;

/** A scan access as the editor lists it (the link and PIN are shown once, when made). */
export const scanAccessSchema = z.object({
  id: z.string(),
  label: z.string(),
  status: z.enum(scanAccessStatuses),
  expiresAt: z.string(),
  timeCreated: z.string(),
});
export type ScanAccess = z.output<typeof scanAccessSchema>;

/** The answer to creating one: the link's token and the PIN, never stored in the clear. */
export const scanAccessCreatedSchema = z.object({
  access: scanAccessSchema,
  token: z.string(),
  pin: z.string(),
});
export type ScanAccessCreated = z.output<typeof scanAccessCreatedSchema>;

/** POST /api/door/open: the link's token and the PIN typed on the volunteer's phone. */
export const scanAccessOpenSchema = z.object({
  token: z.string().trim().min(1, scanMessages.accessInvalid).max(100),
  pin: scanAccessPinSchema,
});
export type ScanAccessOpen = z.output<typeof scanAccessOpenSchema>;

/** GET /api/door/session: what the volunteer's session opens. */
export const doorSessionSchema = z.object({
  ticketId: z.string(),
  label: z.string(),
  admitsTo: z.string(),
  expiresAt: z.string(),
});
export type DoorSession = z.output<typeof doorSessionSchema>;

/** The admin's scanner pages (spec part 1 §2: exact paths, outside the side menu). */
export const scannerPortalPaths = {
  scanTicket: '/portal/scanticket',
  readTicket: '/portal/readticket',
} as const;

const scanAccessPathPrefix = '/scan/';

/** The volunteer's page: /scan/{token} (the PIN is asked there). */
export const scanAccessPath = (token: string) => `${scanAccessPathPrefix}${token}`;

/** True for a volunteer's page, /scan/{token}: the web app serves it, outside the portal. */
export const isScanAccessPath = (pathname: string) => /^\/scan\/[^/]+\/?$/.test(pathname);

/**
 * The scanner's service worker (apps/web/public/scanner-sw.js), at the root of the site so that
 * each scanner page may register it with its own path as scope.
 */
export const scannerServiceWorkerPath = '/scanner-sw.js';
