import {
  type Gallery,
  type GalleryOptions,
  type GalleryPhoto,
  type GalleryTag,
  sortInGalleryOrder,
} from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../ui/api-client.ts';
import { type ContentSectionConfig, contentQueryKeys } from '../../../ui/content-section/index.ts';
import { showFailureToast } from '../../../ui/toasts.ts';

/** The portal's article queries (Articles feature): an article shows its gallery's photo count. */
const articleQueriesKey = ['content', 'articles'] as const;

/** GET /api/galleries/options: seasons, and what galleries and photos can be tagged with. */
export function useGalleryOptions() {
  return useQuery({
    queryKey: ['content', 'galleries', 'options'],
    queryFn: ({ signal }) => apiGet<GalleryOptions>('/api/galleries/options', signal),
  });
}

type PhotoChange =
  | { kind: 'add'; mediaId: string }
  | { kind: 'arrange'; photoIds: string[] }
  | { kind: 'update'; photoId: string; title: string; tags: GalleryTag[] }
  | { kind: 'remove'; photoId: string }
  | { kind: 'untag'; photoId: string; tagId: string };

function sendPhotoChange(galleryId: string, change: PhotoChange) {
  const photos = `/api/galleries/${galleryId}/photos`;
  switch (change.kind) {
    case 'add':
      // No title: the library's title is the file's name, not a caption; the admin writes one.
      return apiRequest<GalleryPhoto>(photos, { method: 'POST', body: { mediaId: change.mediaId } });
    case 'arrange':
      return apiRequest<Gallery>(`${photos}/order`, { method: 'PUT', body: { ids: change.photoIds } });
    case 'update':
      return apiRequest<GalleryPhoto>(`${photos}/${change.photoId}`, {
        method: 'PUT',
        body: { title: change.title, tags: change.tags },
      });
    case 'remove':
      return apiRequest<void>(`${photos}/${change.photoId}`, { method: 'DELETE' });
    case 'untag':
      return apiRequest<GalleryPhoto>(`${photos}/${change.photoId}/tags/${change.tagId}`, {
        method: 'DELETE',
      });
  }
}

/**
 * The photo calls of a gallery. A new order shows at once; after each call the gallery, the
 * gallery lists (their photo counts and covers) and the articles (an article shows its gallery's
 * count) are fetched again. A refusal (the gallery is full, a photo already gone, an order made
 * stale by another change) is a toast with the server's message.
 */
export function usePhotoChanges(config: ContentSectionConfig, galleryId: string) {
  const queryClient = useQueryClient();
  const recordKey = contentQueryKeys.record(config, galleryId);
  return useMutation({
    // One call at a time per gallery, so two quick moves reach the server in the order made.
    scope: { id: `gallery-photos-${galleryId}` },
    mutationFn: async (change: PhotoChange) => {
      await sendPhotoChange(galleryId, change);
    },
    onMutate: async (change) => {
      if (change.kind !== 'arrange') return;
      await queryClient.cancelQueries({ queryKey: recordKey });
      queryClient.setQueryData<Gallery>(
        recordKey,
        (gallery) => gallery && { ...gallery, photos: sortInGalleryOrder(gallery.photos, change.photoIds) },
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recordKey }),
        queryClient.invalidateQueries({ queryKey: [...contentQueryKeys.all(config), 'list'] }),
        queryClient.invalidateQueries({ queryKey: articleQueriesKey }),
      ]),
    onError: showFailureToast,
  });
}
