// The supplier list's URL state and its GetMyTenders query (owner=false, 30 per page, spec §7).
import { Constants, TenderListFilter, TenderListSortColumns } from '@tendermark/shared';
import type { ListState, ListStateSpec } from '../../../lib/url-list-state.ts';
import type { SupplierTendersQuery } from '../api/get-supplier-tenders.ts';

export type SupplierListColumn = (typeof TenderListSortColumns)[number];
export type SupplierListFilter = (typeof TenderListFilter)[keyof typeof TenderListFilter];
export type SupplierListState = ListState<SupplierListColumn, { filter: SupplierListFilter }>;

export const supplierListSpec: ListStateSpec<SupplierListColumn, { filter: SupplierListFilter }> = {
  columns: TenderListSortColumns,
  defaults: { sort: 'startDate', order: 'asc', extra: { filter: TenderListFilter.ACTIVE } },
  extraValues: { filter: Object.values(TenderListFilter) },
};

export function supplierListQuery(state: SupplierListState): SupplierTendersQuery {
  return {
    filter: state.extra.filter,
    searchByColumn: state.sort,
    order: state.order,
    pageNo: state.page,
    recordsPerPage: Constants.myAuctionsPageSize,
    name: state.search || undefined,
  };
}
