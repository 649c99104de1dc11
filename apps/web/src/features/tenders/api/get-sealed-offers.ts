// GET /api/tender/GetSealedOffers?tenderId (owner, issue 30): how many sealed offers are in and when
// they open, never their prices.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSealedOfferCount } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

/** Under the tender's key: the tender's refresh (pushes, reconnect) refreshes the count too. */
export const sealedOffersKey = (tenderId: string) =>
  [...tenderKeys.detail(tenderId), 'sealed-offers'] as const;

export function sealedOffersOptions(tenderId: string) {
  return queryOptions({
    queryKey: sealedOffersKey(tenderId),
    queryFn: () =>
      apiRequest<TSealedOfferCount>('/api/tender/GetSealedOffers', { query: { tenderId } }),
  });
}

export function useSealedOffers(tenderId: string, { enabled = true } = {}) {
  return useQuery({ ...sealedOffersOptions(tenderId), enabled });
}
