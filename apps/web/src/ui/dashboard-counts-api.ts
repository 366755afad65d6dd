import type { DashboardResponse } from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

/**
 * GET /api/dashboard: the team's content counts. The dashboard's cards and the side menu's unread
 * badge read this one query, so they always agree.
 */
export function useDashboardCounts(teamId: string) {
  return useQuery({
    queryKey: ['dashboard', teamId],
    queryFn: ({ signal }) => apiGet<DashboardResponse>('/api/dashboard', signal),
    select: (answer) => answer.counts,
  });
}
