import { z } from 'zod';
import { isWallTime } from '../rules/zoned-wall-time.ts';
import { type EventType, eventTypeSchema } from '../sports/schedule-item-types.ts';
import { storedImageSchema } from '../team/team-record.ts';
import { visibleTextSchema } from '../text/visible-text.ts';
import { contentNotesSchema, imageChoiceSchema, optionalLineSchema } from './content-fields.ts';
import { contentMessages } from './content-list.ts';

/** Events and practices (spec part 2 §3 "Event"), newest first. */
export const eventMessages = {
  ...contentMessages({ singular: 'event', plural: 'events' }),
  enterStart: 'Please enter the date and time it starts',
  enterEnd: 'Please enter the date and time it ends, or leave it empty',
  endBeforeStart: 'The end cannot be before the start',
  unknownSeason: 'Please choose one of your seasons',
  unknownTag: 'Please tag only your own players, coaches and games',
  /** Spec part 2 §8: an event already purchased cannot be deleted but can be made private. */
  ticketsSold: (sold: number) =>
    `${sold} ${sold === 1 ? 'ticket has' : 'tickets have'} been sold for this event, so it cannot be deleted. You can make it private instead.`,
} as const;

/** A practice is called one in what the portal says of it ("Practice created.", "Practice saved."). */
export const practiceMessages = contentMessages({ singular: 'practice', plural: 'practices' });

/** The messages of a saved event or practice, by its type. */
export function savedEventMessages(eventType: EventType) {
  return eventType === 'practice' ? practiceMessages : eventMessages;
}

export const eventTagTypes = ['player', 'coach', 'game'] as const;
export type EventTagType = (typeof eventTagTypes)[number];
export const eventTagSchema = z.object({
  id: z.string().trim().min(1).max(100),
  type: z.enum(eventTagTypes),
});

/** A wall-clock time in the team's zone ("2026-05-01T09:30"), as a datetime-local input gives it. */
const wallTimeSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => isWallTime(value), message);

/** The fields of an event's save, before the check across fields (eventInputSchema). */
export const eventFieldsSchema = z.object({
  eventType: eventTypeSchema.optional().default('event'),
  title: visibleTextSchema({ field: 'title', max: 200 }),
  featureImage: imageChoiceSchema,
  venue: optionalLineSchema('venue', 200),
  start: wallTimeSchema(eventMessages.enterStart),
  /** '' for an event without a set end. */
  end: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((value) => value === '' || isWallTime(value), eventMessages.enterEnd),
  seasonId: z.string().trim().max(100).optional().default(''),
  notes: contentNotesSchema,
  tags: z.array(eventTagSchema).max(50).optional().default([]),
  published: z.boolean().optional().default(true),
});

/** The end is not before the start; the portal's form schema runs this too. */
export function refineEventInput(event: { start: string; end: string }, ctx: z.RefinementCtx): void {
  // Wall times of one zone compare as text ("2026-05-01T09:30" < "2026-05-01T11:00").
  if (event.end && event.end < event.start) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: eventMessages.endBeforeStart });
  }
}

/** POST /api/events and PUT /api/events/:id. */
export const eventInputSchema = eventFieldsSchema.superRefine(refineEventInput);
export type EventInput = z.input<typeof eventInputSchema>;
export type EventUpdate = z.output<typeof eventInputSchema>;

export const eventSchema = z.object({
  id: z.string(),
  urlId: z.string(),
  eventType: eventTypeSchema,
  title: z.string(),
  featureImage: storedImageSchema,
  venue: z.string(),
  start: z.string(),
  end: z.string(),
  seasonId: z.string().nullable(),
  notes: z.string(),
  tags: z.array(eventTagSchema),
  published: z.boolean(),
  /** The linked article and gallery (removed with the event). */
  article: z.object({ id: z.string(), title: z.string() }).nullable(),
  gallery: z.object({ id: z.string(), title: z.string() }).nullable(),
  tickets: z.object({ total: z.number().int(), sold: z.number().int() }),
  timeCreated: z.string(),
  timeModified: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

const namedOption = z.object({ id: z.string(), name: z.string() });

/** GET /api/events/options: the seasons and what an event can be tagged to. */
export const eventOptionsSchema = z.object({
  seasons: z.array(namedOption),
  players: z.array(namedOption),
  coaches: z.array(namedOption),
  games: z.array(namedOption),
});
export type EventOptions = z.infer<typeof eventOptionsSchema>;

/** GET /api/events?type=event|practice: one sub-section; none lists both. */
export const eventListFilterSchema = z.object({ type: eventTypeSchema.optional() });
