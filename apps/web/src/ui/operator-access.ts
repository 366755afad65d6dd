import type { OperatorAccess } from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

/** GET /api/operator-access: whether the signed-in user is one of Sideline's operators (the top bar's link). */
export function useOperatorAccess() {
  return useQuery({
    queryKey: ['operator', 'access'],
    queryFn: ({ signal }) => apiGet<OperatorAccess>('/api/operator-access', signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
