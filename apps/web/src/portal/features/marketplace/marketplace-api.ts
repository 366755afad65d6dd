import type {
  MarketplaceCategory,
  MarketplaceCategoryResponse,
  VendorInterestRequest,
} from '@sideline/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, type MessageResponse } from '../../../ui/api-client.ts';

/** GET /api/marketplace/:category: the products of one marketplace page. */
export function useMarketplaceCategory(category: MarketplaceCategory | undefined) {
  return useQuery({
    queryKey: ['marketplace', category],
    queryFn: ({ signal }) => apiGet<MarketplaceCategoryResponse>(`/api/marketplace/${category}`, signal),
    enabled: Boolean(category),
    staleTime: 10 * 60_000,
  });
}

/** POST /api/marketplace-interest: the vendor hears of the team's interest. */
export function useVendorInterest() {
  return useMutation({
    mutationFn: (body: VendorInterestRequest) => apiPost<MessageResponse>('/api/marketplace-interest', body),
  });
}
