// The supplier list's URL state and its GetMyTenders query (owner=false; 30 per page unless the
// user chooses another page size, spec §7).
import { Constants, TenderListFilter, TenderListSortColumns } from '@tendermark/shared';
import { AUCTION_PAGE_SIZES, type AuctionPageSize } from '@/components/paged-list.tsx';
import type { ListState, ListStateSpec } from '@/lib/url-list-state.ts';
import type { SupplierTendersQuery } from '../api/get-supplier-tenders.ts';

export type SupplierListColumn = (typeof TenderListSortColumns)[number];
export type SupplierListFilter = (typeof TenderListFilter)[keyof typeof TenderListFilter];
type SupplierListExtra = { filter: SupplierListFilter; size: AuctionPageSize };
export type SupplierListState = ListState<SupplierListColumn, SupplierListExtra>;

export const supplierListSpec: ListStateSpec<SupplierListColumn, SupplierListExtra> = {
  columns: TenderListSortColumns,
  defaults: {
    sort: 'startDate',
    order: 'asc',
    extra: {
      filter: TenderListFilter.ACTIVE,
      size: String(Constants.myAuctionsPageSize) as AuctionPageSize,
    },
  },
  extraValues: { filter: Object.values(TenderListFilter), size: AUCTION_PAGE_SIZES },
};

export function supplierListQuery(state: SupplierListState): SupplierTendersQuery {
  return {
    filter: state.extra.filter,
    searchByColumn: state.sort,
    order: state.order,
    pageNo: state.page,
    recordsPerPage: Number(state.extra.size),
    name: state.search || undefined,
  };
}
