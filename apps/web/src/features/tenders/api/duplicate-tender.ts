// POST /api/tender/DuplicateTender?tenderId: copies a tender into a new draft.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

export function duplicateTender(tenderId: string): Promise<{ tenderId: string }> {
  return apiRequest<{ tenderId: string }>('/api/tender/DuplicateTender', {
    method: 'POST',
    query: { tenderId },
  });
}

export function useDuplicateTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateTender,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenderKeys.all }),
  });
}
