// GET /api/tender/GetTender?id as a supplier sees it (their own entry only), refreshed by events.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTender } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

export function supplierTenderQueryOptions(tenderId: string) {
  return queryOptions({
    queryKey: tenderKeys.detail(tenderId),
    queryFn: () => apiRequest<TTender>('/api/tender/GetTender', { query: { id: tenderId } }),
  });
}

export function useSupplierTender(tenderId: string) {
  return useQuery(supplierTenderQueryOptions(tenderId));
}
