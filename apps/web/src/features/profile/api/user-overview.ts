// GET /api/account/GetUserOverview?id: the public profile of a user and their public auctions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserOverview } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';

export const userOverviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['account', 'user-overview', id],
    queryFn: () => apiRequest<TUserOverview>('/api/account/GetUserOverview', { query: { id } }),
    retry: false,
  });

export function useUserOverview(id: string) {
  return useQuery(userOverviewQueryOptions(id));
}
