// A lot's own countdown by the server's clock (issue 30): to the end of the round in a Japanese or
// Dutch lot, to the lot's close in an English tender with staggered close. It re-renders only when
// the shown second changes; it is not a live region (the level change is announced instead).
import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { remainingParts } from '../model/countdown.ts';
import { useClockValue, useServerClock } from '../hooks/use-server-clock.ts';

const TICK_MS = 250;

type LotCountdownProps = {
  until: string;
  /** "Round ends in", "Closes in". */
  label: string;
  /** Shown once the moment has passed, until the push says what came of it. */
  overLabel: string;
  testId?: string;
};

export function LotCountdown({ until, label, overLabel, testId }: LotCountdownProps) {
  const { offsetMs } = useServerClock();
  const targetMs = new Date(until).getTime();
  const seconds = useClockValue(
    (now) => Math.max(0, Math.ceil((targetMs - (now + offsetMs)) / 1000)),
    TICK_MS,
  );
  if (seconds <= 0)
    return (
      <Text size="sm" c="dimmed" data-testid={testId} data-over>
        {overLabel}
      </Text>
    );
  const { days, clock } = remainingParts(seconds * 1000);
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId}>
      <IconClock size={14} aria-hidden />
      <Text size="sm">
        {label}{' '}
        <Text span fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {days > 0 ? `${days}d ${clock}` : clock}
        </Text>
      </Text>
    </Group>
  );
}
