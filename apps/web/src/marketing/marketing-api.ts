import type { DashboardCounts, DemoId, SessionResponse, SportsType } from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, type MessageResponse } from '../ui/api-client.ts';
import { setSession } from '../ui/session/session-api.ts';

export interface ContactRequestBody {
  name: string;
  email: string;
  teamName?: string;
  message: string;
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactRequestBody) => apiPost<MessageResponse>('/api/contact', body),
  });
}

/** GET /api/demo/:demoId (docs/api-contract.md). */
export interface DemoTeam {
  demoId: DemoId;
  teamName: string;
  organizationName: string;
  sportsType: SportsType;
  sportsDisplayName: string;
  email: string;
  counts: DashboardCounts;
}

export function useDemoTeam(demoId: DemoId) {
  return useQuery({
    queryKey: ['demo', demoId],
    queryFn: ({ signal }) => apiGet<DemoTeam>(`/api/demo/${demoId}`, signal),
    staleTime: 5 * 60_000,
  });
}

export function useDemoSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (demoId: DemoId) => apiPost<SessionResponse>(`/api/demo/${demoId}/signin`),
    onSuccess: (session) => setSession(queryClient, session),
  });
}

export interface ReferralLookup {
  valid: boolean;
  teamName?: string;
}

export function useReferralLookup(referralId: string | null | undefined) {
  return useQuery({
    queryKey: ['referral', referralId],
    queryFn: ({ signal }) =>
      apiGet<ReferralLookup>(`/api/referrals/${encodeURIComponent(referralId ?? '')}`, signal),
    enabled: Boolean(referralId),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
