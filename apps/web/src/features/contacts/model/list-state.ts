// The contacts list's URL state (page, sort, order, filter, page size) and its GetContacts query.
import { ContactSortColumns, type TContactSortColumn } from '@tendermark/shared';
import type { ContactsQuery } from '@/lib/contacts-api.ts';
import type { ListState, ListStateSpec } from '@/lib/url-list-state.ts';

export const PAGE_SIZES = ['10', '25', '50'] as const;
type PageSize = (typeof PAGE_SIZES)[number];

export type ContactsListState = ListState<TContactSortColumn, { size: PageSize }>;

export const contactsListSpec: ListStateSpec<TContactSortColumn, { size: PageSize }> = {
  columns: ContactSortColumns,
  defaults: { sort: 'name', order: 'asc', extra: { size: '10' } },
  extraValues: { size: PAGE_SIZES },
};

export function contactsQuery(state: ContactsListState): ContactsQuery {
  return {
    pageNo: state.page,
    recordsPerPage: Number(state.extra.size),
    sort: state.sort,
    order: state.order,
    filter: state.search || undefined,
  };
}
