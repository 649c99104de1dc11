// GET /api/tender/GetTender?id: the tender as the caller may see it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTender } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

export function getTender(tenderId: string): Promise<TTender> {
  return apiRequest<TTender>('/api/tender/GetTender', { query: { id: tenderId } });
}

export function tenderQueryOptions(tenderId: string) {
  return queryOptions({
    queryKey: tenderKeys.detail(tenderId),
    queryFn: () => getTender(tenderId),
    // The editor holds its own copy; a background refetch must not surprise it.
    staleTime: Infinity,
  });
}

export function useTender(tenderId: string) {
  return useQuery(tenderQueryOptions(tenderId));
}
