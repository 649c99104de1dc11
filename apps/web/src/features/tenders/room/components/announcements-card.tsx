// The announcements of the auction, newest first; a new one arrives live (addTenderAnnouncement).
import { memo } from 'react';
import { Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';
import { DateTimeText } from '@/components/date-time.tsx';
import type { FeedAnnouncement } from '../model/feed.ts';

/** Long histories scroll inside the card instead of pushing the page down. */
const MAX_HEIGHT = 280;

export const AnnouncementsCard = memo(function AnnouncementsCard({
  announcements,
}: {
  announcements: FeedAnnouncement[];
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <Group gap="xs" mb="sm">
        <IconSpeakerphone size={18} aria-hidden />
        <Title order={2} fz="h4">
          {t('room.announcements.title')}
        </Title>
      </Group>
      {announcements.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('room.announcements.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize
          mah={MAX_HEIGHT}
          type="auto"
          offsetScrollbars
          viewportProps={{ tabIndex: 0 }}
        >
          <Stack
            gap="sm"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            data-testid="announcements"
          >
            {announcements.map((announcement) => (
              <Stack key={`${announcement.at}|${announcement.text}`} gap={2} component="li">
                <Text size="xs" c="dimmed">
                  <DateTimeText value={announcement.at} />
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {announcement.text}
                </Text>
              </Stack>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Card>
  );
});
