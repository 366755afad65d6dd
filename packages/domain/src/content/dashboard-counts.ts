import { z } from 'zod';

/** How many of each content item a team has, for the portal dashboard tiles. */
export const dashboardCountKeys = [
  'players',
  'alumni',
  'coaches',
  'executiveBoard',
  'seasons',
  'games',
  'events',
  'practices',
  'articles',
  'galleries',
  'photos',
  'sponsors',
  'opponents',
  'leagues',
  'forms',
  'submissions',
  'unreadSubmissions',
  'products',
  'tickets',
] as const;
export type DashboardCountKey = (typeof dashboardCountKeys)[number];

export const dashboardCountsSchema = z.object(
  Object.fromEntries(dashboardCountKeys.map((k) => [k, z.int().min(0)])) as Record<
    DashboardCountKey,
    z.ZodInt
  >,
);
export type DashboardCounts = Record<DashboardCountKey, number>;

export function createEmptyDashboardCounts(): DashboardCounts {
  return Object.fromEntries(dashboardCountKeys.map((k) => [k, 0])) as DashboardCounts;
}
