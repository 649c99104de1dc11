// The public code lists (GET /api/codelist/{name}): loaded once per session and cached.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodeListName, TCodeList } from '@tendermark/shared';
import { apiRequest } from './api-client.ts';

export function fetchCodeList<Name extends CodeListName>(name: Name): Promise<TCodeList<Name>> {
  return apiRequest<TCodeList<Name>>(`/api/codelist/${name}`);
}

export function codeListQueryOptions<Name extends CodeListName>(name: Name) {
  return queryOptions({
    queryKey: ['code-list', name] as const,
    queryFn: () => fetchCodeList(name),
    staleTime: Infinity,
  });
}

export function useCodeList<Name extends CodeListName>(name: Name) {
  return useQuery(codeListQueryOptions(name));
}
