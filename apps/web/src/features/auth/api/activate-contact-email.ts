// GET /api/settings/ActivateContactEmail?user&token: confirms a profile's contact e-mail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import type { ActivationLink } from './activate-account.ts';

export function activateContactEmail({ user, token }: ActivationLink): Promise<unknown> {
  return apiRequest<unknown>('/api/settings/ActivateContactEmail', { query: { user, token } });
}

export function activateContactEmailQueryOptions(link: ActivationLink) {
  return queryOptions({
    queryKey: ['settings', 'activate-contact-email', link.user, link.token],
    queryFn: () => activateContactEmail(link),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useActivateContactEmail(link: ActivationLink, enabled: boolean) {
  return useQuery({ ...activateContactEmailQueryOptions(link), enabled });
}
