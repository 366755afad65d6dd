import type { SubscriptionAccount } from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../ui/api-client.ts';

/** The going-live steps and whether the site is published (GET /api/subscriptions). */
export function useGoingLive(teamId: string) {
  return useQuery({
    queryKey: ['subscriptions', teamId] as const,
    queryFn: ({ signal }) => apiGet<SubscriptionAccount>('/api/subscriptions', signal),
    select: (account) => ({ steps: account.goingLiveSteps, published: account.published }),
  });
}
