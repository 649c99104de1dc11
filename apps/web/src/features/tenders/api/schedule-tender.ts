// PUT /api/tender/ScheduleTender: schedules a draft; the reply tells whether its dates moved.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TScheduleReply } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

export function scheduleTender(tenderId: string): Promise<TScheduleReply> {
  return apiRequest<TScheduleReply>('/api/tender/ScheduleTender', {
    method: 'PUT',
    query: { tenderId },
  });
}

export function useScheduleTender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleTender,
    onSuccess: (reply) => {
      const { rescheduled: _rescheduled, ...tender } = reply;
      queryClient.setQueryData(tenderKeys.detail(tender.tenderId), tender);
      void queryClient.invalidateQueries({ queryKey: tenderKeys.auditLog(tender.tenderId) });
      void queryClient.invalidateQueries({ queryKey: tenderKeys.lists });
      void queryClient.invalidateQueries({ queryKey: tenderKeys.lastOpen });
    },
  });
}
