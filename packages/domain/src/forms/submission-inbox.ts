import { z } from 'zod';
import { contentMessages } from '../content/content-list.ts';
import { submittedFormAnswerSchema } from '../content/submitted-form-answers.ts';
import { toCalendarDayNumber } from '../rules/calendar-days.ts';
import { type SubmissionPaymentStatus, submissionPaymentStatuses } from '../store/store-states.ts';
import { visibleTextSchema } from '../text/visible-text.ts';

/** The submissions inbox (spec part 2 §2 "formssubmitted", §3 "Submitted form", §7, §9). */
export const submissionMessages = {
  ...contentMessages({ singular: 'submission', plural: 'submissions' }),
  /** Spec part 2 §2 empty state. */
  noneYet: 'No forms submitted yet',
  noMatches: 'No submissions match these filters',
  replySent: 'Reply sent.',
  replyFailed: 'We could not send your reply. Please try again.',
  noEmail: 'This submission has no email address to reply to.',
  markedRead: 'Marked as read.',
  markedUnread: 'Marked as unread.',
  rangeIncomplete: 'Please choose the first and the last day of the range',
  rangeReversed: 'The first day cannot be after the last day',
  unpaid: 'Not paid yet',
  paymentPending: 'Checkout open, not paid yet',
  paymentAbandoned: 'Checkout abandoned, not paid',
  paid: 'Paid',
  badCursor: 'The page (cursor) is not valid. Please reload the list',
} as const;

/**
 * The date filter: spec part 2 §9 "Recent means within 7 days; date labels Today, Yesterday,
 * Last 7 Days" (today and the six days before it), or a range of days, in the team's time zone.
 */
export const submissionDateFilters = ['today', 'yesterday', 'last7', 'range'] as const;
export type SubmissionDateFilter = (typeof submissionDateFilters)[number];
export const submissionDateLabels: Record<Exclude<SubmissionDateFilter, 'range'>, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7: 'Last 7 Days',
};
export const recentDays = 7;

export const submissionStatusFilters = ['unread', 'read', 'replied'] as const;
export type SubmissionStatusFilter = (typeof submissionStatusFilters)[number];

const day = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Please enter a date');

/** GET /api/submissions and /api/submissions.csv. */
export const submissionListQuerySchema = z
  .object({
    formId: z.string().trim().max(100).optional().default(''),
    date: z.enum(submissionDateFilters).optional(),
    from: day,
    to: day,
    status: z.enum(submissionStatusFilters).optional(),
    /** The `nextCursor` of the previous page: how many submissions came before this page. */
    cursor: z
      .string()
      .regex(/^\d{1,9}$/, submissionMessages.badCursor)
      .optional(),
    limit: z.coerce.number().int().min(1).max(100).optional().default(50),
  })
  .superRefine((query, ctx) => {
    if (query.date !== 'range') return;
    if (!query.from || !query.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: submissionMessages.rangeIncomplete });
    else if (query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: submissionMessages.rangeReversed });
  });
export type SubmissionListQuery = z.output<typeof submissionListQuerySchema>;

/**
 * The calendar days (as YYYY-MM-DD, `to` inclusive) a date filter covers, given today's date in
 * the team's zone; null when there is no date filter.
 */
export function resolveSubmissionDays(
  query: Pick<SubmissionListQuery, 'date' | 'from' | 'to'>,
  today: string,
): { from: string; to: string } | null {
  const shift = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  switch (query.date) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: shift(1), to: shift(1) };
    case 'last7':
      return { from: shift(recentDays - 1), to: today };
    case 'range':
      return { from: query.from, to: query.to };
    default:
      return null;
  }
}

/** Spec part 2 §9: a submission is recent when it came in within the last 7 days (by the calendar). */
export function isRecentSubmission(sentAt: Date, now: Date, timeZone: string): boolean {
  return toCalendarDayNumber(now, timeZone) - toCalendarDayNumber(sentAt, timeZone) < recentDays;
}

const paymentStatusSchema = z.enum(submissionPaymentStatuses);

/**
 * How the inbox labels a submission's payment: nothing for a free form ('none'), else the status in
 * words (a priced form's submission is pending while its checkout is open, then paid or abandoned;
 * 'unpaid' is what submissions from before the store carry).
 */
export function describeSubmissionPayment(
  status: SubmissionPaymentStatus,
): { label: string; tone: 'success' | 'warning' | 'default' } | null {
  switch (status) {
    case 'paid':
      return { label: submissionMessages.paid, tone: 'success' };
    case 'pending':
      return { label: submissionMessages.paymentPending, tone: 'warning' };
    case 'abandoned':
      return { label: submissionMessages.paymentAbandoned, tone: 'default' };
    case 'unpaid':
      return { label: submissionMessages.unpaid, tone: 'warning' };
    default:
      return null;
  }
}

export const submissionSummarySchema = z.object({
  id: z.string(),
  formId: z.string(),
  formTitle: z.string(),
  email: z.string(),
  /** The first answers, for the list. */
  preview: z.string(),
  /** ISO instant, and as the team reads it ("Today, 7:05 PM", "Nov 18, 2026, 7:05 PM"). */
  sentAt: z.string(),
  sentAtLabel: z.string(),
  isRecent: z.boolean(),
  read: z.boolean(),
  replied: z.boolean(),
  /** The seeded example submission (decision 019). */
  isSample: z.boolean(),
  paymentStatus: paymentStatusSchema,
  amountCents: z.number(),
});
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;

export const submissionListResponseSchema = z.object({
  items: z.array(submissionSummarySchema),
  total: z.number(),
  unread: z.number(),
  nextCursor: z.string().nullable(),
  forms: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type SubmissionListResponse = z.infer<typeof submissionListResponseSchema>;

/** An answer as the inbox shows it: a file question's upload as the address the admin downloads it from. */
export const submissionAnswerSchema = submittedFormAnswerSchema
  .omit({ fileKey: true })
  .extend({ fileUrl: z.string().optional() });

export const submissionSchema = submissionSummarySchema.extend({
  answers: z.array(submissionAnswerSchema),
});
export type Submission = z.infer<typeof submissionSchema>;

/** PATCH /api/submissions/:id. */
export const submissionUpdateSchema = z.object({
  read: z.boolean().optional(),
  replied: z.boolean().optional(),
});

/** POST /api/submissions/:id/reply: an email to the submitter, threaded under their confirmation. */
export const submissionReplySchema = z.object({
  subject: visibleTextSchema({ field: 'subject', max: 200 }),
  message: visibleTextSchema({ field: 'message', max: 10_000, multiline: true }),
});
export type SubmissionReply = z.output<typeof submissionReplySchema>;

/**
 * GET and PUT /api/submissions/recipients (spec part 2 §2 "Forms: emails"): who is told of a new
 * submission when a form names nobody itself. Empty means the team's admin address.
 */
export const submissionRecipientsSchema = z.object({
  emails: z
    .array(
      z.string().trim().toLowerCase().email('Please enter valid email addresses, like coach@example.org'),
    )
    .max(20, 'Please keep the list to 20 addresses or fewer'),
});
export type SubmissionRecipients = z.output<typeof submissionRecipientsSchema>;
export const submissionRecipientsMessages = {
  saved: 'Recipients saved.',
  saveFailed: 'We could not save the recipients. Please try again.',
} as const;
