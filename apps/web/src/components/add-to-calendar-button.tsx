// "Add to calendar": the tender's proposal deadline and live auction as an .ics file. Opening a
// newer copy updates the events (same UID, higher SEQUENCE) after a reschedule or prolongation.
import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifyError } from '@/lib/notify.ts';
import { downloadTenderCalendar } from '@/lib/tender-files.ts';

export function AddToCalendarButton({
  tender,
  ...buttonProps
}: { tender: { id: string; name: string } } & ButtonProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  const handleClick = async () => {
    setPending(true);
    try {
      await downloadTenderCalendar(tender);
    } catch (error) {
      notifyError(errorText(t, error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant="default"
      loading={pending}
      leftSection={<IconCalendarPlus size={16} aria-hidden />}
      onClick={() => void handleClick()}
      {...buttonProps}
    >
      {t('exports.calendar.add')}
    </Button>
  );
}
