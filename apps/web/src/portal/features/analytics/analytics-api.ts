import type { AnalyticsInterval, StoreAnalytics, WebsiteAnalytics } from '@sideline/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../ui/api-client.ts';

export interface AnalyticsRange {
  from: string;
  to: string;
  interval: AnalyticsInterval;
}

const queryOf = (range: AnalyticsRange) =>
  new URLSearchParams(Object.entries(range).filter(([, value]) => value !== '')).toString();

/** GET /api/analytics/{kind} for a range (empty dates: the last 30 days). */
function useAnalytics<T>(kind: 'website' | 'store', teamId: string, range: AnalyticsRange) {
  return useQuery({
    queryKey: ['analytics', kind, teamId, range] as const,
    queryFn: ({ signal }) => apiGet<T>(`/api/analytics/${kind}?${queryOf(range)}`, signal),
    placeholderData: keepPreviousData,
  });
}

export const useWebsiteAnalytics = (teamId: string, range: AnalyticsRange) =>
  useAnalytics<WebsiteAnalytics>('website', teamId, range);
export const useStoreAnalytics = (teamId: string, range: AnalyticsRange) =>
  useAnalytics<StoreAnalytics>('store', teamId, range);
