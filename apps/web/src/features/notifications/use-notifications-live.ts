// The notification hub for the bell: a new notification goes on top of the list and raises the
// unread count; the pending invitations count updates the signed-in user.
import { useQueryClient } from '@tanstack/react-query';
import type { TNotification } from '@tendermark/shared';
import { sessionStore } from '../../lib/auth/session-store.ts';
import { useNotificationHub } from '../../lib/realtime/use-notification-hub.ts';
import { notificationKeys, type NotificationPages } from './api/notification-calls.ts';

export function useNotificationsLive({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  return useNotificationHub(
    {
      addNotification: (payload) => {
        const notification: TNotification = { ...payload, Link: payload.Link ?? null };
        queryClient.setQueryData<NotificationPages>(notificationKeys.list, (data) =>
          data && !data.pages.some((page) => page.some((item) => item.Id === notification.Id))
            ? { ...data, pages: [[notification, ...(data.pages[0] ?? [])], ...data.pages.slice(1)] }
            : data,
        );
        queryClient.setQueryData<{ count: number }>(notificationKeys.unread, (reply) =>
          reply ? { count: reply.count + (notification.Read ? 0 : 1) } : reply,
        );
      },
      updatePendingAuctionInvitationsCount: ({ count }) => {
        const user = sessionStore.getUser();
        if (user) sessionStore.setUser({ ...user, PendingAuctionInvitationsCount: count });
      },
      updatePendingPublicBiddersCount: ({ count }) => {
        const user = sessionStore.getUser();
        if (user) sessionStore.setUser({ ...user, PendingPublicBiddersCount: count });
      },
    },
    {
      enabled,
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    },
  );
}
