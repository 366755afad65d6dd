import type {
  CommunicationsSettings,
  CommunicationsSettingsResponse,
  changeEmailRequestSchema,
} from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost, apiRequest, type MessageResponse } from '../../../ui/api-client.ts';

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: z.input<typeof changeEmailRequestSchema>) =>
      apiPost<MessageResponse>('/api/accounts/email', body),
  });
}

const communicationsKey = ['settings', 'communications'] as const;

/** GET /api/settings/communications: addresses, phones and notification preferences. */
export function useCommunicationsSettings() {
  return useQuery({
    queryKey: communicationsKey,
    queryFn: ({ signal }) => apiGet<CommunicationsSettingsResponse>('/api/settings/communications', signal),
  });
}

export function useSaveCommunicationsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommunicationsSettings) =>
      apiRequest<CommunicationsSettingsResponse>('/api/settings/communications', { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(communicationsKey, answer),
  });
}
