// The owner's confirmation before prolonging: how many minutes to add (PROLONG_MINUTES unless the
// owner types another number), then PUT ProlongTender.
import { useState } from 'react';
import { NumberInput } from '@mantine/core';
import { MAX_PROLONG_MINUTES } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { failureText } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useProlongTender, type ProlongReply } from '../api/prolong-tender.ts';
import { PROLONG_MINUTES } from '../room-constants.ts';

type ProlongDialogProps = {
  tenderId: string;
  opened: boolean;
  onClose: () => void;
  onProlonged: (reply: ProlongReply) => void;
};

export function ProlongDialog({ tenderId, opened, onClose, onProlonged }: ProlongDialogProps) {
  const { t } = useTranslation();
  const prolong = useProlongTender(tenderId);
  const [minutes, setMinutes] = useState<number | string>(PROLONG_MINUTES);
  const isValid =
    typeof minutes === 'number' &&
    Number.isInteger(minutes) &&
    minutes >= 1 &&
    minutes <= MAX_PROLONG_MINUTES;

  const close = () => {
    setMinutes(PROLONG_MINUTES);
    prolong.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={t('room.prolong.title')}
      message={t('room.prolong.text')}
      confirmLabel={t('room.prolong.confirm', {
        count: isValid ? Number(minutes) : PROLONG_MINUTES,
      })}
      isPending={prolong.isPending}
      isConfirmDisabled={!isValid}
      failure={failureText(t, prolong)}
      onConfirm={() =>
        prolong.mutate(Number(minutes), {
          onSuccess: (reply) => {
            onProlonged(reply);
            notifySuccess(t('room.prolong.done', { count: reply.minutes }));
            close();
          },
        })
      }
      onClose={close}
    >
      <NumberInput
        label={t('room.prolong.minutes')}
        value={minutes}
        min={1}
        max={MAX_PROLONG_MINUTES}
        allowDecimal={false}
        allowNegative={false}
        data-autofocus
        onChange={setMinutes}
      />
    </ConfirmDialog>
  );
}
