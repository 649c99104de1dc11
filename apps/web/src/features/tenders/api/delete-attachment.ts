// DELETE /api/tender/DeleteAttachmentById: removes an attachment from a draft.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

export function deleteAttachment(attachmentId: string): Promise<true> {
  return apiRequest<true>('/api/tender/DeleteAttachmentById', {
    method: 'DELETE',
    query: { attachmentId },
  });
}

export function useDeleteAttachment(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttachment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tenderId) }),
  });
}
