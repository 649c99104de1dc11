// GET /api/company/GetContacts: the caller's contacts, for the contacts page and the invite picker.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TContactsPage, TContactsQuery } from '@tendermark/shared';
import { apiRequest } from './api-client.ts';

export type ContactsQuery = Partial<TContactsQuery>;

export const contactKeys = {
  all: ['contacts'] as const,
  list: (query: ContactsQuery) => ['contacts', 'list', query] as const,
};

export function getContacts(query: ContactsQuery): Promise<TContactsPage> {
  return apiRequest<TContactsPage>('/api/company/GetContacts', { query });
}

export function contactsQueryOptions(query: ContactsQuery) {
  return queryOptions({
    queryKey: contactKeys.list(query),
    queryFn: () => getContacts(query),
    placeholderData: keepPreviousData,
  });
}

export function useContacts(query: ContactsQuery, { enabled = true } = {}) {
  return useQuery({ ...contactsQueryOptions(query), enabled });
}
