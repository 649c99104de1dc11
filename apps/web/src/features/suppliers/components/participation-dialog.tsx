// Confirmations of the supplier's participation changes: decline (optional reason), leave (bids are
// cleared) and ask to rejoin (reason required; the buyer decides).
import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useParticipation, type ParticipationCall } from '../api/participation-calls.ts';

export type ParticipationDialogKind = 'decline' | 'leave' | 'rejoin';

type ParticipationDialogProps = {
  tenderId: string;
  kind: ParticipationDialogKind | null;
  onClose: () => void;
};

const callOf = (kind: ParticipationDialogKind, reason: string): ParticipationCall =>
  kind === 'decline'
    ? { kind: 'answer', accept: false, reason }
    : kind === 'leave'
      ? { kind: 'leave' }
      : { kind: 'rejoin', reason };

export function ParticipationDialog({ tenderId, kind, onClose }: ParticipationDialogProps) {
  if (!kind) return null;
  return <DialogForm key={kind} tenderId={tenderId} kind={kind} onClose={onClose} />;
}

function DialogForm({
  tenderId,
  kind,
  onClose,
}: {
  tenderId: string;
  kind: ParticipationDialogKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const participation = useParticipation(tenderId);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const handleConfirm = () => {
    if (kind === 'rejoin' && !reason.trim()) {
      setFieldError(t('messages.required'));
      return;
    }
    participation.mutate(callOf(kind, reason.trim()), {
      onSuccess: () => {
        notifySuccess(t(`supplier.${kind}.done`));
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      opened
      title={t(`supplier.${kind}.title`)}
      message={t(`supplier.${kind}.text`)}
      confirmLabel={t(`supplier.${kind}.confirm`)}
      isDestructive={kind !== 'rejoin'}
      isPending={participation.isPending}
      failure={participation.isError ? errorText(t, participation.error) : null}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      {kind === 'leave' ? null : (
        <Textarea
          label={t(`supplier.${kind}.reason`)}
          required={kind === 'rejoin'}
          autosize
          minRows={3}
          maxLength={1000}
          value={reason}
          error={fieldError}
          data-autofocus
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setFieldError(null);
          }}
        />
      )}
    </ConfirmDialog>
  );
}
