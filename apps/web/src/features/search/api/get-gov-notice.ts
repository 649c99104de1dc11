// GET /api/company/GetGovTenderNotice?id: a government tender's notice as people read it (404 when
// the id is no government tender).
import { useQuery } from '@tanstack/react-query';
import type { TGovTenderNotice } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';

export function useGovNotice(id: string) {
  return useQuery({
    queryKey: ['search', 'gov-notice', id] as const,
    queryFn: () =>
      apiRequest<TGovTenderNotice>('/api/company/GetGovTenderNotice', { query: { id } }),
  });
}
