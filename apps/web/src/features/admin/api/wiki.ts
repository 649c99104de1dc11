// Wiki calls of the admin area: categories and questions; the read is lib/wiki-api.ts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAddWikiEntryRequest,
  TEditWikiEntryRequest,
  TWikiCategory,
  TWikiEntry,
} from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { wikiQueryKey } from '@/lib/wiki-api.ts';

function useWikiMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wikiQueryKey }),
  });
}

export const useSaveCategory = () =>
  useWikiMutation((input: { id?: number; name: string }) =>
    apiRequest<TWikiCategory>(
      input.id === undefined ? '/api/admin/AddWikiCategory' : '/api/admin/EditWikiCategory',
      { method: 'POST', body: input },
    ),
  );

export const useRemoveCategory = () =>
  useWikiMutation((id: number) =>
    apiRequest<true>('/api/admin/RemoveWikiCategory', { method: 'POST', body: { id } }),
  );

export const useSaveEntry = () =>
  useWikiMutation((input: TAddWikiEntryRequest | TEditWikiEntryRequest) =>
    'id' in input
      ? apiRequest<TWikiEntry>('/api/admin/EditQuestionAndAnswerToWiki', {
          method: 'PUT',
          body: input,
        })
      : apiRequest<TWikiEntry>('/api/admin/AddQuestionAndAnswerToWiki', {
          method: 'POST',
          body: input,
        }),
  );

export const useDeleteEntry = () =>
  useWikiMutation((id: number) =>
    apiRequest<true>('/api/admin/DeleteQuestionAndAnswerFromWiki', {
      method: 'DELETE',
      query: { id },
    }),
  );
