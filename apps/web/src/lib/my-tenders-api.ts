// GET /api/tender/GetMyTenders: the caller's tenders, filtered, sorted and paged by the server; read
// by the tender lists and by the dashboard's cards, so it lives here rather than in one feature.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyTendersPage, TMyTendersQuery } from '@tendermark/shared';
import { apiRequest } from './api-client.ts';
import { tenderKeys } from './tender-query-keys.ts';

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
