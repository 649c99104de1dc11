// Time left until a deadline by the server's clock, as text that updates every second.
import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { useServerNow } from '@/lib/server-clock.ts';
import { timeLeft } from '@/lib/time-left.ts';

export function Countdown({ until, ...textProps }: TextProps & { until: string }) {
  const { t } = useTranslation();
  const now = useServerNow();
  const left = timeLeft(new Date(until), now);
  const text =
    left.unit === 'over'
      ? t('countdown.over')
      : left.unit === 'days'
        ? t('countdown.days', left)
        : left.unit === 'hours'
          ? t('countdown.hours', left)
          : t('countdown.minutes', left);
  return (
    <Text span inherit style={{ fontVariantNumeric: 'tabular-nums' }} {...textProps}>
      {text}
    </Text>
  );
}
