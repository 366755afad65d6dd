import type { SampleContentRemoval, SampleContentResponse } from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../ui/api-client.ts';

const sampleContentKey = (teamId: string) => ['sample-content', teamId];

/** GET /api/sample-content: the sample records the team still has. */
export function useSampleContent(teamId: string) {
  return useQuery({
    queryKey: sampleContentKey(teamId),
    queryFn: ({ signal }) => apiGet<SampleContentResponse>('/api/sample-content', signal),
    select: (answer) => answer.records,
  });
}

/** What a removal changes: the content lists and records, the inbox, the counts, the sample list. */
const changedQueryKeys = [['content'], ['submissions'], ['dashboard'], ['sample-content']];

/** POST /api/sample-content/removal; the lists, records and counts are refreshed afterwards. */
export function useRemoveSampleContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SampleContentRemoval>('/api/sample-content/removal', { method: 'POST' }),
    onSuccess: () => {
      for (const queryKey of changedQueryKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
