// GET /api/tender/LatestPublicTenders (anyone) and GET /api/tender/SuggestedPublicTenders (Business
// plans only; Free users get 403, so the dashboard does not ask for them): public tender rows with
// values also in the viewer's currency.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicTenderRow } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { DASHBOARD_ROWS } from '../model/my-auctions.ts';
import { dashboardKeys } from './dashboard-keys.ts';

/** A page of public tender rows (ZSearchPage of ZPublicTenderRow). */
export type PublicTendersPage = {
  items: TPublicTenderRow[];
  totalCount: number;
  pageNo: number;
  recordsPerPage: number;
};

export function getLatestPublicTenders(): Promise<PublicTendersPage> {
  return apiRequest<PublicTendersPage>('/api/tender/LatestPublicTenders', {
    query: { pageNo: 1, recordsPerPage: DASHBOARD_ROWS },
  });
}

export function getSuggestedPublicTenders(): Promise<PublicTendersPage> {
  return apiRequest<PublicTendersPage>('/api/tender/SuggestedPublicTenders', {
    query: { recordsPerPage: DASHBOARD_ROWS },
  });
}

export function latestPublicTendersQueryOptions(viewer: string | null) {
  return queryOptions({
    queryKey: dashboardKeys.latestPublic(viewer),
    queryFn: getLatestPublicTenders,
  });
}

export function useLatestPublicTenders(viewer: string | null) {
  return useQuery(latestPublicTendersQueryOptions(viewer));
}

/** Only for Business plans: the server answers 403 to Free users. */
export function useSuggestedPublicTenders(viewer: string) {
  return useQuery({
    queryKey: dashboardKeys.suggestedPublic(viewer),
    queryFn: getSuggestedPublicTenders,
  });
}
