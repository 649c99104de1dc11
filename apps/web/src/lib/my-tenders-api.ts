// GET /api/tender/GetMyTenders: the caller's tenders, filtered, sorted and paged by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyTendersPage, TMyTendersQuery } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

export type MyTendersQuery = Partial<TMyTendersQuery>;

export function getMyTenders(query: MyTendersQuery): Promise<TMyTendersPage> {
  return apiRequest<TMyTendersPage>('/api/tender/GetMyTenders', { query });
}

export function myTendersQueryOptions(query: MyTendersQuery) {
  return queryOptions({
    queryKey: tenderKeys.list(query),
    queryFn: () => getMyTenders(query),
    placeholderData: keepPreviousData,
  });
}

export function useMyTenders(query: MyTendersQuery) {
  return useQuery(myTendersQueryOptions(query));
}
