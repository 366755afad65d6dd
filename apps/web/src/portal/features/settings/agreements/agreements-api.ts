import {
  type AgreementPreviewRequest,
  type AgreementState,
  type AgreementsResponse,
  csrfHeaderName,
  csrfHeaderValue,
  type PoliciesUpdateRequest,
  type SignAgreementRequest,
  type TeamPolicies,
} from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiGet, apiPost, apiRequest, mapErrorResponse } from '../../../../ui/api-client.ts';

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
 * The live draft PDF as an object URL, built by the server from what is typed, asked again
 * `delayMs` after the typing stops (the fields' helper text says the preview lags a little).
 */
export function useAgreementPreviewUrl(draft: AgreementPreviewRequest, enabled: boolean, delayMs = 800) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { kind, name, title, address } = draft;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let created: string | null = null;
    const timer = setTimeout(async () => {
      try {
        const response = await fetch('/api/agreements/preview', {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', [csrfHeaderName]: csrfHeaderValue },
          body: JSON.stringify({ kind, name, title, address }),
          signal: controller.signal,
        });
        if (!response.ok) throw mapErrorResponse(response.status, await response.json().catch(() => null));
        created = URL.createObjectURL(await response.blob());
        setUrl(created);
        setError(null);
      } catch (caught) {
        if (caught instanceof DOMException && caught.name === 'AbortError') return;
        setError(caught instanceof Error ? caught.message : String(caught));
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
      // The previous preview stays shown until the next one is ready; its URL is freed then.
      if (created) setTimeout(() => URL.revokeObjectURL(created as string), 5000);
    };
  }, [kind, name, title, address, enabled, delayMs]);
  return { url, error };
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
