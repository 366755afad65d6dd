import { describe, expect, it } from 'vitest';
import { createEmptyDashboardCounts, dashboardCountKeys, dashboardCountsSchema } from './dashboard-counts.ts';

describe('dashboard counts', () => {
  it('has a zero for every tile', () => {
    const counts = createEmptyDashboardCounts();
    expect(Object.keys(counts)).toEqual([...dashboardCountKeys]);
    expect(dashboardCountKeys).toHaveLength(19);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });

  it('validates a response', () => {
    expect(
      dashboardCountsSchema.parse({ ...createEmptyDashboardCounts(), unreadSubmissions: 3 })
        .unreadSubmissions,
    ).toBe(3);
    const { tickets: _tickets, ...missingTickets } = createEmptyDashboardCounts();
    expect(dashboardCountsSchema.safeParse(missingTickets).success).toBe(false);
  });
});
