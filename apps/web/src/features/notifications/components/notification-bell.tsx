// The header's notification bell: the unread count as a badge, a panel of notifications (10 per
// page, more on scroll), live additions, and everything shown marked read when the panel closes.
import { useState } from 'react';
import { ActionIcon, Indicator, Popover, Stack, Text, Title, Group, Anchor } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { TNotification } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { paths } from '@/config/paths.ts';
import { useCurrentUser } from '@/lib/auth/session-store.ts';
import { useMarkRead, useNotificationPages, useUnreadCount } from '../api/notification-calls.ts';
import { useNotificationsLive } from '../use-notifications-live.ts';
import { NotificationList } from './notification-list.tsx';

function uniqueById(pages: readonly TNotification[][]): TNotification[] {
  const seen = new Set<string>();
  return pages.flat().filter((item) => !seen.has(item.Id) && seen.add(item.Id));
}

export function NotificationBell() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isSignedIn = user !== null;
  const [isOpen, setOpen] = useState(false);
  const unread = useUnreadCount({ enabled: isSignedIn });
  const pages = useNotificationPages({ enabled: isSignedIn && isOpen });
  const markRead = useMarkRead();
  const live = useNotificationsLive({ enabled: isSignedIn });

  if (!user) return null;
  const notifications = uniqueById(pages.data?.pages ?? []);
  const count = unread.data ?? 0;
  const pendingInvitations = user.PendingAuctionInvitationsCount ?? 0;

  const close = () => {
    setOpen(false);
    const unreadIds = notifications.filter((item) => !item.Read).map((item) => item.Id);
    if (unreadIds.length > 0) markRead.mutate(unreadIds);
  };

  // The Indicator wraps the whole popover: Popover.Target puts aria-haspopup / aria-expanded on
  // its child, which must be the button.
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={16}
      color="red"
      offset={6}
      disabled={count === 0}
    >
      <Popover
        opened={isOpen}
        onChange={(opened) => (opened ? setOpen(true) : close())}
        onDismiss={close}
        position="bottom-end"
        width={360}
        shadow="md"
        withinPortal
        trapFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={t('notifications.open', { count })}
            aria-expanded={isOpen}
            data-connection={live.state}
            onClick={() => (isOpen ? close() : setOpen(true))}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
          <Stack gap={0}>
            <Group justify="space-between" p="sm" pb="xs">
              <Title order={2} fz="md">
                {t('notifications.title')}
              </Title>
              {count > 0 ? (
                <Text size="xs" c="dimmed">
                  {t('notifications.unreadCount', { count })}
                </Text>
              ) : null}
            </Group>
            {pendingInvitations > 0 ? (
              <Anchor
                component={Link}
                to={paths.auctions.myList.getHref()}
                size="sm"
                px="sm"
                pb="xs"
                onClick={close}
              >
                {t('notifications.pendingInvitations', { count: pendingInvitations })}
              </Anchor>
            ) : null}
            <NotificationList
              notifications={notifications}
              hasMore={Boolean(pages.hasNextPage)}
              isLoading={pages.isPending || pages.isFetchingNextPage}
              onLoadMore={() => void pages.fetchNextPage()}
              onNavigate={close}
            />
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
