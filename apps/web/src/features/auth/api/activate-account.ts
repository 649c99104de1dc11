// PATCH /api/account/Activate?user&token: the link of the activation mail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export type ActivationLink = { user: string; token: string };

export function activateAccount({ user, token }: ActivationLink): Promise<true> {
  return apiRequest<true>('/api/account/Activate', { method: 'PATCH', query: { user, token } });
}

/** A query (not a mutation) so that the one-time token is sent once even when the page remounts. */
export function activateAccountQueryOptions(link: ActivationLink) {
  return queryOptions({
    queryKey: ['account', 'activate', link.user, link.token],
    queryFn: () => activateAccount(link),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useActivateAccount(link: ActivationLink, enabled: boolean) {
  return useQuery({ ...activateAccountQueryOptions(link), enabled });
}
