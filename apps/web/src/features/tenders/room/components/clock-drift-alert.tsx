// Warns when the device clock differs from the server's by more than the tolerated drift; the
// countdown already follows the server, so this explains why it may differ from the wall clock.
import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';
import { useServerClock } from '../hooks/use-server-clock.ts';

export function ClockDriftAlert() {
  const { t } = useTranslation();
  const { hasDrift, offsetMs } = useServerClock();
  if (!hasDrift) return null;
  const seconds = (Math.abs(offsetMs) / 1000).toFixed(1);
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconClockExclamation size={18} />}
      title={t('room.drift.title')}
      data-testid="clock-drift-alert"
    >
      {t(offsetMs > 0 ? 'room.drift.behind' : 'room.drift.ahead', { seconds })}
    </Alert>
  );
}
