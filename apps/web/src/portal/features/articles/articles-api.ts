import type { Article, ArticleOptions } from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../ui/api-client.ts';
import { type ContentSectionConfig, contentQueryKeys } from '../../../ui/content-section/index.ts';
import { showFailureToast } from '../../../ui/toasts.ts';

/** GET /api/articles/options: what an article can be about, tag and own (its own gallery included). */
export function useArticleOptions(articleId: string | null) {
  return useQuery({
    queryKey: ['content', 'articles', 'options', articleId ?? ''],
    queryFn: ({ signal }) =>
      apiGet<ArticleOptions>(`/api/articles/options${articleId ? `?articleId=${articleId}` : ''}`, signal),
  });
}

/** Stores an article the server answered with, and refreshes the lists and options. */
function useStoreArticle(config: ContentSectionConfig) {
  const queryClient = useQueryClient();
  return (article: Article) => {
    queryClient.setQueryData(contentQueryKeys.record(config, article.id), article);
    void queryClient.invalidateQueries({ queryKey: contentQueryKeys.all(config) });
  };
}

/** POST /api/articles/:id/gallery: a new gallery owned by the article. */
export function useCreateArticleGallery(config: ContentSectionConfig) {
  const store = useStoreArticle(config);
  return useMutation({
    mutationFn: (articleId: string) =>
      apiRequest<Article>(`/api/articles/${articleId}/gallery`, { method: 'POST' }),
    onSuccess: store,
    onError: showFailureToast,
  });
}

/** POST /api/articles/recaps: an unpublished article drafted from a finished game. */
export function useDraftRecap(config: ContentSectionConfig) {
  const store = useStoreArticle(config);
  return useMutation({
    mutationFn: (gameId: string) =>
      apiRequest<Article>('/api/articles/recaps', { method: 'POST', body: { gameId } }),
    onSuccess: store,
  });
}
