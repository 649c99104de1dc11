// The wiki calls shared by the public guide and the admin's wiki page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TWikiReply } from '@tendermark/shared';
import { apiRequest } from './api-client.ts';

export const wikiQueryKey = ['wiki'] as const;

export function getWiki(): Promise<TWikiReply> {
  return apiRequest<TWikiReply>('/api/admin/GetQuestionsAndAnswersFromWiki');
}

export const wikiQueryOptions = () => queryOptions({ queryKey: wikiQueryKey, queryFn: getWiki });

export function useWiki() {
  return useQuery(wikiQueryOptions());
}
