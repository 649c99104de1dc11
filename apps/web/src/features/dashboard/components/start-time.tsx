// When an auction of the dashboard starts: a countdown by the server's clock when the start is less
// than a day away, else the date and time.
import { Text } from '@mantine/core';
import { TenderStatus, type TTenderListRow } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useServerNow } from '@/lib/server-clock.ts';
import { timeLeft } from '@/lib/time-left.ts';
import { startsWithinDay } from '../model/my-auctions.ts';

function StartCountdown({ startDate }: { startDate: string }) {
  const { t } = useTranslation();
  const left = timeLeft(new Date(startDate), useServerNow());
  if (left.unit === 'over') return t('dashboard.startingNow');
  const time =
    left.unit === 'days'
      ? t('countdown.days', left)
      : left.unit === 'hours'
        ? t('countdown.hours', left)
        : t('countdown.minutes', left);
  return t('dashboard.startsIn', { time });
}

/** `now` decides between countdown and date; it may tick slowly, the countdown ticks each second. */
export function StartTime({ row, now }: { row: TTenderListRow; now: Date }) {
  const { t } = useTranslation();
  const isRunning = row.tenderStatus === TenderStatus.SUBMITTED;
  const hasCountdown = !isRunning && startsWithinDay(row.startDate, now);
  return (
    <Text
      span
      size="sm"
      c={hasCountdown ? undefined : 'dimmed'}
      fw={hasCountdown ? 600 : undefined}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {hasCountdown ? (
        <StartCountdown startDate={row.startDate} />
      ) : (
        <time dateTime={row.startDate}>
          {t(isRunning ? 'dashboard.startedAt' : 'dashboard.startsAt', {
            date: formatDateTime(row.startDate),
          })}
        </time>
      )}
    </Text>
  );
}
