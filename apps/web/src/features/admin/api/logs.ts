// The client error log and the audit log of the admin area.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAuditLogList, TClientErrorLogList } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { PAGE_SIZE } from './users.ts';

export function useClientErrors(page: number, filter: string, source: string) {
  return useQuery({
    queryKey: ['admin', 'client-errors', page, filter, source],
    queryFn: () =>
      apiRequest<TClientErrorLogList>('/api/admin/GetClientErrorLogs', {
        query: {
          page,
          recordsPerPage: PAGE_SIZE,
          filter: filter || undefined,
          source: source || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(
  page: number,
  filters: { action: string; actor: string; target: string },
) {
  return useQuery({
    queryKey: ['admin', 'audit', page, filters],
    queryFn: () =>
      apiRequest<TAuditLogList>('/api/admin/GetAuditLog', {
        query: {
          page,
          recordsPerPage: PAGE_SIZE,
          action: filters.action || undefined,
          actor: filters.actor || undefined,
          target: filters.target || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
