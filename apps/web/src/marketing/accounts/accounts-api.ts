import {
  type devSignInRequestSchema,
  type emailOnlyRequestSchema,
  isSecondFactorChallenge,
  type newPasswordRequestSchema,
  type RevertEmailChangeRequest,
  type SecondFactorRequest,
  type SessionResponse,
  type SignInRequest,
  type SignInResponse,
  type SignUpRequest,
} from '@sideline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost, type MessageResponse } from '../../ui/api-client.ts';
import { refreshSession, setSession } from '../../ui/session/session-api.ts';

/** The password step: the session, or (two-step verification on) the code still to enter. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInRequest) => apiPost<SignInResponse>('/api/accounts/signin', body),
    onSuccess: (answer) => {
      if (!isSecondFactorChallenge(answer)) setSession(queryClient, answer);
    },
  });
}

/** The second step: the authenticator app's code, or a recovery code. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SecondFactorRequest) =>
      apiPost<SessionResponse>('/api/accounts/signin/second-factor', body),
    onSuccess: (session) => setSession(queryClient, session),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignUpRequest) => apiPost<SessionResponse>('/api/accounts/signup', body),
    onSuccess: (session) => setSession(queryClient, session),
  });
}

export function useDevSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof devSignInRequestSchema>) =>
      apiPost<SessionResponse>('/api/accounts/dev-signin', body),
    onSuccess: (session) => setSession(queryClient, session),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: z.input<typeof emailOnlyRequestSchema>) =>
      apiPost<MessageResponse>('/api/accounts/password-reset', body),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: z.input<typeof newPasswordRequestSchema>) =>
      apiPost<MessageResponse>('/api/accounts/password-reset/confirm', body),
  });
}

export function useConfirmEmailVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiPost<MessageResponse>('/api/accounts/verification/confirm', { token }),
    // A signed-in visitor now has a verified email: re-read the session (not a new sign-in).
    onSuccess: () => refreshSession(queryClient).catch(() => undefined),
  });
}

export function useRevertEmailChange() {
  return useMutation({
    mutationFn: (body: RevertEmailChangeRequest) =>
      apiPost<MessageResponse>('/api/accounts/email/revert', body),
  });
}
