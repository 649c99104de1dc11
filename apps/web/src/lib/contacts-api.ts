// GET /api/company/GetContacts: the caller's contacts, for the contacts page and the invite picker;
// POST AddToContactList, shared by the contacts page (by e-mail) and the supplier search (by user).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAddContactBody, TContact, TContactsPage, TContactsQuery } from '@tendermark/shared';
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

/** Adds a registered user by user name or e-mail; callers refresh `contactKeys.all` afterwards. */
export function addContact(body: TAddContactBody): Promise<TContact> {
  return apiRequest<TContact>('/api/company/AddToContactList', { method: 'POST', body });
}
