// Account removal: POST /api/company/RequestDeleteProfile mails the link; DELETE DeleteProfile?token erases.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useRequestProfileDeletion() {
  return useMutation({
    mutationFn: () => apiRequest<true>('/api/company/RequestDeleteProfile', { method: 'POST' }),
  });
}

export function useDeleteProfile() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<true>('/api/company/DeleteProfile', { method: 'DELETE', query: { token } }),
  });
}
