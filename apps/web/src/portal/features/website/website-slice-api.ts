import type {
  TeamTimeZoneView,
  TimeZoneChange,
  WebsiteDesignResponse,
  WebsiteDesignUpdate,
  WebsiteImagesResponse,
  WebsiteImagesUpdate,
  WebsiteInfoResponse,
  WebsiteInfoUpdate,
  WebsiteLogosResponse,
  WebsiteLogosUpdate,
  WebsiteSeoResponse,
  WebsiteSeoUpdate,
  WebsiteSocialsResponse,
  WebsiteSocialsUpdate,
  WebsiteStoreInfoResponse,
  WebsiteStoreInfoUpdate,
} from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../ui/api-client.ts';
import { refreshSession } from '../../../ui/session/session-api.ts';

/** What each editor slice's GET and PUT /api/website/{slice} send and answer. */
interface WebsiteSlices {
  design: { update: WebsiteDesignUpdate; response: WebsiteDesignResponse };
  images: { update: WebsiteImagesUpdate; response: WebsiteImagesResponse };
  info: { update: WebsiteInfoUpdate; response: WebsiteInfoResponse };
  logos: { update: WebsiteLogosUpdate; response: WebsiteLogosResponse };
  seo: { update: WebsiteSeoUpdate; response: WebsiteSeoResponse };
  socials: { update: WebsiteSocialsUpdate; response: WebsiteSocialsResponse };
  storeinfo: { update: WebsiteStoreInfoUpdate; response: WebsiteStoreInfoResponse };
  'time-zone': { update: TimeZoneChange; response: TeamTimeZoneView };
}
export type WebsiteSlice = keyof WebsiteSlices;
export type WebsiteSliceUpdate<S extends WebsiteSlice> = WebsiteSlices[S]['update'];
export type WebsiteSliceResponse<S extends WebsiteSlice> = WebsiteSlices[S]['response'];

const slicePath = (slice: WebsiteSlice) => `/api/website/${slice}`;
const sliceQueryKey = (slice: WebsiteSlice, teamId: string) => ['website', slice, teamId] as const;

/** GET /api/website/{slice}: the team's slice as its editor shows it. */
export function useWebsiteSlice<S extends WebsiteSlice>(slice: S, teamId: string) {
  return useQuery({
    queryKey: sliceQueryKey(slice, teamId),
    queryFn: ({ signal }) => apiGet<WebsiteSliceResponse<S>>(slicePath(slice), signal),
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
    mutationFn: (update: WebsiteSliceUpdate<S>) =>
      apiRequest<WebsiteSliceResponse<S>>(slicePath(slice), { method: 'PUT', body: update }),
    onSuccess: (answer) => {
      queryClient.setQueryData(sliceQueryKey(slice, teamId), answer);
      // The portal menu shows the team's logo from the session, so it is read again after the
      // logos change; a failed read leaves the old picture until the next load.
      // The session carries the time zone too, which every date of the portal is shown in.
      if (slice === 'logos' || slice === 'time-zone') refreshSession(queryClient).catch(() => undefined);
    },
  });
}
