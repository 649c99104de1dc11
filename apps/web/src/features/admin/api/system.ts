// The maintenance switch and the outbox of the admin area.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMaintenanceState, TOutboxMail, TSetMaintenanceRequest } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';

const maintenanceKey = ['admin', 'maintenance'];

export function useMaintenance() {
  return useQuery({
    queryKey: maintenanceKey,
    queryFn: () => apiRequest<TMaintenanceState>('/api/admin/GetMaintenance'),
  });
}

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetMaintenanceRequest) =>
      apiRequest<TMaintenanceState>('/api/admin/SetMaintenance', { method: 'POST', body }),
    onSuccess: (state) => queryClient.setQueryData(maintenanceKey, state),
  });
}

export const OUTBOX_LIMITS = [20, 50, 100, 200] as const;

export function useOutboxMails(to: string, limit: number) {
  return useQuery({
    queryKey: ['admin', 'outbox', to, limit],
    queryFn: () =>
      apiRequest<TOutboxMail[]>('/api/admin/GetOutboxMails', {
        query: { to: to || undefined, limit },
      }),
  });
}
