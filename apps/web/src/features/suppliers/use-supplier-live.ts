// The supplier view live: tender hub hints refresh the tender; the room admits accepted suppliers
// only, so the supplier's own notifications about this tender (approved, rejected…) refresh it too.
import { useQueryClient } from '@tanstack/react-query';
import type { TenderHubEvents } from '@tendermark/shared';
import { questionKeys } from '@/lib/questions-api.ts';
import { useNotificationHub } from '@/lib/realtime/use-notification-hub.ts';
import { useTenderRefresh } from '@/lib/realtime/use-tender-refresh.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

const SUPPLIER_EVENTS: readonly (keyof TenderHubEvents)[] = [
  'updateSuppliersParticipationStatus',
  'blockBidder',
  'commentOffer',
  'updateTenderStatus',
  'prolongAuction',
  'addTenderAnnouncement',
];

export function useSupplierLive(tenderId: string, status: number | null) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tenderId) });
    void queryClient.invalidateQueries({ queryKey: questionKeys.ofTender(tenderId) });
  };
  useNotificationHub(
    {
      addNotification: (notification) => {
        if (notification.Link?.dataId === tenderId) refresh();
      },
    },
    {
      onConnect: (isReconnect) => {
        if (isReconnect) refresh();
      },
    },
  );
  return useTenderRefresh(tenderId, SUPPLIER_EVENTS, {
    alsoRefresh: [questionKeys.ofTender(tenderId)],
    // Accepted now (or no longer): ask the room again.
    joinKey: status,
  });
}
