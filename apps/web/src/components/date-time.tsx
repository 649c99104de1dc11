// Dates as UI.md wants them: absolute (with the time zone where a deadline matters) and relative.
import { useEffect, useState } from 'react';
import { Text, Tooltip, type TextProps } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { formatDateTime, timeZoneLabel } from '@/lib/format.ts';
import { timeAgo } from '@/lib/relative-time.ts';

type DateTimeTextProps = TextProps & { value: string | null | undefined; withZone?: boolean };

/** "3 Mar 2026, 14:05" in the user's zone; with `withZone` the zone follows in dimmed text. */
export function DateTimeText({ value, withZone = false, ...textProps }: DateTimeTextProps) {
  if (!value) return null;
  return (
    <Text span inherit style={{ fontVariantNumeric: 'tabular-nums' }} {...textProps}>
      <time dateTime={value}>{formatDateTime(value)}</time>
      {withZone ? (
        <Text span c="dimmed" size="xs" ml={6}>
          {timeZoneLabel(new Date(value))}
        </Text>
      ) : null}
    </Text>
  );
}

const REFRESH_MS = 30_000;

/** "5 minutes ago", refreshed every 30 s; the exact time is in the tooltip. */
export function RelativeTime({ value, ...textProps }: TextProps & { value: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const { unit, count } = timeAgo(new Date(value), now);
  return (
    <Tooltip label={formatDateTime(value)} withArrow>
      <Text span inherit {...textProps}>
        <time dateTime={value}>{t(`time.${unit}Ago`, { count })}</time>
      </Text>
    </Tooltip>
  );
}
