// GET /api/tender/MyLastOpenTender: the user's newest draft, or null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTender } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

export function getLastOpenTender(): Promise<TTender | null> {
  // The reply is JSON null when there is no draft; the client reads an empty body as undefined.
  return apiRequest<TTender | null | undefined>('/api/tender/MyLastOpenTender').then(
    (tender) => tender ?? null,
  );
}

export function lastOpenTenderQueryOptions() {
  return queryOptions({ queryKey: tenderKeys.lastOpen, queryFn: getLastOpenTender });
}

export function useLastOpenTender() {
  return useQuery(lastOpenTenderQueryOptions());
}
