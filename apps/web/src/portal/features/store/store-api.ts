import type { ConnectPaymentAccountResponse, PaymentAccountStatus } from '@sideline/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../ui/api-client.ts';

const paymentAccountQueryKey = (teamId: string) => ['payments', 'account', teamId] as const;

/** GET /api/payments/account: the team's connected account and whether it can take payments. */
export function usePaymentAccount(teamId: string) {
  return useQuery({
    queryKey: paymentAccountQueryKey(teamId),
    queryFn: ({ signal }) => apiGet<PaymentAccountStatus>('/api/payments/account', signal),
  });
}

/** POST /api/payments/account: creates the account if needed and answers its onboarding link. */
export function useConnectPaymentAccount() {
  return useMutation({
    mutationFn: () => apiPost<ConnectPaymentAccountResponse>('/api/payments/account'),
  });
}
