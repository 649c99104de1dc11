// GET /api/tender/GetTenderComparison?tenderId: every participating supplier's final offer of an
// ended tender, side by side, with the award (owner only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTenderComparison } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { awardKeys } from './award-keys.ts';

export function getComparison(tenderId: string): Promise<TTenderComparison> {
  return apiRequest<TTenderComparison>('/api/tender/GetTenderComparison', {
    query: { tenderId },
  });
}

export function comparisonQueryOptions(tenderId: string) {
  return queryOptions({
    queryKey: awardKeys.comparison(tenderId),
    queryFn: () => getComparison(tenderId),
    // 403, 404 and 409 (not ended) are answers, not hiccups.
    retry: false,
  });
}

export function useComparison(tenderId: string) {
  return useQuery(comparisonQueryOptions(tenderId));
}
