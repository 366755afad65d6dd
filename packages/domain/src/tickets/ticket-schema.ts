import { z } from 'zod';
import { imageChoiceSchema, optionalLineSchema } from '../content/content-fields.ts';
import { isWallTime } from '../rules/zoned-wall-time.ts';
import { storedImageSchema } from '../team/team-record.ts';
import { visibleTextSchema } from '../text/visible-text.ts';
import { ticketMessages } from './ticket-messages.ts';

export const ticketLimits = {
  tiers: 10,
  maxPerOrder: 50,
  /** $100,000, like products. */
  priceCents: 10_000_000,
  capacity: 1_000_000,
} as const;

/** Tier names the editor offers first (the admin may name tiers freely). */
export const suggestedTierNames = ['Adult', 'Student', 'Child'] as const;

const centsSchema = z
  .number({ error: ticketMessages.enterPrice })
  .int(ticketMessages.enterPrice)
  .min(0, ticketMessages.enterPrice)
  .max(ticketLimits.priceCents, ticketMessages.enterPrice);

/** A capacity: a whole number, or null (an empty field) for no limit. */
const capacitySchema = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z
    .number({ error: ticketMessages.enterCapacity })
    .int(ticketMessages.enterCapacity)
    .min(0, ticketMessages.enterCapacity)
    .max(ticketLimits.capacity, ticketMessages.enterCapacity)
    .nullable(),
);

/**
 * A sale window's end as a wall-clock time in the team's zone ("2026-12-01T18:00", '' for none),
 * as a datetime-local input gives it: the admin's device may be in another zone than the rink.
 */
const optionalWallTimeSchema = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((value) => value === '' || isWallTime(value), 'Please enter a date and time');

export const ticketTierInputSchema = z.object({
  /** The saved tier this row updates; absent for a new one. */
  id: z.string().trim().max(100).optional(),
  name: visibleTextSchema({ field: 'tier name', max: 60 }),
  description: optionalLineSchema('tier description', 200),
  priceCents: centsSchema,
  /** Admissions of this tier; null: only the ticket's total caps it. */
  capacity: capacitySchema,
});
export type TicketTierInput = z.output<typeof ticketTierInputSchema>;

/** POST /api/tickets and PUT /api/tickets/:id: tickets to one game or one event. */
export const ticketInputSchema = z
  .object({
    name: visibleTextSchema({ field: 'title', max: 200 }),
    description: optionalLineSchema('description', 2000),
    gameId: z.string().trim().max(100).optional().default(''),
    eventId: z.string().trim().max(100).optional().default(''),
    featureImage: imageChoiceSchema,
    tiers: z.array(ticketTierInputSchema).min(1, ticketMessages.tierRequired).max(ticketLimits.tiers),
    /** Total admissions over all tiers; null for no limit beyond the tiers'. */
    capacity: capacitySchema,
    maxPerOrder: z.number().int().min(1).max(ticketLimits.maxPerOrder).default(10),
    saleStartsAt: optionalWallTimeSchema,
    saleEndsAt: optionalWallTimeSchema,
    taxable: z.boolean().default(false),
    isPublic: z.boolean().default(true),
    available: z.boolean().default(true),
    featured: z.boolean().default(false),
  })
  .superRefine((ticket, ctx) => {
    if (!ticket.gameId === !ticket.eventId) {
      ctx.addIssue({ code: 'custom', path: ['gameId'], message: ticketMessages.chooseEventOrGame });
    }
    const names = ticket.tiers.map((tier) => tier.name.toLowerCase());
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', path: ['tiers'], message: ticketMessages.duplicateTier });
    }
    if (
      ticket.saleStartsAt &&
      ticket.saleEndsAt &&
      // Wall times of one zone in one format compare as text.
      ticket.saleEndsAt < ticket.saleStartsAt
    ) {
      ctx.addIssue({ code: 'custom', path: ['saleEndsAt'], message: ticketMessages.saleEndBeforeStart });
    }
  });
export type TicketInput = z.input<typeof ticketInputSchema>;
export type TicketUpdate = z.output<typeof ticketInputSchema>;

export const ticketTierSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  capacity: z.number().int().nullable(),
  sold: z.number().int(),
  /** Check-ins admitted (not undone) of this tier. */
  admitted: z.number().int(),
});
export type TicketTier = z.output<typeof ticketTierSchema>;

/** GET /api/tickets/:id. */
export const ticketSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  gameId: z.string().nullable(),
  eventId: z.string().nullable(),
  /** "Home vs Rivals · Sat, Nov 28" / the event's title: what the tickets admit to. */
  admitsTo: z.string(),
  venue: z.string(),
  timeOfEvent: z.string().nullable(),
  featureImage: storedImageSchema,
  tiers: z.array(ticketTierSchema),
  capacity: z.number().int().nullable(),
  sold: z.number().int(),
  maxPerOrder: z.number().int(),
  /** The sale window in the team's wall-clock time ('' for none), as the editor's fields take it. */
  saleStartsAt: z.string(),
  saleEndsAt: z.string(),
  taxable: z.boolean(),
  isPublic: z.boolean(),
  available: z.boolean(),
  featured: z.boolean(),
  /** Set when the game or event changed after tickets were sold: the admin may mail the holders. */
  updateNeeded: z.boolean(),
  /** The game was cancelled: the editor offers to refund every order. */
  gameCancelled: z.boolean(),
  timeCreated: z.string(),
  timeModified: z.string(),
});
export type Ticket = z.output<typeof ticketSchema>;

/** What the editor offers: the team's games and events (GET /api/tickets/options). */
export const ticketOptionsSchema = z.object({
  games: z.array(z.object({ id: z.string(), label: z.string() })),
  events: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type TicketOptions = z.output<typeof ticketOptionsSchema>;

/** POST /api/tickets/:id/notify-holders: the change mailed to every holder. */
export const ticketNotifyHoldersSchema = z.object({
  message: visibleTextSchema({ field: 'message', max: 2000, multiline: true }),
});
export type TicketNotifyHolders = z.output<typeof ticketNotifyHoldersSchema>;

/** The answer of the holder mail, the refund of every order and the undo: what happened, in words. */
export const ticketActionResultSchema = z.object({ message: z.string(), count: z.number().int() });
export type TicketActionResult = z.output<typeof ticketActionResultSchema>;
