import type {
  OperatorAction,
  OperatorPromotionCode,
  OperatorRequest,
  OperatorReview,
  OperatorReward,
  OperatorTeam,
  PromotionCodeRequest,
} from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../ui/api-client.ts';

const key = (what: string) => ['operator', what] as const;

function useOperatorList<T>(what: string, path: string) {
  return useQuery({ queryKey: key(what), queryFn: ({ signal }) => apiGet<T>(path, signal) });
}

export const useOperatorReviews = () =>
  useOperatorList<{ reviews: OperatorReview[] }>('reviews', '/api/operator/reviews');
export const useOperatorRequests = () =>
  useOperatorList<{ requests: OperatorRequest[] }>('requests', '/api/operator/requests');
export const useOperatorCodes = () =>
  useOperatorList<{ codes: (OperatorPromotionCode & { id: string })[] }>(
    'codes',
    '/api/operator/promotion-codes',
  );
export const useOperatorRewards = () =>
  useOperatorList<{ rewards: OperatorReward[] }>('rewards', '/api/operator/referral-rewards');
export const useOperatorActions = () =>
  useOperatorList<{ actions: OperatorAction[] }>('actions', '/api/operator/actions');

export function useOperatorTeams(query: string) {
  return useQuery({
    queryKey: ['operator', 'teams', query],
    queryFn: ({ signal }) =>
      apiGet<{ teams: OperatorTeam[] }>(`/api/operator/teams?q=${encodeURIComponent(query)}`, signal),
    enabled: query.trim().length >= 2,
  });
}

/** Every console action: the lists it touched and the log are read again. */
export function useOperatorAction<Input>(what: string, send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key(what) }),
        queryClient.invalidateQueries({ queryKey: key('actions') }),
      ]);
    },
  });
}

export const moderateReview = (input: { id: string; status: 'published' | 'rejected' }) =>
  apiPost(`/api/operator/reviews/${encodeURIComponent(input.id)}/decision`, { status: input.status });
export const markRequestDone = (input: { id: string; kind: OperatorRequest['kind'] }) =>
  apiPost(`/api/operator/requests/${input.kind}/${encodeURIComponent(input.id)}/done`);
export const createCode = (input: PromotionCodeRequest) => apiPost('/api/operator/promotion-codes', input);
export const retireCode = (id: string) =>
  apiPost(`/api/operator/promotion-codes/${encodeURIComponent(id)}/retire`);
export const setSuspension = (input: { id: string; suspended: boolean; reason: string }) =>
  apiPost(`/api/operator/teams/${encodeURIComponent(input.id)}/suspension`, {
    suspended: input.suspended,
    reason: input.reason,
  });
export const markRewardPaid = (input: { id: string; reference: string }) =>
  apiPost(`/api/operator/referral-rewards/${encodeURIComponent(input.id)}/paid`, {
    reference: input.reference,
  });
