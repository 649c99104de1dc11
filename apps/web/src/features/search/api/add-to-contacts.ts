// "Add to contacts" on a supplier found by the search: AddToContactList by the company's searchable
// user; the contacts and the supplier rows (their "In your contacts") are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addContact, contactKeys } from '@/lib/contacts-api.ts';
import { searchKeys } from './search-endpoints.ts';

export function useAddToContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userName: string) => addContact({ userName }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
        queryClient.invalidateQueries({ queryKey: searchKeys.rowsOf('suppliers') }),
      ]),
  });
}
