import type { DashboardResponse } from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../ui/api-client.ts';

export function useDashboardCounts(teamId: string) {
  return useQuery({
    queryKey: ['dashboard', teamId],
    queryFn: ({ signal }) => apiGet<DashboardResponse>('/api/dashboard', signal),
    select: (answer) => answer.counts,
  });
}
