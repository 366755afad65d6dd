import type {
  CustomDomainRequest,
  DomainEmailRequest,
  DomainInfoRequest,
  TeamDomainResponse,
  TeamDomainView,
} from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest, type MessageResponse } from '../../../ui/api-client.ts';

const domainKey = ['settings', 'domain'] as const;

/** GET /api/domains: the team's custom domain, or null. */
export function useTeamDomain() {
  return useQuery({
    queryKey: domainKey,
    queryFn: ({ signal }) => apiGet<TeamDomainResponse>('/api/domains', signal),
  });
}

/** Each change answers the domain as it now is; the cache takes it as it comes. */
function useDomainChange<Input>(send: (input: Input) => Promise<TeamDomainResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => queryClient.setQueryData(domainKey, answer),
  });
}

export const useSetOwnDomain = () =>
  useDomainChange((body: CustomDomainRequest) =>
    apiRequest<TeamDomainResponse>('/api/domains', { method: 'PUT', body }),
  );

export const useRemoveDomain = () =>
  useDomainChange(() => apiRequest<TeamDomainResponse>('/api/domains', { method: 'DELETE' }));

export const useCheckDomain = () =>
  useDomainChange(async () => apiPost<{ domain: TeamDomainView }>('/api/domains/check'));

export function useDomainInfoRequest() {
  return useMutation({
    mutationFn: (body: DomainInfoRequest) => apiPost<MessageResponse>('/api/domains/requests/domain', body),
  });
}

export function useDomainEmailRequest() {
  return useMutation({
    mutationFn: (body: DomainEmailRequest) => apiPost<MessageResponse>('/api/domains/requests/email', body),
  });
}
