import type { AccountTeamsResponse, SessionResponse, TeamSession } from '@sideline/domain';
import { type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, isApiError, type MessageResponse } from '../api-client.ts';
import { showFailureToast } from '../toasts.ts';
import { offlineScannerSession } from './offline-scanner-session.ts';

export const sessionQueryKey = ['session'] as const;

export const signedOutSession: SessionResponse = {
  userLogged: false,
  accountType: 'NONE',
  user: null,
  team: null,
};

/**
 * Auto sign-in on app load (spec part 1 §4): POST /api/accounts/resume. A refusal such as
 * `unverified_email` is shown as a toast and leaves the visitor signed out.
 */
async function resumeSession(): Promise<SessionResponse> {
  try {
    const session = await apiPost<SessionResponse>('/api/accounts/resume');
    offlineScannerSession.remember(session);
    return session;
  } catch (error) {
    const offline =
      isApiError(error) && error.code === 'network_error' ? offlineScannerSession.recall() : null;
    if (offline) return offline;
    showFailureToast(error);
    return signedOutSession;
  }
}

const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: resumeSession,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** Starts resuming the session before the app's first render, which then waits for this call. */
export function startResumingSession(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(sessionQuery);
}

/**
 * The session of this browser tab. It is resumed once per page load; later changes (sign-in,
 * sign-out, verification) write the answer of their own call into the cache.
 */
export function useSession() {
  const query = useQuery(sessionQuery);
  return { session: query.data, isPending: query.isPending };
}

/** The signed-in team; only call below the portal guard, which renders nothing without one. */
export function useTeamSession(): { team: TeamSession; session: SessionResponse } {
  const { session } = useSession();
  if (!session?.team) throw new Error('useTeamSession needs a signed-in team');
  return { team: session.team, session };
}

export function setSession(queryClient: QueryClient, session: SessionResponse): void {
  queryClient.setQueryData(sessionQueryKey, session);
}

/** Re-reads the session without counting a new sign-in (GET /api/session). */
export async function refreshSession(queryClient: QueryClient): Promise<SessionResponse> {
  const session = await apiGet<SessionResponse>('/api/session');
  setSession(queryClient, session);
  return session;
}

/** Clears everything cached for the previous account and stores the signed-out session. */
export function clearSession(queryClient: QueryClient): void {
  offlineScannerSession.forget();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
  setSession(queryClient, signedOutSession);
}

/** POST /api/accounts/signout; the caller leaves the portal first, then calls clearSession. */
export function signOut(): Promise<MessageResponse> {
  return apiPost<MessageResponse>('/api/accounts/signout');
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiPost<MessageResponse>('/api/accounts/verification/resend'),
  });
}

/** The teams the signed-in user may act for (their organization's, an imported one included). */
export function useAccountTeams() {
  return useQuery({
    queryKey: ['account-teams'],
    queryFn: ({ signal }) => apiGet<AccountTeamsResponse>('/api/accounts/teams', signal),
  });
}

/**
 * Switches this browser to another team of the user, then reloads the portal: every cached
 * answer belonged to the previous team.
 */
export function useSwitchTeam() {
  return useMutation({
    mutationFn: (teamId: string) => apiPost<SessionResponse>('/api/accounts/team', { teamId }),
    onSuccess: () => window.location.assign('/portal'),
    onError: showFailureToast,
  });
}
