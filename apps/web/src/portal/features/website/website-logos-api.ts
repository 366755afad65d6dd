import type { WebsiteLogosResponse, WebsiteLogosUpdate } from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../ui/api-client.ts';
import { refreshSession } from '../../../ui/session/session-api.ts';

const websiteLogosPath = '/api/website/logos';
const websiteLogosQueryKey = (teamId: string) => ['website', 'logos', teamId] as const;

/** GET /api/website/logos: the team's logo and silhouette logo with their size variants. */
export function useWebsiteLogos(teamId: string) {
  return useQuery({
    queryKey: websiteLogosQueryKey(teamId),
    queryFn: ({ signal }) => apiGet<WebsiteLogosResponse>(websiteLogosPath, signal),
  });
}

/**
 * PUT /api/website/logos: sets both logos (library ids, null for none). The session is read
 * again afterwards, because the portal menu shows the team's logo from it.
 */
export function useSaveWebsiteLogos(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['website', 'logos'],
    mutationFn: (logos: WebsiteLogosUpdate) =>
      apiRequest<WebsiteLogosResponse>(websiteLogosPath, { method: 'PUT', body: logos }),
    onSuccess: (answer) => {
      queryClient.setQueryData(websiteLogosQueryKey(teamId), answer);
      // Only the menu's picture depends on it: a failed read leaves the old one until the next load.
      refreshSession(queryClient).catch(() => undefined);
    },
  });
}
