// POST /api/tender/CancelTender?tenderId&reason: cancels a tender that has not ended.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTender } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

export type CancelTenderInput = { tenderId: string; reason: string };

export function cancelTender({ tenderId, reason }: CancelTenderInput): Promise<TTender> {
  return apiRequest<TTender>('/api/tender/CancelTender', {
    method: 'POST',
    query: { tenderId, reason },
  });
}

export function useCancelTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTender,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenderKeys.all }),
  });
}
