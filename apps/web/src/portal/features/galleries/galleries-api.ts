import type { GalleryOptions, GalleryPhoto, GalleryTag } from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../ui/api-client.ts';
import { type ContentSectionConfig, contentQueryKeys } from '../../../ui/content-section/index.ts';
import { showFailureToast } from '../../../ui/toasts.ts';

/** GET /api/galleries/options: seasons, and what galleries and photos can be tagged with. */
export function useGalleryOptions() {
  return useQuery({
    queryKey: ['content', 'galleries', 'options'],
    queryFn: ({ signal }) => apiGet<GalleryOptions>('/api/galleries/options', signal),
  });
}

type PhotoChange =
  | { kind: 'add'; mediaId: string; title: string }
  | { kind: 'update'; photoId: string; title: string; tags: GalleryTag[] }
  | { kind: 'remove'; photoId: string }
  | { kind: 'untag'; photoId: string; tagId: string };

function sendPhotoChange(galleryId: string, change: PhotoChange) {
  const photos = `/api/galleries/${galleryId}/photos`;
  switch (change.kind) {
    case 'add':
      return apiRequest<GalleryPhoto>(photos, {
        method: 'POST',
        body: { mediaId: change.mediaId, title: change.title },
      });
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
 * The photo calls of a gallery. After each, the gallery and the lists are fetched again; a refusal
 * (the gallery is full, a photo already gone) is a toast with the server's message.
 */
export function usePhotoChanges(config: ContentSectionConfig, galleryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: PhotoChange) => {
      await sendPhotoChange(galleryId, change);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contentQueryKeys.record(config, galleryId) });
      void queryClient.invalidateQueries({ queryKey: [...contentQueryKeys.all(config), 'list'] });
    },
    onError: showFailureToast,
  });
}
