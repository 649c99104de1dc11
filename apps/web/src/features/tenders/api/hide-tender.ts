// PATCH /api/tender/HideTender?tenderId&hidden: hides a tender from the lists, or shows it again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

export type HideTenderInput = { tenderId: string; isHidden: boolean };

export function hideTender({ tenderId, isHidden }: HideTenderInput) {
  return apiRequest<{ tenderId: string; hidden: boolean }>('/api/tender/HideTender', {
    method: 'PATCH',
    query: { tenderId, hidden: isHidden },
  });
}

export function useHideTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hideTender,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenderKeys.all }),
  });
}
