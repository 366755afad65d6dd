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
