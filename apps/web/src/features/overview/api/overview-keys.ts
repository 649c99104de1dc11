// Query keys of the auction overview calls.
import type { TAuctionOverviewsQuery } from '@tendermark/shared';

export const overviewKeys = {
  all: ['auction-overview'] as const,
  list: (query: Partial<TAuctionOverviewsQuery>) => ['auction-overview', 'list', query] as const,
  detail: (id: string) => ['auction-overview', 'detail', id] as const,
};
