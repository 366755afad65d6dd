import type {
  contactRequestSchema,
  DemoId,
  DemoInfoResponse,
  PublishedReview,
  publicDomainInfoRequestSchema,
  ReferralLookupResponse,
  SessionResponse,
} from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost, type MessageResponse } from '../ui/api-client.ts';
import { setSession } from '../ui/session/session-api.ts';

export type ContactRequestBody = z.input<typeof contactRequestSchema>;
export type DomainInfoRequestBody = z.output<typeof publicDomainInfoRequestSchema>;

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactRequestBody) => apiPost<MessageResponse>('/api/contact', body),
  });
}

/** POST /api/domain-requests: a visitor's domain information (the domain wanted, who asks). */
export function useSendDomainInfo() {
  return useMutation({
    mutationFn: (body: DomainInfoRequestBody) => apiPost<MessageResponse>('/api/domain-requests', body),
  });
}

/** GET /api/demo/:demoId (docs/api-contract.md). */
export function useDemoTeam(demoId: DemoId) {
  return useQuery({
    queryKey: ['demo', demoId],
    queryFn: ({ signal }) => apiGet<DemoInfoResponse>(`/api/demo/${demoId}`, signal),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/demo/:demoId/try: a private copy of the demo team for this visitor, signed in. */
export function useTryDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (demoId: DemoId) => apiPost<SessionResponse>(`/api/demo/${demoId}/try`),
    onSuccess: (session) => setSession(queryClient, session),
  });
}

export function useReferralLookup(referralId: string | null | undefined) {
  return useQuery({
    queryKey: ['referral', referralId],
    queryFn: ({ signal }) =>
      apiGet<ReferralLookupResponse>(`/api/referrals/${encodeURIComponent(referralId ?? '')}`, signal),
    enabled: Boolean(referralId),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** GET /api/reviews: the reviews an operator published, for the home page (after hydration). */
export function usePublishedReviews() {
  return useQuery({
    queryKey: ['reviews'],
    queryFn: ({ signal }) => apiGet<{ reviews: PublishedReview[] }>('/api/reviews', signal),
    staleTime: 5 * 60_000,
  });
}
