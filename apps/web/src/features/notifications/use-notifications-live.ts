// The notification hub for the bell: a new notification goes on top of the list and raises the
// unread count; the pending invitations count updates the signed-in user; logoutAllUsers (the
// password changed, or every session ended, elsewhere) signs this browser out.
import { useQueryClient } from '@tanstack/react-query';
import type { TNotification } from '@tendermark/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { endSessionLocally } from '../../lib/auth/session.ts';
import { sessionStore } from '../../lib/auth/session-store.ts';
import { notifyError } from '../../lib/notify.ts';
import { useNotificationHub } from '../../lib/realtime/use-notification-hub.ts';
import { notificationKeys, type NotificationPages } from './api/notification-calls.ts';

export function useNotificationsLive({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
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
      // The server has revoked this session already, so there is nothing to tell it.
      logoutAllUsers: () => {
        endSessionLocally();
        notifyError(t('notifications.signedOutElsewhere'));
        void navigate(paths.auth.login.getHref());
      },
    },
    {
      enabled,
      // The first connection too: a notification may have come between the first fetch and it.
      onConnect: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    },
  );
}
