import { z } from 'zod';
import { dashboardCountsSchema } from '../content/dashboard-counts.ts';
import { demoIdSchema } from '../routes/public-routes.ts';
import { sportsTypeSchema } from '../sports/sports-types.ts';

/** GET /api/demo/:demoId: the demo team of a sport and what it holds. */
export const demoInfoResponseSchema = z.object({
  demoId: demoIdSchema,
  teamName: z.string(),
  /** The showcase site of the demo team: /sites/{slug}. */
  slug: z.string(),
  organizationName: z.string(),
  sportsType: sportsTypeSchema,
  sportsDisplayName: z.string(),
  email: z.string(),
  counts: dashboardCountsSchema,
});
export type DemoInfoResponse = z.infer<typeof demoInfoResponseSchema>;

/** GET /api/referrals/:id: whether the id is a team's referral id, and which team. */
export const referralLookupResponseSchema = z.object({
  valid: z.boolean(),
  teamName: z.string().optional(),
});
export type ReferralLookupResponse = z.infer<typeof referralLookupResponseSchema>;

/** GET /api/dashboard: the signed-in team's content counts. */
export const dashboardResponseSchema = z.object({ counts: dashboardCountsSchema });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
