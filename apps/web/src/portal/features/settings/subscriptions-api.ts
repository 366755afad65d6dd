import type { StartSubscriptionRequest, SubscriptionAccount, SubscriptionProductKey } from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../ui/api-client.ts';

const subscriptionAccountQueryKey = (teamId: string) => ['subscriptions', teamId] as const;

/** GET /api/subscriptions: each product's subscription, the trial message and the going-live steps. */
export function useSubscriptionAccount(teamId: string) {
  return useQuery({
    queryKey: subscriptionAccountQueryKey(teamId),
    queryFn: ({ signal }) => apiGet<SubscriptionAccount>('/api/subscriptions', signal),
  });
}

/** POST /api/subscriptions: opens the provider's hosted checkout (the browser goes there). */
export function useStartSubscription() {
  return useMutation({
    mutationFn: (request: StartSubscriptionRequest) =>
      apiPost<{ checkoutUrl: string }>('/api/subscriptions', request),
  });
}

/** POST /api/subscriptions/:product/cancel or /resume; the account is read again afterwards. */
export function useChangeSubscription(teamId: string, action: 'cancel' | 'resume') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: SubscriptionProductKey) => apiPost<null>(`/api/subscriptions/${product}/${action}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionAccountQueryKey(teamId) }),
  });
}

/**
 * POST /api/subscriptions/billing-portal: a link to the provider's page for the payment method
 * and invoices (the browser goes there).
 */
export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: () => apiPost<{ url: string }>('/api/subscriptions/billing-portal'),
  });
}
