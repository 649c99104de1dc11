// Freezing or releasing an auction is asked for once more, with what it does to the buyer and the
// suppliers: one click on a list row must not stop a live auction (issue 27).
import { useTranslation } from '@/lib/translation.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { errorText } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useFreeze } from '../api/users.ts';

export type FreezeTarget = { tenderId: string; name: string; isFrozen: boolean };

type FreezeDialogProps = { target: FreezeTarget | null; onClose: () => void };

export function FreezeDialog({ target, onClose }: FreezeDialogProps) {
  const { t } = useTranslation();
  const freeze = useFreeze();
  const isFrozen = target?.isFrozen ?? false;
  const name = target?.name || t('admin.overview.privateTender');

  const handleClose = () => {
    freeze.reset();
    onClose();
  };
  const handleConfirm = () => {
    if (!target) return;
    freeze.mutate(
      { tenderId: target.tenderId, freeze: !isFrozen },
      {
        onSuccess: () => {
          notifySuccess(isFrozen ? t('admin.overview.unfrozen') : t('admin.overview.frozen'));
          handleClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      opened={target !== null}
      title={
        isFrozen
          ? t('admin.overview.unfreezeTitle', { name })
          : t('admin.overview.freezeTitle', { name })
      }
      message={isFrozen ? t('admin.overview.unfreezeText') : t('admin.overview.freezeText')}
      confirmLabel={isFrozen ? t('admin.overview.unfreeze') : t('admin.overview.freeze')}
      isDestructive={!isFrozen}
      isPending={freeze.isPending}
      failure={freeze.isError ? errorText(t, freeze.error) : null}
      onConfirm={handleConfirm}
      onClose={handleClose}
    />
  );
}
