// The notification hub for the bell: a new notification goes on top of the list and raises the
// unread count; the pending invitations count updates the signed-in user; logoutAllUsers (the
// password changed, or every session ended, elsewhere) signs this browser out; billingUpdate (the
// plan changed) updates the roles without a reload.
import { useQueryClient } from '@tanstack/react-query';
import type { Role, TNotification } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { endSessionLocally, reloadCurrentUser } from '@/lib/auth/session.ts';
import { sessionStore } from '@/lib/auth/session-store.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useNotificationHub } from '@/lib/realtime/use-notification-hub.ts';
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
        // A fetch that started before this notification existed (the one on connecting, say)
        // would land after the push and undo it: cancel it and ask again.
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      },
      updatePendingAuctionInvitationsCount: ({ count }) => {
        const user = sessionStore.getUser();
        if (user) sessionStore.setUser({ ...user, PendingAuctionInvitationsCount: count });
      },
      updatePendingPublicBiddersCount: ({ count }) => {
        const user = sessionStore.getUser();
        if (user) sessionStore.setUser({ ...user, PendingPublicBiddersCount: count });
      },
      // The server has revoked this session already, so there is nothing to tell it. The app
      // hub's Disconnect says the same: whichever arrives first signs out and tells the user.
      logoutAllUsers: () => {
        if (!sessionStore.getUser()) return;
        endSessionLocally();
        // The account-removal page signs out itself and shows its own outcome.
        if (window.location.pathname === paths.profile.accountRemoval.path) return;
        notifyError(t('notifications.signedOutElsewhere'));
        void navigate(paths.auth.login.getHref());
      },
      // The plan changed (billing): show the new roles at once, then the full user info (read
      // from the database). The token is not renewed here: every open tab gets this push at the
      // same moment, and tabs renewing together present a rotated refresh token, which ends the
      // session. A call that needs the new roles (403 with the old token) renews once by itself.
      billingUpdate: ({ roles, expires }) => {
        const user = sessionStore.getUser();
        if (user) sessionStore.setUser({ ...user, InRoles: roles as Role[], Expires: expires });
        void reloadCurrentUser().catch(() => undefined);
        notifySuccess(t('profile.billing.updated'));
      },
    },
    {
      enabled,
      // The first connection too: a notification may have come between the first fetch and it.
      onConnect: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    },
  );
}
