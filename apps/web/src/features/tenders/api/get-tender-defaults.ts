// GET /api/tender/TenderDtoWithDefaults: the server's defaults, used as templates for new rows.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTender } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

export function getTenderDefaults(): Promise<TTender> {
  return apiRequest<TTender>('/api/tender/TenderDtoWithDefaults');
}

export function tenderDefaultsQueryOptions() {
  return queryOptions({
    queryKey: tenderKeys.defaults,
    queryFn: getTenderDefaults,
    staleTime: Infinity,
  });
}

export function useTenderDefaults() {
  return useQuery(tenderDefaultsQueryOptions());
}
