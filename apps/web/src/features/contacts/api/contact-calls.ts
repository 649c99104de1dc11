// Changes to the contacts list: add by e-mail (AddToContactList), rename (EditCompanyName) and
// remove (RemoveFromContactList); each refreshes the lists.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContact } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { addContact, contactKeys } from '@/lib/contacts-api.ts';

function useContactsMutation<Input, Reply>(call: (input: Input) => Promise<Reply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

export function useAddContact() {
  return useContactsMutation((email: string) => addContact({ email }));
}

export function useRenameContact() {
  return useContactsMutation(({ userName, customName }: { userName: string; customName: string }) =>
    apiRequest<TContact>('/api/company/EditCompanyName', {
      method: 'PUT',
      body: { userName, customName: customName.trim() || null },
    }),
  );
}

export function useRemoveContact() {
  return useContactsMutation((userName: string) =>
    apiRequest<true>('/api/company/RemoveFromContactList', {
      method: 'DELETE',
      query: { userName },
    }),
  );
}
