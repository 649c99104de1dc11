// The room's large countdown, by the server's clock: to the start while scheduled, then to the end;
// amber in the final 5 minutes, red in the final minute, with words beside the colour.
import { Group, Stack, Text } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from '@/lib/translation.ts';
import {
  countdownTarget,
  countdownTone,
  remainingParts,
  type CountdownTone,
} from '../model/countdown.ts';
import { useClockValue, useServerClock } from '../hooks/use-server-clock.ts';

/** Often enough that the seconds flip within a quarter second of the true moment. */
const TICK_MS = 250;

const toneColor: Record<CountdownTone, string | undefined> = {
  normal: undefined,
  warning: 'var(--mantine-color-orange-light-color)',
  critical: 'red.8',
  over: 'dimmed',
};

type RoomCountdownProps = { status: number; startDate: string; endDate: string };

export function RoomCountdown({ status, startDate, endDate }: RoomCountdownProps) {
  const { t } = useTranslation();
  const { offsetMs } = useServerClock();
  const target = countdownTarget(status, startDate, endDate);
  const targetMs = 'at' in target ? new Date(target.at).getTime() : null;
  // Whole seconds, rounded up as the digits are: what is shown changes only when they do (the
  // thresholds of the tones are whole seconds too), so the ticks in between render nothing.
  const remaining =
    useClockValue(
      (now) => (targetMs === null ? 0 : Math.ceil((targetMs - (now + offsetMs)) / 1000)),
      TICK_MS,
    ) * 1000;

  if (!('at' in target))
    return (
      <Text fz={24} fw={700} data-testid="room-countdown" data-tone="over">
        {t(target.kind === 'ended' ? 'room.countdown.ended' : 'room.countdown.notRunning')}
      </Text>
    );

  const runningMs = new Date(endDate).getTime() - new Date(startDate).getTime();
  const tone = countdownTone(remaining, target.kind, runningMs);
  const { days, clock } = remainingParts(remaining);
  const digits = days > 0 ? t('room.countdown.daysAndClock', { count: days, clock }) : clock;
  const label =
    tone === 'over'
      ? t(target.kind === 'start' ? 'room.countdown.starting' : 'room.countdown.ending')
      : t(target.kind === 'start' ? 'room.countdown.startsIn' : 'room.countdown.endsIn');

  return (
    <Stack gap={0} data-testid="room-countdown" data-tone={tone} data-until={target.at}>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={600} c="dimmed">
          {label}
        </Text>
        {tone === 'warning' || tone === 'critical' ? (
          <Text size="sm" fw={700} c={toneColor[tone]} span>
            <IconAlarm size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 2 }} />
            {t(tone === 'critical' ? 'room.countdown.finalMinute' : 'room.countdown.finalMinutes')}
          </Text>
        ) : null}
      </Group>
      <Text
        fz={{ base: 36, sm: 44 }}
        fw={800}
        lh={1.1}
        c={toneColor[tone]}
        style={{ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' }}
        data-testid="room-countdown-digits"
      >
        {digits}
      </Text>
      <Text size="xs" c="dimmed">
        {t(target.kind === 'start' ? 'room.countdown.startsAt' : 'room.countdown.endsAt', {
          time: dayjs(target.at).format('D MMM, HH:mm:ss'),
        })}
      </Text>
    </Stack>
  );
}
