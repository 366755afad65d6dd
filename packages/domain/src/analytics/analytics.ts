import { z } from 'zod';

/**
 * Website and store analytics (issue 24, docs/decisions/029). Periods are calendar days in the
 * team's time zone; weeks start on Monday (ISO, as PostgreSQL's date_trunc), months on the 1st.
 */
export const analyticsIntervals = ['day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof analyticsIntervals)[number];

/** The longest range one request may ask for, in days (two years of days, or 105 weeks). */
export const maxAnalyticsRangeDays = 731;
/** The range the pages open with: the last 30 days, today included. */
export const defaultAnalyticsRangeDays = 30;

export const analyticsMessages = {
  invalidDate: 'Please enter a date as YYYY-MM-DD',
  rangeOrder: 'Please choose a start date on or before the end date',
  rangeTooLong: `Please choose a range of at most ${maxAnalyticsRangeDays} days`,
} as const;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, analyticsMessages.invalidDate)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), analyticsMessages.invalidDate);

/** GET /api/analytics/website and /store: a range of calendar days and how to group them. */
export const analyticsQuerySchema = z
  .object({
    from: isoDay.optional(),
    to: isoDay.optional(),
    interval: z.enum(analyticsIntervals).default('day'),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    const days = dayNumberOf(query.to) - dayNumberOf(query.from);
    if (days < 0) context.addIssue({ code: 'custom', path: ['from'], message: analyticsMessages.rangeOrder });
    else if (days + 1 > maxAnalyticsRangeDays)
      context.addIssue({ code: 'custom', path: ['to'], message: analyticsMessages.rangeTooLong });
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** Days since 1970-01-01 of an ISO calendar day. */
export function dayNumberOf(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 86_400_000;
}

/** The ISO calendar day of a day number. */
export function dayOfNumber(dayNumber: number): string {
  return new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
}

/** The first day of the period (day, ISO week from Monday, month) a calendar day falls in. */
export function periodStartOf(day: string, interval: AnalyticsInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const dayNumber = dayNumberOf(day);
  // 1970-01-01 was a Thursday: Monday is 3 days before it.
  const sinceMonday = (((dayNumber + 3) % 7) + 7) % 7;
  return dayOfNumber(dayNumber - sinceMonday);
}

/** Every period from the one `from` falls in to the one `to` falls in, each by its first day. */
export function listPeriods(from: string, to: string, interval: AnalyticsInterval): string[] {
  const periods: string[] = [];
  for (let dayNumber = dayNumberOf(from); dayNumber <= dayNumberOf(to); dayNumber++) {
    const start = periodStartOf(dayOfNumber(dayNumber), interval);
    if (periods.at(-1) !== start) periods.push(start);
  }
  return periods;
}

const countRow = z.object({ visitors: z.number().int(), views: z.number().int() });

export const websiteAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(analyticsIntervals),
  timeZone: z.string(),
  totals: countRow,
  /** One row per period, empty periods included, by the period's first day. */
  series: z.array(countRow.extend({ period: z.string() })),
  topPages: z.array(countRow.extend({ path: z.string() })),
  /** Host names only; '' (direct, or from the team's own site) is left out. */
  referrers: z.array(countRow.extend({ host: z.string() })),
  devices: z.array(countRow.extend({ name: z.string() })),
  browsers: z.array(countRow.extend({ name: z.string() })),
});
export type WebsiteAnalytics = z.infer<typeof websiteAnalyticsSchema>;

const moneyRow = z.object({ orders: z.number().int(), revenueCents: z.number().int() });

export const storeAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(analyticsIntervals),
  timeZone: z.string(),
  /**
   * Paid orders in the range (by the time they were paid): what buyers paid, Sideline's fees,
   * what the team keeps, how many orders and their average. Refunded or cancelled orders are out.
   */
  totals: moneyRow.extend({
    feesCents: z.number().int(),
    netCents: z.number().int(),
    averageOrderCents: z.number().int(),
  }),
  series: z.array(moneyRow.extend({ period: z.string() })),
  topProducts: z.array(
    z.object({ name: z.string(), quantity: z.number().int(), revenueCents: z.number().int() }),
  ),
  /** Per ticket of a game or event: sold in the range, and of those how many were checked in. */
  tickets: z.array(
    z.object({
      name: z.string(),
      occasion: z.string(),
      sold: z.number().int(),
      checkedIn: z.number().int(),
      revenueCents: z.number().int(),
    }),
  ),
  /** Paid forms (registrations, dues, donations). */
  registrations: z.array(
    z.object({ name: z.string(), count: z.number().int(), revenueCents: z.number().int() }),
  ),
});
export type StoreAnalytics = z.infer<typeof storeAnalyticsSchema>;
