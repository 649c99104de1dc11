// POST /api/account/ReportIssue: the report-issue form, mailed to the admins and listed for them.
import { useMutation } from '@tanstack/react-query';
import type { TReportIssue } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';

export function useReportIssue() {
  return useMutation({
    mutationFn: (report: TReportIssue) =>
      apiRequest<true>('/api/account/ReportIssue', { method: 'POST', body: report }),
  });
}
