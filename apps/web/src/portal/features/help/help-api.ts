import type { CallRequest, OwnReview, ReviewRequest } from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest, type MessageResponse } from '../../../ui/api-client.ts';

const reviewKey = ['help', 'review'] as const;

/** POST /api/help/call: "Schedule Call" through the contact flow. */
export function useRequestCall() {
  return useMutation({ mutationFn: (body: CallRequest) => apiPost<MessageResponse>('/api/help/call', body) });
}

/** GET /api/help/review: the team's own review, or null. */
export function useOwnReview() {
  return useQuery({
    queryKey: reviewKey,
    queryFn: ({ signal }) => apiGet<{ review: OwnReview | null }>('/api/help/review', signal),
  });
}

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewRequest) =>
      apiRequest<MessageResponse>('/api/help/review', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKey }),
  });
}
