// The admin's dialogs on a user: a trial of the paid plan, and removal confirmed by typing the name.
import { useState } from 'react';
import { NumberInput, TextInput } from '@mantine/core';
import { Constants, type TAdminUserRow } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { failureText } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useDeleteUser, useGiveTrial } from '../api/users.ts';

type DialogProps = { user: TAdminUserRow; onClose: () => void; onDone?: () => void };

export function TrialDialog({ user, onClose }: DialogProps) {
  const { t } = useTranslation();
  const trial = useGiveTrial();
  const [days, setDays] = useState<number>(Constants.defaultTrialDays);
  return (
    <ConfirmDialog
      opened
      title={t('admin.users.trialTitle', { userName: user.userName })}
      confirmLabel={t('admin.users.giveTrial')}
      isPending={trial.isPending}
      failure={failureText(t, trial)}
      isConfirmDisabled={!(days >= 1)}
      onClose={onClose}
      onConfirm={() =>
        trial.mutate(
          { userName: user.userName, days },
          {
            onSuccess: (reply) => {
              notifySuccess(
                t('admin.users.trialGiven', {
                  date: reply.expires ? new Date(reply.expires).toLocaleDateString() : '—',
                }),
              );
              onClose();
            },
          },
        )
      }
    >
      <NumberInput
        label={t('admin.users.trialDays')}
        value={days}
        min={1}
        max={3650}
        onChange={(value) => setDays(Number(value))}
        data-autofocus
      />
    </ConfirmDialog>
  );
}

export function DeleteUserDialog({ user, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const [typed, setTyped] = useState('');
  return (
    <ConfirmDialog
      opened
      title={t('admin.users.deleteTitle', { userName: user.userName })}
      message={t('admin.users.deleteText')}
      confirmLabel={t('admin.users.delete')}
      isDestructive
      isPending={remove.isPending}
      failure={failureText(t, remove)}
      isConfirmDisabled={typed.trim() !== user.userName}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(user.userName, {
          onSuccess: () => {
            notifySuccess(t('admin.common.deleted'));
            onClose();
            onDone?.();
          },
        })
      }
    >
      <TextInput
        label={t('admin.users.deleteConfirmLabel')}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        data-autofocus
        autoComplete="off"
      />
    </ConfirmDialog>
  );
}
