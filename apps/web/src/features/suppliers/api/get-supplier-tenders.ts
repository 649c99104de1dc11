// GET /api/tender/GetMyTenders?owner=false: the auctions the user takes part in as a supplier.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyTendersPage, TMyTendersQuery } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

export type SupplierTendersQuery = Omit<Partial<TMyTendersQuery>, 'owner'>;

export function supplierTendersQueryOptions(query: SupplierTendersQuery) {
  const fullQuery = { ...query, owner: false };
  return queryOptions({
    queryKey: tenderKeys.list(fullQuery),
    queryFn: () => apiRequest<TMyTendersPage>('/api/tender/GetMyTenders', { query: fullQuery }),
    placeholderData: keepPreviousData,
  });
}

export function useSupplierTenders(query: SupplierTendersQuery) {
  return useQuery(supplierTendersQueryOptions(query));
}
