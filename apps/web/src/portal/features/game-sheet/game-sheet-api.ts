import type { GameSheetView, StatSheetOperation } from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, isApiError } from '../../../ui/api-client.ts';
import { showErrorToast, showFailureToast } from '../../../ui/toasts.ts';

/** How often an open sheet asks for what another admin entered meanwhile (issue 8: live). */
export const sheetPollMs = 5000;

const sheetKey = (gameId: string) => ['content', 'games', 'sheet', gameId] as const;

/** GET /api/games/:id/sheet, polled while the page is visible. */
export function useGameSheet(gameId: string) {
  return useQuery({
    queryKey: sheetKey(gameId),
    queryFn: ({ signal }) => apiGet<GameSheetView>(`/api/games/${encodeURIComponent(gameId)}/sheet`, signal),
    refetchInterval: sheetPollMs,
    refetchIntervalInBackground: false,
  });
}

/**
 * POST one operation. The answer is the whole sheet as stored, so the screen shows the other
 * admin's entries too. A conflict (409) reloads the sheet and says what happened; a refused
 * field is left to the caller's form (and toasted).
 */
export function useSheetOperation(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['content', 'games', 'sheet', gameId, 'operation'],
    mutationFn: (operation: StatSheetOperation) =>
      apiRequest<GameSheetView>(`/api/games/${encodeURIComponent(gameId)}/sheet/operations`, {
        method: 'POST',
        body: { operation },
      }),
    onSuccess: (view) => {
      queryClient.setQueryData(sheetKey(gameId), view);
      // The game's score shows in the Games list and editor too (not the sheet: it is fresh).
      void queryClient.invalidateQueries({
        queryKey: ['content', 'games'],
        predicate: (query) => query.queryKey[2] !== 'sheet',
      });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        showErrorToast(error.message);
        void queryClient.invalidateQueries({ queryKey: sheetKey(gameId) });
      } else {
        showFailureToast(error);
      }
    },
  });
}
