// GET /api/tender/GetMyAuctionOverviews: the caller's ended and canceled auctions, one page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuctionOverviewsPage, TAuctionOverviewsQuery } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { overviewKeys } from './overview-keys.ts';

export type AuctionOverviewsQuery = Partial<TAuctionOverviewsQuery>;

export function myAuctionOverviewsQueryOptions(query: AuctionOverviewsQuery) {
  return queryOptions({
    queryKey: overviewKeys.list(query),
    queryFn: () =>
      apiRequest<TAuctionOverviewsPage>('/api/tender/GetMyAuctionOverviews', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useMyAuctionOverviews(query: AuctionOverviewsQuery) {
  return useQuery(myAuctionOverviewsQueryOptions(query));
}
