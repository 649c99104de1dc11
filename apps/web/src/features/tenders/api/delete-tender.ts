// Deleting a tender: DELETE DeleteTenderDraft for drafts, POST DeleteTender for canceled or ended ones.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TenderStatus } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

export type DeleteTenderInput = { tenderId: string; status: number };

export function deleteTender({ tenderId, status }: DeleteTenderInput): Promise<true> {
  return status === TenderStatus.NEW
    ? apiRequest<true>('/api/tender/DeleteTenderDraft', {
        method: 'DELETE',
        query: { tenderId },
      })
    : apiRequest<true>('/api/tender/DeleteTender', { method: 'POST', query: { id: tenderId } });
}

export function useDeleteTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTender,
    onSuccess: (_reply, { tenderId }) => {
      queryClient.removeQueries({ queryKey: tenderKeys.detail(tenderId) });
      return queryClient.invalidateQueries({ queryKey: tenderKeys.all });
    },
  });
}
