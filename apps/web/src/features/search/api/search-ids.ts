// Step one of a search: SearchInAuctions / SearchInGovAuctions / SearchInCompanies answer the ordered
// ids of every match (up to SEARCH_RESULT_LIMIT, `limited` when there were more).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSearchIds } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import type { SearchBody, SearchTab } from '../model/search-state.ts';
import { searchEndpoints, searchKeys } from './search-endpoints.ts';

export function searchIds(tab: SearchTab, body: SearchBody): Promise<TSearchIds> {
  return apiRequest<TSearchIds>(searchEndpoints[tab].search, { method: 'POST', body });
}

export function searchIdsQueryOptions(tab: SearchTab, body: SearchBody) {
  return queryOptions({
    queryKey: searchKeys.ids(tab, body),
    queryFn: () => searchIds(tab, body),
  });
}

/** The ids of the search; idle while `body` is null (no runnable search). */
export function useSearchIds(tab: SearchTab, body: SearchBody | null) {
  return useQuery({
    ...searchIdsQueryOptions(tab, body ?? { keywords: '' }),
    enabled: body !== null,
  });
}
