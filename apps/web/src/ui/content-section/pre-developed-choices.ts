import type { PreDevelopedLeaguesResponse, PreDevelopedSeasonsResponse } from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client.ts';

/** GET /api/seasons/predeveloped: the read-only seasons of the team's sport (they never change). */
export function usePreDevelopedSeasons() {
  return useQuery({
    queryKey: ['content', 'seasons', 'predeveloped'],
    queryFn: ({ signal }) => apiGet<PreDevelopedSeasonsResponse>('/api/seasons/predeveloped', signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/leagues/predeveloped: the read-only leagues of the team's sport, with conferences. */
export function usePreDevelopedLeagues() {
  return useQuery({
    queryKey: ['content', 'leagues', 'predeveloped'],
    queryFn: ({ signal }) => apiGet<PreDevelopedLeaguesResponse>('/api/leagues/predeveloped', signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
