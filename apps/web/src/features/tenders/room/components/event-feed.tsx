// The owner's feed of what happens in the room, newest first: bids (who, what, how much, when),
// announcements, prolongations (the tender's, or a staggered lot's overtime, named by its item) and
// status changes. A fixed-height scroll area, so it never pushes
// the rest of the page.
import { Badge, Card, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from '@/lib/translation.ts';
import type { FeedEntry } from '../model/feed.ts';
import { targetKey, type TargetKey } from '../model/room-live.ts';
import { formatTargetValue, type TargetLabel } from '../model/targets.ts';

type EventFeedProps = {
  entries: FeedEntry[];
  currency: string;
  targetLabels: Record<TargetKey, TargetLabel>;
  /** A sealed tender: its offers, opened at the deadline, are sealed offers, not initial ones. */
  isSealed?: boolean;
};

const FEED_HEIGHT = 320;

/** One flush may prolong several lots at one instant: their entries differ by item. */
const feedKey = (entry: FeedEntry) =>
  `${entry.kind}|${entry.kind === 'bid' ? entry.seq : ''}|${entry.kind === 'prolonged' ? (entry.itemId ?? '') : ''}|${entry.at}`;

function EntryText({
  entry,
  currency,
  targetLabels,
  isSealed,
}: { entry: FeedEntry } & Omit<EventFeedProps, 'entries'>) {
  const { t } = useTranslation();
  switch (entry.kind) {
    case 'bid': {
      const label = targetLabels[targetKey(entry.target)];
      return (
        <Text size="sm">
          <Text span fw={600} inherit style={{ wordBreak: 'break-all' }}>
            {entry.userName ?? t('room.feed.someone')}
          </Text>{' '}
          {t('room.feed.bid', { target: label?.name ?? '' })}{' '}
          <Text span inherit fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatTargetValue(label, entry.value, currency)}
          </Text>
          {entry.isInitialOffer ? (
            <Badge size="xs" variant="light" color="gray" ml={6}>
              {t(isSealed ? 'room.feed.sealedOffer' : 'room.feed.initialOffer')}
            </Badge>
          ) : null}
        </Text>
      );
    }
    case 'announcement':
      return (
        <Text size="sm">
          <Text span fw={600} inherit>
            {t('room.feed.announcement')}
          </Text>{' '}
          {entry.text}
        </Text>
      );
    case 'prolonged': {
      const time = dayjs(entry.endDate).format('HH:mm:ss');
      if (entry.itemId !== undefined) {
        const name = targetLabels[targetKey({ kind: 'item', id: entry.itemId })]?.name ?? '';
        return (
          <Text size="sm">{t('room.feed.lotOvertime', { count: entry.minutes, time, name })}</Text>
        );
      }
      return (
        <Text size="sm">
          {t(entry.reason === 'owner' ? 'room.feed.prolonged' : 'room.feed.overtime', {
            count: entry.minutes,
            time,
          })}
        </Text>
      );
    }
    case 'status': {
      const status = t(`tenderStatus.${entry.status}` as 'tenderStatus.20');
      return (
        <Text size="sm">
          {t(entry.isSealedOpening ? 'room.feed.sealedOpened' : 'room.feed.status', { status })}
        </Text>
      );
    }
  }
}

export function EventFeed({
  entries: allEntries,
  currency,
  targetLabels,
  isSealed,
}: EventFeedProps) {
  const { t } = useTranslation();
  // The chain also holds entries that are no bid on an item or criterion (a sealed offer's entry
  // names the tender, issue 30): the feed lists bids on this tender's targets only.
  const entries = allEntries.filter(
    (entry) => entry.kind !== 'bid' || targetLabels[targetKey(entry.target)] !== undefined,
  );
  return (
    <Card>
      <Title order={2} fz="h4" mb="sm">
        {t('room.feed.title')}
      </Title>
      <ScrollArea h={FEED_HEIGHT} type="auto" offsetScrollbars>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('room.feed.empty')}
          </Text>
        ) : (
          <Stack
            gap={6}
            component="ol"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            data-testid="event-feed"
          >
            {entries.map((entry) => (
              <Group
                key={feedKey(entry)}
                component="li"
                gap="xs"
                wrap="nowrap"
                align="flex-start"
                data-kind={entry.kind}
              >
                <Text
                  size="xs"
                  c="dimmed"
                  w={60}
                  style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', lineHeight: '22px' }}
                >
                  <time dateTime={entry.at}>{dayjs(entry.at).format('HH:mm:ss')}</time>
                </Text>
                <EntryText
                  entry={entry}
                  currency={currency}
                  targetLabels={targetLabels}
                  isSealed={isSealed}
                />
              </Group>
            ))}
          </Stack>
        )}
      </ScrollArea>
    </Card>
  );
}
