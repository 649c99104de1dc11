// GET /api/account/GetUserOverviewList: the people the user works with (the /user-overview list).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserOverviewList } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';

export const userOverviewListQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'user-overview-list'],
    queryFn: () => apiRequest<TUserOverviewList>('/api/account/GetUserOverviewList'),
  });

export function useUserOverviewList() {
  return useQuery(userOverviewListQueryOptions());
}
