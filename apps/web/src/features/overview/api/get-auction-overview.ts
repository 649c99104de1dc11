// GET /api/tender/GetAuctionOverview?id: the result of an ended or canceled auction, as the caller
// may see it (owner: everything; participating supplier: the others anonymised).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuctionFormat, TAuctionOverview } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { overviewKeys } from './overview-keys.ts';

/**
 * The overview with its format (issue 30): how the auction ran and when a sealed tender's offers
 * were opened. Optional, as an older server leaves them out (the open auction).
 */
export type TFormatOverview = TAuctionOverview & {
  auctionFormat?: AuctionFormat;
  sealedOpenedAt?: string | null;
};

export function getAuctionOverview(id: string): Promise<TFormatOverview> {
  return apiRequest<TFormatOverview>('/api/tender/GetAuctionOverview', { query: { id } });
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
