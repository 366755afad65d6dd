import type { DashboardOverview } from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../ui/api-client.ts';

/** The setup checklist and the latest figures (GET /api/dashboard/overview). */
export function useDashboardOverview(teamId: string) {
  return useQuery({
    queryKey: ['dashboard-overview', teamId] as const,
    queryFn: ({ signal }) => apiGet<DashboardOverview>('/api/dashboard/overview', signal),
  });
}
