import type { WebsiteInfoResponse, WebsiteInfoUpdate } from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../ui/api-client.ts';

const websiteInfoPath = '/api/website/info';
const websiteInfoQueryKey = (teamId: string) => ['website', 'info', teamId] as const;

/** GET /api/website/info: the team's stadium, address, alias, slogan, about texts and contacts. */
export function useWebsiteInfo(teamId: string) {
  return useQuery({
    queryKey: websiteInfoQueryKey(teamId),
    queryFn: ({ signal }) => apiGet<WebsiteInfoResponse>(websiteInfoPath, signal),
    select: (answer) => answer.info,
  });
}

/** PUT /api/website/info: saves the Info slice and keeps the cached copy in step with the server's. */
export function useSaveWebsiteInfo(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['website', 'info'],
    mutationFn: (info: WebsiteInfoUpdate) =>
      apiRequest<WebsiteInfoResponse>(websiteInfoPath, { method: 'PUT', body: info }),
    onSuccess: (answer) => queryClient.setQueryData(websiteInfoQueryKey(teamId), answer),
  });
}
