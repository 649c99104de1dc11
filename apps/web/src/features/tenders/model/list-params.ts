// The state of a tender list in its URL (?page=&size=&sort=&order=&filter=&name=&hidden=), so
// that paging (with the rows per page the user chose), sorting and filters survive a reload.
import {
  Constants,
  TenderListFilter,
  TenderListSortColumns,
  type TMyTendersQuery,
} from '@tendermark/shared';
import { AUCTION_PAGE_SIZES, type AuctionPageSize } from '@/components/paged-list.tsx';

export type SortColumn = (typeof TenderListSortColumns)[number];
export type SortOrder = 'asc' | 'desc';
export type ListFilter = (typeof TenderListFilter)[keyof typeof TenderListFilter];

export type ListParams = {
  page: number;
  /** Rows per page. */
  size: AuctionPageSize;
  sort: SortColumn;
  order: SortOrder;
  filter: ListFilter;
  name: string;
  showHidden: boolean;
};

export const DEFAULT_LIST_PARAMS: ListParams = {
  page: 1,
  size: String(Constants.myAuctionsPageSize) as AuctionPageSize,
  sort: 'createDate',
  order: 'desc',
  filter: TenderListFilter.ACTIVE,
  name: '',
  showHidden: false,
};

const filters = Object.values(TenderListFilter) as string[];

function isSortColumn(value: string | null): value is SortColumn {
  return value !== null && (TenderListSortColumns as readonly string[]).includes(value);
}

export function readListParams(search: URLSearchParams): ListParams {
  const page = Number(search.get('page'));
  const sort = search.get('sort');
  const order = search.get('order');
  const filter = search.get('filter');
  const name = search.get('name')?.trim() ?? '';
  const size = search.get('size');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_LIST_PARAMS.page,
    size: (AUCTION_PAGE_SIZES as readonly (string | null)[]).includes(size)
      ? (size as AuctionPageSize)
      : DEFAULT_LIST_PARAMS.size,
    sort: isSortColumn(sort) ? sort : DEFAULT_LIST_PARAMS.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_LIST_PARAMS.order,
    filter:
      filter && filters.includes(filter) ? (filter as ListFilter) : DEFAULT_LIST_PARAMS.filter,
    // The keyword filter ignores input shorter than its minimum (spec §5).
    name: name.length >= Constants.keywordMinLength ? name : '',
    showHidden: search.get('hidden') === '1',
  };
}

/** Only values that differ from the defaults go into the URL. */
export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.page !== DEFAULT_LIST_PARAMS.page) search.set('page', String(params.page));
  if (params.size !== DEFAULT_LIST_PARAMS.size) search.set('size', params.size);
  if (params.sort !== DEFAULT_LIST_PARAMS.sort) search.set('sort', params.sort);
  if (params.order !== DEFAULT_LIST_PARAMS.order) search.set('order', params.order);
  if (params.filter !== DEFAULT_LIST_PARAMS.filter) search.set('filter', params.filter);
  if (params.name) search.set('name', params.name);
  if (params.showHidden) search.set('hidden', '1');
  return search;
}

/** The GetMyTenders query for a list; `isOwnerList` limits it to tenders the user owns. */
export function queryOfList(params: ListParams, isOwnerList: boolean): Partial<TMyTendersQuery> {
  return {
    owner: isOwnerList ? true : undefined,
    filter: params.filter,
    searchByColumn: params.sort,
    order: params.order,
    pageNo: params.page,
    recordsPerPage: Number(params.size),
    name: params.name || undefined,
    includeHidden: params.showHidden || undefined,
  };
}

/** Clicking a column: the current one flips; a new one starts A–Z for names, newest/largest first otherwise. */
export function nextSort(params: ListParams, column: SortColumn): ListParams {
  const firstOrder: SortOrder = column === 'name' ? 'asc' : 'desc';
  const order: SortOrder =
    params.sort === column ? (params.order === 'asc' ? 'desc' : 'asc') : firstOrder;
  return { ...params, sort: column, order, page: 1 };
}
