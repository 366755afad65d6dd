import { z } from 'zod';
import { accountMessages } from '../accounts/account-messages.ts';
import { requiredFieldMessage } from '../rules/required-field-message.ts';
import { formatWallTime, isWallTime } from '../rules/zoned-wall-time.ts';
import { visibleTextSchema } from '../text/visible-text.ts';

/**
 * Website → Store Info (spec part 1 §2 "Website editor", §3 `storeInfo`, §9 store defaults): the
 * store's title and address, which parts of the store are open, who is emailed about product and
 * ticket orders, and when the store is open. The store's message to buyers is part of `storeInfo`
 * too but belongs to Store → Settings; a save here keeps it.
 *
 * The schedule travels as wall-clock times in the team's time zone (the datetime-local form,
 * "2026-05-01T09:30"), so the admin picks the team's local time whatever zone the browser is in;
 * the server turns them into the stored instants with the team's zone.
 */

export const websiteStoreInfoMaxLengths = { title: 100, address: 200 } as const;

/** Addresses each notification list takes. */
export const maxStoreNotificationEmails = 10;

/** Days the default store schedule stays open (spec part 1 §9). */
export const defaultStoreScheduleDays = 300;

export const websiteStoreInfoMessages = {
  saved: 'Your store info is saved.',
  loadFailed: 'We could not load your store info. Please reload the page.',
  /** Spec part 1 §2: Store Info is hidden for store-only teams. */
  hiddenForStoreOnly: 'Store Info is not part of a store-only website.',
  emailInvalid: (email: string) => `${accountMessages.emailInvalid} ("${email}" is not one)`,
  tooManyEmails: `Please keep to ${maxStoreNotificationEmails} addresses or fewer`,
  scheduleTimeInvalid: (field: string) => `Please enter the ${field} as a date and time`,
  scheduleEndNotAfterStart: 'Please choose a schedule end after the schedule start',
} as const;

/** The store title a team gets when it sets none (spec part 1 §9). */
export function buildDefaultStoreTitle(teamName: string): string {
  return `${teamName} Store`;
}

/** The default store schedule from `now` (spec part 1 §9: starts today, ends 300 days later). */
export function buildDefaultStoreSchedule(now: Date): { start: Date; end: Date } {
  return { start: now, end: new Date(now.getTime() + defaultStoreScheduleDays * 86_400_000) };
}

const emailFormat = z.email();

/** A notification list: trimmed, blanks and repeats (ignoring case) dropped, each a valid address. */
export const notificationEmailsSchema = z.array(z.string()).transform((emails, ctx) => {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const raw of emails) {
    const email = raw.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    if (!emailFormat.safeParse(email).success) {
      ctx.addIssue({ code: 'custom', message: websiteStoreInfoMessages.emailInvalid(email) });
      return z.NEVER;
    }
    seen.add(email.toLowerCase());
    list.push(email);
  }
  if (list.length > maxStoreNotificationEmails) {
    ctx.addIssue({ code: 'custom', message: websiteStoreInfoMessages.tooManyEmails });
    return z.NEVER;
  }
  return list;
});

export function buildWallTimeSchema(field: string) {
  return z
    .string({ error: requiredFieldMessage(field) })
    .trim()
    .superRefine((value, ctx) => {
      if (!value) ctx.addIssue({ code: 'custom', message: requiredFieldMessage(field) });
      else if (!isWallTime(value)) {
        ctx.addIssue({ code: 'custom', message: websiteStoreInfoMessages.scheduleTimeInvalid(field) });
      }
    });
}

/**
 * PUT /api/website/storeinfo: the Store Info slice as the editor sends it. An empty title is
 * saved as the default "{team name} Store".
 */
export const websiteStoreInfoUpdateSchema = z
  .object({
    title: visibleTextSchema({
      field: 'title',
      max: websiteStoreInfoMaxLengths.title,
      required: false,
    }).default(''),
    address: visibleTextSchema({
      field: 'address',
      max: websiteStoreInfoMaxLengths.address,
      required: false,
      multiline: true,
    }).default(''),
    storeActivate: z.boolean(),
    productsActivate: z.boolean(),
    ticketsActivate: z.boolean(),
    formsActivate: z.boolean(),
    productNotificationEmails: notificationEmailsSchema,
    ticketNotificationEmails: notificationEmailsSchema,
    scheduleStart: buildWallTimeSchema('schedule start'),
    scheduleEnd: buildWallTimeSchema('schedule end'),
  })
  .superRefine(
    (info, ctx) => {
      // Same zone, same fixed-width form: the strings order as the times do.
      if (info.scheduleEnd <= info.scheduleStart) {
        ctx.addIssue({
          code: 'custom',
          path: ['scheduleEnd'],
          message: websiteStoreInfoMessages.scheduleEndNotAfterStart,
        });
      }
    },
    {
      // Not when the body itself is no object (an issue without a field) nor a time is unreadable.
      when: (payload) =>
        payload.issues.every((issue) => {
          const field = issue.path?.[0];
          return field !== undefined && !['scheduleStart', 'scheduleEnd'].includes(String(field));
        }),
    },
  );
export type WebsiteStoreInfoUpdateInput = z.input<typeof websiteStoreInfoUpdateSchema>;
export type WebsiteStoreInfoUpdate = z.output<typeof websiteStoreInfoUpdateSchema>;

/** The slice as the editor shows it: stored values, the schedule in the team's wall-clock time. */
export const websiteStoreInfoSchema = z.object({
  title: z.string(),
  address: z.string(),
  storeActivate: z.boolean(),
  productsActivate: z.boolean(),
  ticketsActivate: z.boolean(),
  formsActivate: z.boolean(),
  productNotificationEmails: z.array(z.string()),
  ticketNotificationEmails: z.array(z.string()),
  scheduleStart: z.string(),
  scheduleEnd: z.string(),
});
export type WebsiteStoreInfo = z.infer<typeof websiteStoreInfoSchema>;

/**
 * GET and PUT /api/website/storeinfo answer the slice, the team's time zone (the schedule's) and
 * the title an empty one is saved as.
 */
export const websiteStoreInfoResponseSchema = z.object({
  storeInfo: websiteStoreInfoSchema,
  timeZone: z.string(),
  defaultTitle: z.string(),
});
export type WebsiteStoreInfoResponse = z.infer<typeof websiteStoreInfoResponseSchema>;

/**
 * The stored schedule instants as the editor's wall-clock times in the team's zone; a missing or
 * unreadable instant falls back to the spec's default schedule from `now`.
 */
export function toEditorSchedule(
  stored: { scheduleStartTime: string; scheduleEndTime: string },
  timeZone: string,
  now: Date,
): { scheduleStart: string; scheduleEnd: string } {
  const defaults = buildDefaultStoreSchedule(now);
  const read = (iso: string, fallback: Date) => {
    const instant = new Date(iso);
    return formatWallTime(Number.isNaN(instant.getTime()) ? fallback : instant, timeZone);
  };
  return {
    scheduleStart: read(stored.scheduleStartTime, defaults.start),
    scheduleEnd: read(stored.scheduleEndTime, defaults.end),
  };
}
