import type {
  AgreementPreviewRequest,
  AgreementState,
  AgreementsResponse,
  PoliciesUpdateRequest,
  SignAgreementRequest,
  TeamPolicies,
} from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest } from '../../../../ui/api-client.ts';
import { useSettledValue } from '../../../../ui/use-settled-value.ts';

const agreementsKey = (teamId: string) => ['agreements', teamId] as const;
const policiesKey = (teamId: string) => ['policies', teamId] as const;

/** GET /api/agreements: both agreements' state, and whether the admin's email is verified. */
export function useAgreements(teamId: string) {
  return useQuery({
    queryKey: agreementsKey(teamId),
    queryFn: ({ signal }) => apiGet<AgreementsResponse>('/api/agreements', signal),
  });
}

/** POST /api/agreements/sign; the agreements are read again after it. */
export function useSignAgreement(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignAgreementRequest) =>
      apiPost<{ agreement: AgreementState; message: string }>('/api/agreements/sign', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agreementsKey(teamId) }),
  });
}

/**
 * The address of the live draft PDF, built by the server from what is typed, changed `delayMs`
 * after the typing stops (the fields' helper text says the preview lags a little).
 */
export function useAgreementPreviewUrl(draft: AgreementPreviewRequest, delayMs = 800): string {
  const { kind, name = '', title = '', address = '' } = draft;
  return useSettledValue(
    `/api/agreements/preview?${new URLSearchParams({ kind, name, title, address })}`,
    delayMs,
  );
}

/** GET /api/policies. */
export function usePolicies(teamId: string) {
  return useQuery({
    queryKey: policiesKey(teamId),
    queryFn: ({ signal }) => apiGet<{ policies: TeamPolicies }>('/api/policies', signal),
  });
}

/** PUT /api/policies with one policy or all five. */
export function useSavePolicies(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changed: Partial<PoliciesUpdateRequest>) =>
      apiRequest<{ policies: TeamPolicies; message: string }>('/api/policies', {
        method: 'PUT',
        body: changed,
      }),
    onSuccess: (answer) => queryClient.setQueryData(policiesKey(teamId), { policies: answer.policies }),
  });
}
