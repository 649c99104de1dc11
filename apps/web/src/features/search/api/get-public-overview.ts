// GET /api/tender/GetPublicTenderOverview?id: what anyone may see of a public tender (404 when it is
// not public), with the signed-in viewer's participation and ownership.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicTenderOverview } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { useCurrentUser } from '@/lib/auth/session-store.ts';
import { searchKeys } from './search-endpoints.ts';

export function publicOverviewQueryOptions(id: string, viewer: string | null) {
  return queryOptions({
    queryKey: searchKeys.overview(id, viewer),
    queryFn: () =>
      apiRequest<TPublicTenderOverview>('/api/tender/GetPublicTenderOverview', { query: { id } }),
  });
}

export function usePublicOverview(id: string) {
  const viewer = useCurrentUser()?.Name ?? null;
  return useQuery(publicOverviewQueryOptions(id, viewer));
}
