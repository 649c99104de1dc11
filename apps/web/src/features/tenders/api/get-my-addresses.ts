// GET /api/company/GetMyAddresses: the caller's own (1), company (2) and saved delivery (3) addresses.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSavedAddress } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

export function getMyAddresses(): Promise<TSavedAddress[]> {
  return apiRequest<TSavedAddress[]>('/api/company/GetMyAddresses');
}

export function myAddressesQueryOptions() {
  return queryOptions({ queryKey: tenderKeys.addresses, queryFn: getMyAddresses });
}

export function useMyAddresses() {
  return useQuery(myAddressesQueryOptions());
}
