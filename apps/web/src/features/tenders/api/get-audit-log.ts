// GET /api/tender/GetTenderAuditLog: who changed what and when, newest first (owner only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTenderAuditEntry } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

export function getAuditLog(tenderId: string): Promise<TTenderAuditEntry[]> {
  return apiRequest<TTenderAuditEntry[]>('/api/tender/GetTenderAuditLog', { query: { tenderId } });
}

export function auditLogQueryOptions(tenderId: string) {
  return queryOptions({
    queryKey: tenderKeys.auditLog(tenderId),
    queryFn: () => getAuditLog(tenderId),
  });
}

export function useAuditLog(tenderId: string) {
  return useQuery(auditLogQueryOptions(tenderId));
}
