// The top band of the room: name and status, the large server-time countdown, the live connection
// (until the auction is over) and how many bidders are in the room (while it runs); a clock-drift
// warning under it when needed.
import { memo } from 'react';
import { Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { isTenderOver, TenderStatus } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { ConnectionStatus } from '@/components/connection-status.tsx';
import { TenderStatusBadge } from '@/components/status-badge.tsx';
import type { ConnectionState } from '@/lib/realtime/connection.ts';
import { ClockDriftAlert } from './clock-drift-alert.tsx';
import { FlashValue } from './flash-value.tsx';
import { RoomCountdown } from './room-countdown.tsx';

type RoomTopBandProps = {
  name: string;
  status: number;
  startDate: string;
  endDate: string;
  connection: ConnectionState;
  onReconnect: () => void;
  /** The hub refused to let us in (its reason). */
  joinError: string | null;
  activeCount: number;
  /** Owner only: who is in the room. */
  activeUserNames?: string[];
};

function ActiveBidders({ count, userNames }: { count: number; userNames?: string[] }) {
  const { t } = useTranslation();
  const text = (
    <Group gap={6} wrap="nowrap" data-testid="active-bidders">
      <IconUsers size={16} aria-hidden />
      <Text size="sm">
        <FlashValue value={count}>{t('room.activeBidders', { count })}</FlashValue>
      </Text>
    </Group>
  );
  if (!userNames?.length) return text;
  return (
    <Tooltip label={userNames.join(', ')} multiline maw={320} withArrow>
      <div tabIndex={0}>{text}</div>
    </Tooltip>
  );
}

/** Statuses after which nothing in the room changes any more: no live link, nobody bidding. */

export const RoomTopBand = memo(function RoomTopBand(props: RoomTopBandProps) {
  const { t } = useTranslation();
  const isOver = isTenderOver(props.status);
  const isRunning = props.status === TenderStatus.SUBMITTED;
  return (
    <Stack gap="xs">
      <Paper withBorder p="md" data-testid="room-top-band">
        <Group justify="space-between" align="center" gap="md" wrap="wrap">
          <Stack gap={6} style={{ minWidth: 0, flex: '1 1 260px' }}>
            <Group gap="sm" align="center" wrap="wrap">
              <Title order={2} fz={{ base: 'h4', sm: 'h3' }} style={{ overflowWrap: 'anywhere' }}>
                {props.name || t('tenders.untitled')}
              </Title>
              <TenderStatusBadge status={props.status} size="lg" data-testid="room-status" />
            </Group>
            {isOver ? null : (
              <Group gap="lg" wrap="wrap">
                <ConnectionStatus state={props.connection} onReconnect={props.onReconnect} />
                {isRunning ? (
                  <ActiveBidders count={props.activeCount} userNames={props.activeUserNames} />
                ) : null}
              </Group>
            )}
            {props.joinError ? (
              <Text size="sm" c="red.8" role="alert">
                {t('room.joinFailed', { reason: props.joinError })}
              </Text>
            ) : null}
          </Stack>
          <RoomCountdown
            status={props.status}
            startDate={props.startDate}
            endDate={props.endDate}
          />
        </Group>
      </Paper>
      <ClockDriftAlert />
    </Stack>
  );
});
