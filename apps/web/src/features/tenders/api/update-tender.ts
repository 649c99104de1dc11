// POST /api/tender/UpdateTender: saves a draft's full parameters with the version it was based on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTender, TTenderParametersInput } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

export function updateTender(parameters: TTenderParametersInput): Promise<TTender> {
  return apiRequest<TTender>('/api/tender/UpdateTender', { method: 'POST', body: parameters });
}

export function useUpdateTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTender,
    onSuccess: (tender) => {
      queryClient.setQueryData(tenderKeys.detail(tender.tenderId), tender);
      void queryClient.invalidateQueries({ queryKey: tenderKeys.auditLog(tender.tenderId) });
      void queryClient.invalidateQueries({ queryKey: tenderKeys.lists });
      void queryClient.invalidateQueries({ queryKey: tenderKeys.lastOpen });
    },
  });
}
