// POST /api/tender/CreateNewTenderId: a new draft with defaults, or the prefilled demo auction.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

export function createTender({ isDemo }: { isDemo: boolean }): Promise<{ tenderId: string }> {
  return apiRequest<{ tenderId: string }>('/api/tender/CreateNewTenderId', {
    method: 'POST',
    query: { demo: isDemo || undefined },
  });
}

export function useCreateTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTender,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenderKeys.all }),
  });
}
