// GET /api/tender/GetAuctionOverview?id: the result of an ended or canceled auction, as the caller
// may see it (owner: everything; participating supplier: the others anonymised).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuctionOverview } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { overviewKeys } from './overview-keys.ts';

export function getAuctionOverview(id: string): Promise<TAuctionOverview> {
  return apiRequest<TAuctionOverview>('/api/tender/GetAuctionOverview', { query: { id } });
}

export function auctionOverviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: overviewKeys.detail(id),
    queryFn: () => getAuctionOverview(id),
    // 404 and 409 are answers, not hiccups.
    retry: false,
  });
}

export function useAuctionOverview(id: string) {
  return useQuery(auctionOverviewQueryOptions(id));
}
