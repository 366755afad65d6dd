import { useMutation } from '@tanstack/react-query';
import { apiPost, type MessageResponse } from '../../../ui/api-client.ts';

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: { email: string; confirmEmail: string }) =>
      apiPost<MessageResponse>('/api/accounts/email', body),
  });
}
