// Confirmations of the supplier's participation changes: decline (optional reason), leave (bids are
// cleared) and ask to rejoin (reason required; the buyer decides).
import { useTranslation } from '@/lib/translation.ts';
import { TextDialog } from '@/components/text-dialog.tsx';
import { notifySuccess } from '@/lib/notify.ts';
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
  const field =
    kind === 'leave'
      ? null
      : {
          label: t(`supplier.${kind}.reason`),
          isRequired: kind === 'rejoin',
          minRows: 3,
          maxLength: 1000,
        };

  return (
    <TextDialog
      opened
      title={t(`supplier.${kind}.title`)}
      message={t(`supplier.${kind}.text`)}
      confirmLabel={t(`supplier.${kind}.confirm`)}
      isDestructive={kind !== 'rejoin'}
      field={field}
      call={participation}
      onConfirm={(reason) =>
        participation.mutate(callOf(kind, reason), {
          onSuccess: () => {
            notifySuccess(t(`supplier.${kind}.done`));
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
