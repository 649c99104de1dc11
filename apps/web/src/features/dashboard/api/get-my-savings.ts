// GET /api/account/GetMySavings: the savings records of the auctions the user owned or won.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSavingsRecord } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys.ts';

export function getMySavings(): Promise<TSavingsRecord[]> {
  return apiRequest<TSavingsRecord[]>('/api/account/GetMySavings');
}

export function mySavingsQueryOptions(viewer: string) {
  return queryOptions({ queryKey: dashboardKeys.savings(viewer), queryFn: getMySavings });
}

export function useMySavings(viewer: string) {
  return useQuery(mySavingsQueryOptions(viewer));
}
