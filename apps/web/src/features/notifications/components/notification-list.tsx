// The notification panel's list: newest first, unread marked, relative times, links to what a
// notification is about; the next page loads when scrolled within 20 px of the end.
import { Box, Center, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TNotification } from '@tendermark/shared';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { RelativeTime } from '@/components/date-time.tsx';
import { isNearEnd } from '../model/near-end.ts';
import { notificationHref } from '../model/notification-href.ts';

type NotificationListProps = {
  notifications: readonly TNotification[];
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  onNavigate: () => void;
};

function NotificationItem({
  notification,
  onNavigate,
}: {
  notification: TNotification;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = notificationHref(notification);
  const content = (
    <Stack gap={2}>
      <Text size="sm" fw={notification.Read ? 500 : 700}>
        {notification.Read ? null : (
          <Box
            component="span"
            aria-label={t('notifications.unread')}
            role="img"
            display="inline-block"
            w={8}
            h={8}
            mr={6}
            style={{ borderRadius: '50%', background: 'var(--mantine-primary-color-filled)' }}
          />
        )}
        {notification.Title}
      </Text>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {notification.Text}
      </Text>
      <Text size="xs" c="dimmed">
        <RelativeTime value={notification.Date} />
      </Text>
    </Stack>
  );
  return (
    <Box
      component="li"
      py="xs"
      px="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {href ? (
        <UnstyledButton
          w="100%"
          onClick={() => {
            onNavigate();
            void navigate(href);
          }}
        >
          {content}
        </UnstyledButton>
      ) : (
        content
      )}
    </Box>
  );
}

export function NotificationList({
  notifications,
  hasMore,
  isLoading,
  onLoadMore,
  onNavigate,
}: NotificationListProps) {
  const { t } = useTranslation();
  if (!isLoading && notifications.length === 0)
    return (
      <Text size="sm" c="dimmed" p="md" ta="center">
        {t('notifications.empty')}
      </Text>
    );
  return (
    <Box
      data-testid="notification-scroll"
      mah={420}
      style={{ overflowY: 'auto' }}
      onScroll={(event) => {
        if (hasMore && !isLoading && isNearEnd(event.currentTarget)) onLoadMore();
      }}
    >
      <Box
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('notifications.title')}
      >
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.Id}
            notification={notification}
            onNavigate={onNavigate}
          />
        ))}
      </Box>
      {isLoading ? (
        <Center p="sm">
          <Loader size="sm" role="status" aria-label={t('common.loading')} />
        </Center>
      ) : null}
    </Box>
  );
}
