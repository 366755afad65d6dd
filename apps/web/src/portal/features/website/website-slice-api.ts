import type {
  WebsiteDesignResponse,
  WebsiteDesignUpdate,
  WebsiteImagesResponse,
  WebsiteImagesUpdate,
  WebsiteSeoResponse,
  WebsiteSeoUpdate,
  WebsiteSocialsResponse,
  WebsiteSocialsUpdate,
  WebsiteStoreInfoResponse,
  WebsiteStoreInfoUpdate,
} from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../ui/api-client.ts';

/** What each editor slice's GET and PUT /api/website/{slice} send and answer. */
interface WebsiteSlices {
  design: { update: WebsiteDesignUpdate; response: WebsiteDesignResponse };
  images: { update: WebsiteImagesUpdate; response: WebsiteImagesResponse };
  seo: { update: WebsiteSeoUpdate; response: WebsiteSeoResponse };
  socials: { update: WebsiteSocialsUpdate; response: WebsiteSocialsResponse };
  storeinfo: { update: WebsiteStoreInfoUpdate; response: WebsiteStoreInfoResponse };
}
export type WebsiteSlice = keyof WebsiteSlices;

const slicePath = (slice: WebsiteSlice) => `/api/website/${slice}`;
const sliceQueryKey = (slice: WebsiteSlice, teamId: string) => ['website', slice, teamId] as const;

/** GET /api/website/{slice}: the team's slice as its editor shows it. */
export function useWebsiteSlice<S extends WebsiteSlice>(slice: S, teamId: string) {
  return useQuery({
    queryKey: sliceQueryKey(slice, teamId),
    queryFn: ({ signal }) => apiGet<WebsiteSlices[S]['response']>(slicePath(slice), signal),
  });
}

/**
 * PUT /api/website/{slice}: saves the slice and keeps the cached copy in step with the server's.
 * Keyed `['website', slice]`, so the editor's live preview reloads after it.
 */
export function useSaveWebsiteSlice<S extends WebsiteSlice>(slice: S, teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['website', slice],
    mutationFn: (update: WebsiteSlices[S]['update']) =>
      apiRequest<WebsiteSlices[S]['response']>(slicePath(slice), { method: 'PUT', body: update }),
    onSuccess: (answer) => queryClient.setQueryData(sliceQueryKey(slice, teamId), answer),
  });
}
