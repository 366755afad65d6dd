import type { changeEmailRequestSchema } from '@sideline/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost, type MessageResponse } from '../../../ui/api-client.ts';

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: z.input<typeof changeEmailRequestSchema>) =>
      apiPost<MessageResponse>('/api/accounts/email', body),
  });
}
