import type { MediaAsset, MediaListResponse } from '@sideline/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet } from '../api-client.ts';
import { mediaPath } from './upload-media.ts';

export const mediaLibraryQueryKey = ['media', 'library'] as const;

/** GET /api/media: the signed-in team's images, newest first, a page at a time. */
export function useMediaLibrary() {
  return useInfiniteQuery({
    queryKey: mediaLibraryQueryKey,
    queryFn: ({ pageParam, signal }) => {
      const query = pageParam ? `?${new URLSearchParams({ cursor: pageParam })}` : '';
      return apiGet<MediaListResponse>(`${mediaPath}${query}`, signal);
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.media),
  });
}

/** Puts a just-uploaded image at the top of the cached library, where the server lists it too. */
export function useAddToMediaLibrary() {
  const queryClient = useQueryClient();
  return useCallback(
    (media: MediaAsset) => {
      queryClient.setQueryData<{ pages: MediaListResponse[]; pageParams: string[] }>(
        mediaLibraryQueryKey,
        (data) => {
          if (!data) return data;
          const [first, ...rest] = data.pages;
          if (!first) return data;
          return { ...data, pages: [{ ...first, media: [media, ...first.media] }, ...rest] };
        },
      );
    },
    [queryClient],
  );
}
