// Saved searches (signed-in only): GetSavedSearches, SaveSearch and DeleteSavedSearch. A saved search
// mails its owner when a new tender matching it appears.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSaveSearchBody, TSavedSearch, TTenderSearchInput } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { searchKeys } from './search-endpoints.ts';

export function savedSearchesQueryOptions() {
  return queryOptions({
    queryKey: searchKeys.saved,
    queryFn: () => apiRequest<TSavedSearch[]>('/api/search/GetSavedSearches'),
  });
}

export function useSavedSearches({ enabled }: { enabled: boolean }) {
  return useQuery({ ...savedSearchesQueryOptions(), enabled });
}

export type SaveSearchInput = {
  kind: TSaveSearchBody['kind'];
  name: string;
  criteria: TTenderSearchInput;
};

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSearchInput) =>
      apiRequest<TSavedSearch>('/api/search/SaveSearch', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: searchKeys.saved }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<unknown>('/api/search/DeleteSavedSearch', { method: 'DELETE', query: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: searchKeys.saved }),
  });
}
