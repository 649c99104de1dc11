// The confirmation of one list action (duplicate, cancel with reason, hide, unhide, delete).
import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { Messages, type EnglishTextKey, type TTenderListRow } from '@tendermark/shared';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { paths } from '@/config/paths.ts';
import { errorText, translateMessage } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useCancelTender } from '@/features/tenders/api/cancel-tender.ts';
import { useDeleteTender } from '@/features/tenders/api/delete-tender.ts';
import { useDuplicateTender } from '@/features/tenders/api/duplicate-tender.ts';
import { useHideTender } from '@/features/tenders/api/hide-tender.ts';
import type { RowAction } from '@/features/tenders/model/row-actions.ts';

type RowActionDialogProps = { row: TTenderListRow; action: RowAction | null; onClose: () => void };

export function RowActionDialog({ row, action, onClose }: RowActionDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const duplicate = useDuplicateTender();
  const cancel = useCancelTender();
  const hide = useHideTender();
  const remove = useDeleteTender();
  const [reason, setReason] = useState('');
  const [isReasonTouched, setReasonTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = row.name.trim() || t('tenders.untitled');

  const close = () => {
    setReason('');
    setReasonTouched(false);
    setFailure(null);
    onClose();
  };
  const fail = (error: unknown) => setFailure(errorText(t, error));
  const succeed = (messageKey: EnglishTextKey) => {
    notifySuccess(t(messageKey, { name }));
    close();
  };

  const handleConfirm = () => {
    setFailure(null);
    if (action === 'duplicate') {
      duplicate.mutate(row.id, {
        onSuccess: ({ tenderId }) => {
          succeed('tenders.actions.duplicated');
          void navigate(paths.auctions.owner.getHref(tenderId));
        },
        onError: fail,
      });
    } else if (action === 'cancel') {
      setReasonTouched(true);
      if (!reason.trim()) return;
      cancel.mutate(
        { tenderId: row.id, reason: reason.trim() },
        { onSuccess: () => succeed('tenders.actions.canceled'), onError: fail },
      );
    } else if (action === 'hide' || action === 'unhide') {
      hide.mutate(
        { tenderId: row.id, isHidden: action === 'hide' },
        {
          onSuccess: () =>
            succeed(action === 'hide' ? 'tenders.actions.hidden' : 'tenders.actions.shown'),
          onError: fail,
        },
      );
    } else if (action === 'delete') {
      remove.mutate(
        { tenderId: row.id, status: row.tenderStatus },
        { onSuccess: () => succeed('tenders.actions.deleted'), onError: fail },
      );
    }
  };

  if (!action) return null;
  const isPending = duplicate.isPending || cancel.isPending || hide.isPending || remove.isPending;
  const isDestructive = action === 'cancel' || action === 'delete';
  const reasonError =
    isReasonTouched && !reason.trim() ? translateMessage(t, Messages.required) : undefined;

  return (
    <ConfirmDialog
      opened
      title={t(`tenders.actions.${action}.title`, { name })}
      message={t(`tenders.actions.${action}.text`)}
      confirmLabel={t(`tenders.actions.${action}.confirm`)}
      dismissLabel={action === 'cancel' ? t('tenders.actions.cancel.dismiss') : undefined}
      isDestructive={isDestructive}
      isPending={isPending}
      failure={failure}
      onConfirm={handleConfirm}
      onClose={close}
    >
      {action === 'cancel' ? (
        <Textarea
          label={t('tenders.actions.cancel.reason')}
          required
          autosize
          minRows={2}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          onBlur={() => setReasonTouched(true)}
          error={reasonError}
          data-autofocus
        />
      ) : null}
    </ConfirmDialog>
  );
}
