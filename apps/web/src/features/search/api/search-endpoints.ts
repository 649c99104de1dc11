// The three two-step searches (spec §7): the call that answers the ids of every match, the call that
// answers the rows of one page of them, and the row each answers; plus the feature's query keys.
import type { TCompanyRow, TGovTenderRow, TPublicTenderRow } from '@tendermark/shared';
import type { SearchBody, SearchTab } from '../model/search-state.ts';

export type SearchRowOf = {
  auctions: TPublicTenderRow;
  gov: TGovTenderRow;
  suppliers: TCompanyRow;
};

/** A page of rows (ZSearchPage of the row). */
export type SearchPage<Row> = {
  items: Row[];
  totalCount: number;
  pageNo: number;
  recordsPerPage: number;
};

export const searchEndpoints: Record<SearchTab, { search: string; rows: string }> = {
  auctions: {
    search: '/api/company/SearchInAuctions',
    rows: '/api/company/GetInfoTendersFromSearch',
  },
  gov: {
    search: '/api/company/SearchInGovAuctions',
    rows: '/api/company/GetInfoGovTendersFromSearch',
  },
  // The spec's spelling.
  suppliers: {
    search: '/api/company/SearchInCompanies',
    rows: '/api/company/GetInfoComapniesFromSearch',
  },
};

export const searchKeys = {
  all: ['search'] as const,
  ids: (tab: SearchTab, body: SearchBody) => ['search', tab, 'ids', body] as const,
  /** Keyed by the ids asked for: the rows depend on nothing else (and the currency shown). */
  rows: (tab: SearchTab, ids: readonly string[], currency: string | null) =>
    ['search', tab, 'rows', ids, currency] as const,
  rowsOf: (tab: SearchTab) => ['search', tab, 'rows'] as const,
  saved: ['search', 'saved'] as const,
  /** The viewer part of an overview depends on who is signed in. */
  overview: (id: string, viewer: string | null) => ['search', 'overview', id, viewer] as const,
};
