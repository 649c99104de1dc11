// Step two of a search: GetInfo…FromSearch answers the rows of one page of the ids step one found,
// for the list (one page at a time) and for the map (the first MAP_ENTRY_LIMIT rows).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MAX_PAGE_SIZE } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { mapIdsOf, mapPageNumbers, pageIdsOf } from '../model/search-paging.ts';
import type { SearchTab } from '../model/search-state.ts';
import {
  searchEndpoints,
  searchKeys,
  type SearchPage,
  type SearchRowOf,
} from './search-endpoints.ts';

type RowsRequest = {
  ids: readonly string[];
  pageNo: number;
  recordsPerPage: number;
  currency: string | null;
};

export function getSearchRows<Tab extends SearchTab>(
  tab: Tab,
  { ids, pageNo, recordsPerPage, currency }: RowsRequest,
): Promise<SearchPage<SearchRowOf[Tab]>> {
  return apiRequest<SearchPage<SearchRowOf[Tab]>>(searchEndpoints[tab].rows, {
    method: 'POST',
    body: { ids, PageNo: pageNo, recordsPerPage, ...(currency ? { currency } : {}) },
  });
}

type PageQuery = {
  ids: readonly string[];
  page: number;
  pageSize: number;
  currency: string | null;
};

export function searchPageQueryOptions<Tab extends SearchTab>(
  tab: Tab,
  { ids, page, pageSize, currency }: PageQuery,
) {
  return queryOptions({
    queryKey: searchKeys.rows(tab, pageIdsOf(ids, page, pageSize), currency),
    queryFn: () => getSearchRows(tab, { ids, pageNo: page, recordsPerPage: pageSize, currency }),
  });
}

/** The rows of one page of the list; idle until the ids are known. */
export function useSearchPage<Tab extends SearchTab>(tab: Tab, query: PageQuery | null) {
  return useQuery({
    ...searchPageQueryOptions(tab, query ?? { ids: [], page: 1, pageSize: 1, currency: null }),
    enabled: query !== null && query.ids.length > 0,
  });
}

/** The rows the map places: the first MAP_ENTRY_LIMIT ids, asked for in pages of the largest size. */
export function useMapRows<Tab extends SearchTab>(
  tab: Tab,
  ids: readonly string[] | null,
  { enabled }: { enabled: boolean },
) {
  const shown = mapIdsOf(ids ?? []);
  return useQuery({
    queryKey: [...searchKeys.rows(tab, shown, null), 'map'] as const,
    queryFn: async () => {
      const pages = await Promise.all(
        mapPageNumbers(shown.length).map((pageNo) =>
          getSearchRows(tab, {
            ids: shown,
            pageNo,
            recordsPerPage: SEARCH_MAX_PAGE_SIZE,
            currency: null,
          }),
        ),
      );
      return pages.flatMap((page) => page.items);
    },
    enabled: enabled && shown.length > 0,
  });
}
