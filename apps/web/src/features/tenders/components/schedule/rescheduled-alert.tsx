// After scheduling: the proposal deadline had passed, so the server moved the dates. Say so clearly.
import { Alert, Text } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';
import { DateTimeText } from '@/components/date-time.tsx';

type RescheduledAlertProps = { proposalEndDate: string; startDate: string; onClose: () => void };

export function RescheduledAlert({ proposalEndDate, startDate, onClose }: RescheduledAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconCalendarTime size={18} />}
      title={t('tenders.schedule.rescheduledTitle')}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
      role="alert"
    >
      <Text size="sm">{t('tenders.schedule.rescheduledText')}</Text>
      <Text size="sm" mt={4}>
        {t('tenders.dates.proposalEnd')}: <DateTimeText value={proposalEndDate} withZone fw={600} />
      </Text>
      <Text size="sm">
        {t('tenders.dates.start')}: <DateTimeText value={startDate} withZone fw={600} />
      </Text>
    </Alert>
  );
}
