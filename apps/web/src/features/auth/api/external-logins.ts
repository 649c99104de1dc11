// GET /api/account/ExternalLogins: the enabled providers (none unless configured), each with its start URL.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TExternalLogin } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';

export function fetchExternalLogins(returnUrl?: string): Promise<TExternalLogin[]> {
  return apiRequest<TExternalLogin[]>('/api/account/ExternalLogins', { query: { returnUrl } });
}

/** The server's configuration: it changes only with a restart, so it is asked once per visit. */
export function externalLoginsQueryOptions(returnUrl?: string) {
  return {
    queryKey: ['account', 'external-logins', returnUrl ?? null],
    queryFn: () => fetchExternalLogins(returnUrl),
    staleTime: Infinity,
    retry: false,
  } as const;
}

/**
 * The providers, or an empty list until they are known or when asking failed. Read through the
 * query cache without useQuery, whose code would weigh on the login page every visitor opens.
 */
export function useExternalLogins(returnUrl?: string): TExternalLogin[] {
  const queryClient = useQueryClient();
  const options = externalLoginsQueryOptions(returnUrl);
  const [providers, setProviders] = useState<unknown>(() =>
    queryClient.getQueryData(options.queryKey),
  );
  useEffect(() => {
    let isCurrent = true;
    queryClient.fetchQuery(externalLoginsQueryOptions(returnUrl)).then(
      (list) => isCurrent && setProviders(list),
      () => isCurrent && setProviders([]),
    );
    return () => {
      isCurrent = false;
    };
  }, [queryClient, returnUrl]);
  // A reply other than a list (a misbehaving proxy, a test stub) offers nothing.
  return Array.isArray(providers) ? (providers as TExternalLogin[]) : [];
}
