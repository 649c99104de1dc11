// POST /api/account/CheckToken?token: is a password reset link still valid?
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function checkResetToken(token: string): Promise<true> {
  return apiRequest<true>('/api/account/CheckToken', { method: 'POST', query: { token } });
}

export function checkResetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['account', 'check-reset-token', token],
    queryFn: () => checkResetToken(token),
    retry: false,
    staleTime: Infinity,
  });
}

export function useCheckResetToken(token: string) {
  return useQuery(checkResetTokenQueryOptions(token));
}
