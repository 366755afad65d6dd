import type { ContentListResponse, ContentMessages, CreatableEntity } from '@sideline/domain';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest, isApiError } from '../api-client.ts';
import { showFailureToast, showSuccessToast } from '../toasts.ts';

/** What the frame needs to know about one content section (see content-section-page.tsx). */
export interface ContentSectionConfig {
  /** Query and mutation key of the entity: 'opponents'. */
  key: string;
  /** '/api/opponents' (the routes of registerContentSectionRoutes on the server). */
  apiPath: string;
  /** The portal path of the section: '/portal/opponents'. */
  basePath: string;
  /** The entity of the add/new/create route rule: 'opponent'. */
  entity: CreatableEntity;
  /** The entity in words, for dialogs: 'opponent', 'executive board member'. */
  singular: string;
  messages: ContentMessages;
  /** The saved toasts of one record when they depend on it (a practice among events). */
  savedMessagesOf?: (saved: unknown) => Pick<ContentMessages, 'created' | 'updated'>;
  /** Further list parameters of a sub-section ({ type: 'practice' }); records are shared. */
  listFilter?: Record<string, string>;
}

export const contentListPageSize = 50;

export const contentQueryKeys = {
  all: (config: ContentSectionConfig) => ['content', config.key] as const,
  list: (config: ContentSectionConfig, search: string) =>
    ['content', config.key, 'list', search, config.listFilter ?? {}] as const,
  record: (config: ContentSectionConfig, id: string) => ['content', config.key, 'record', id] as const,
};

/** GET {apiPath}?search=&cursor=&limit=: the list, a page at a time, searched on the server. */
export function useContentList(config: ContentSectionConfig, search: string) {
  return useInfiniteQuery({
    queryKey: contentQueryKeys.list(config, search),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ ...config.listFilter, limit: String(contentListPageSize) });
      if (search) query.set('search', search);
      if (pageParam) query.set('cursor', pageParam);
      return apiGet<ContentListResponse>(`${config.apiPath}?${query}`, signal);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While a new search loads, the previous rows stay instead of a blank list.
    placeholderData: keepPreviousData,
  });
}

/** GET {apiPath}/:id. A 404 is final (the record does not exist), so it is not retried. */
export function useContentRecord<Record>(config: ContentSectionConfig, id: string) {
  return useQuery({
    queryKey: contentQueryKeys.record(config, id),
    queryFn: ({ signal }) => apiGet<Record>(`${config.apiPath}/${id}`, signal),
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
}

export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * POST {apiPath} (id null) or PUT {apiPath}/:id. On success: the spec's created/updated toast,
 * the record cached and the list refetched. Failures are left to the caller (field messages).
 */
export function useSaveContent<Record extends { id: string }, Input>(
  config: ContentSectionConfig,
  id: string | null,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['content', config.key, id ? 'update' : 'create'],
    mutationFn: (input: Input) =>
      id
        ? apiRequest<Record>(`${config.apiPath}/${id}`, { method: 'PUT', body: input })
        : apiRequest<Record>(config.apiPath, { method: 'POST', body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(contentQueryKeys.record(config, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: [...contentQueryKeys.all(config), 'list'] });
      const messages = config.savedMessagesOf?.(saved) ?? config.messages;
      showSuccessToast(id ? messages.updated : messages.created);
    },
  });
}

/**
 * DELETE {apiPath}/:id: the deleted toast, or the server's message (a blocking rule such as
 * "This season has 3 games ...") as an error toast.
 */
export function useDeleteContent(config: ContentSectionConfig) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['content', config.key, 'delete'],
    /** `query` carries the section's delete options ("?tickets=remove"). */
    mutationFn: ({ id, query = '' }: { id: string; query?: string }) =>
      apiRequest<void>(`${config.apiPath}/${id}${query}`, { method: 'DELETE' }),
    onSuccess: (_answer, { id }) => {
      queryClient.removeQueries({ queryKey: contentQueryKeys.record(config, id) });
      void queryClient.invalidateQueries({ queryKey: [...contentQueryKeys.all(config), 'list'] });
      showSuccessToast(config.messages.deleted);
    },
    onError: showFailureToast,
  });
}
