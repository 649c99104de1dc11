// Account removal: POST /api/company/RequestDeleteProfile mails the link; DELETE DeleteProfile?token erases.
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function useRequestProfileDeletion() {
  return useMutation({
    mutationFn: () => apiRequest<true>('/api/company/RequestDeleteProfile', { method: 'POST' }),
  });
}

/** Whether the link still works (unused, not expired): a used one must not offer the button. */
export function useRemovalTokenCheck(token: string) {
  return useQuery({
    queryKey: ['account-removal', 'check', token],
    queryFn: () => apiRequest<true>('/api/company/CheckDeleteProfileToken', { query: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

export function useDeleteProfile() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<true>('/api/company/DeleteProfile', { method: 'DELETE', query: { token } }),
  });
}
