import type {
  Submission,
  SubmissionDateFilter,
  SubmissionListResponse,
  SubmissionRecipients,
  SubmissionReply,
  SubmissionStatusFilter,
} from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../ui/api-client.ts';

export interface InboxFilters {
  formId: string;
  date: SubmissionDateFilter | '';
  from: string;
  to: string;
  status: SubmissionStatusFilter | '';
}

/** The filters as the API's query string (empty ones left out; a range only when complete). */
export function toInboxQuery(filters: InboxFilters): string {
  const query = new URLSearchParams();
  if (filters.formId) query.set('formId', filters.formId);
  if (filters.status) query.set('status', filters.status);
  if (
    filters.date &&
    (filters.date !== 'range' || (filters.from && filters.to && filters.from <= filters.to))
  ) {
    query.set('date', filters.date);
    if (filters.date === 'range') {
      query.set('from', filters.from);
      query.set('to', filters.to);
    }
  }
  return query.toString();
}

const inboxKey = ['submissions'] as const;

export function useSubmissions(filters: InboxFilters) {
  const query = toInboxQuery(filters);
  return useQuery({
    queryKey: [...inboxKey, 'list', query],
    queryFn: ({ signal }) => apiGet<SubmissionListResponse>(`/api/submissions?${query}`, signal),
  });
}

export function useSubmission(id: string) {
  return useQuery({
    queryKey: [...inboxKey, 'one', id],
    queryFn: ({ signal }) => apiGet<Submission>(`/api/submissions/${id}`, signal),
  });
}

/** After any change the lists, the dashboard counts and the side menu's unread badge refresh. */
function useRefreshInbox() {
  const queryClient = useQueryClient();
  return (saved?: Submission) => {
    if (saved) queryClient.setQueryData([...inboxKey, 'one', saved.id], saved);
    void queryClient.invalidateQueries({ queryKey: [...inboxKey, 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };
}

export function useMarkSubmission() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      apiRequest<Submission>(`/api/submissions/${id}`, { method: 'PATCH', body: { read } }),
    onSuccess: refresh,
  });
}

export function useReplyToSubmission(id: string) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (reply: SubmissionReply) =>
      apiRequest<Submission>(`/api/submissions/${id}/reply`, { method: 'POST', body: reply }),
    onSuccess: refresh,
    // The reply dialog shows why a reply was not sent, beside the kept text.
    meta: { silentError: true },
  });
}

export function useDeleteSubmission() {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/api/submissions/${id}`, { method: 'DELETE' }),
    onSuccess: () => refresh(),
  });
}

export function useRecipients() {
  return useQuery({
    queryKey: [...inboxKey, 'recipients'],
    queryFn: ({ signal }) => apiGet<SubmissionRecipients>('/api/submissions/recipients', signal),
  });
}

export function useSaveRecipients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmissionRecipients) =>
      apiRequest<SubmissionRecipients>('/api/submissions/recipients', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData([...inboxKey, 'recipients'], saved),
  });
}
