// The overview list's URL state (page, search, role, status) and its GetMyAuctionOverviews query.
import type { TAuctionOverviewsQuery } from '@tendermark/shared';
import type { ListState, ListStateSpec } from '@/lib/url-list-state.ts';

export const ROLES = ['all', 'owner', 'supplier'] as const;
export const STATUSES = ['all', 'ended', 'canceled'] as const;
export const PAGE_SIZE = 20;

type Extra = { role: (typeof ROLES)[number]; status: (typeof STATUSES)[number] };

export type OverviewListState = ListState<'endDate', Extra>;

/** The list is sorted by end, newest first; there is no other order to choose. */
export const overviewListSpec: ListStateSpec<'endDate', Extra> = {
  columns: ['endDate'],
  defaults: { sort: 'endDate', order: 'desc', extra: { role: 'all', status: 'all' } },
  extraValues: { role: ROLES, status: STATUSES },
};

export function overviewsQuery(state: OverviewListState): Partial<TAuctionOverviewsQuery> {
  return {
    pageNo: state.page,
    recordsPerPage: PAGE_SIZE,
    role: state.extra.role,
    status: state.extra.status,
    name: state.search || undefined,
  };
}

export const hasFilters = (state: OverviewListState) =>
  Boolean(state.search) || state.extra.role !== 'all' || state.extra.status !== 'all';
