import { z } from 'zod';
import { setupStepSchema } from '../going-live/setup-checklist.ts';

/** GET /api/dashboard/overview: what the dashboard shows above the content counts (issue 24). */
export const dashboardOverviewSchema = z.object({
  setup: z.object({
    steps: z.array(setupStepSchema),
    /** Every step done: the checklist folds into one "Your site and store are live" line. */
    isComplete: z.boolean(),
    /** The website is published (search engines may list it): its going-live steps are done. */
    isPublished: z.boolean(),
  }),
  nextHomeGame: z
    .object({ id: z.string(), opponent: z.string(), startsAt: z.string(), venue: z.string() })
    .nullable(),
  recentSubmissions: z.array(
    z.object({
      id: z.string(),
      formTitle: z.string(),
      email: z.string(),
      sentAt: z.string(),
      isRead: z.boolean(),
    }),
  ),
  recentOrders: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.string(),
      customerName: z.string(),
      totalCents: z.number().int(),
      paidAt: z.string(),
    }),
  ),
  /** Monday to today in the team's time zone. */
  week: z.object({
    from: z.string(),
    visitors: z.number().int(),
    views: z.number().int(),
    orders: z.number().int(),
    revenueCents: z.number().int(),
  }),
  timeZone: z.string(),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;
