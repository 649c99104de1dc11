// Applying to a public auction: every must-have condition must be checked ("You need to check all
// must have conditions"); the buyer then approves or rejects the application.
import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { allMustHavesChecked, type TTender } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { failureText } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useParticipation } from '../api/participation-calls.ts';
import { MustHaveCheckboxes } from './must-have-checkboxes.tsx';

type ApplyDialogProps = { tender: TTender; opened: boolean; onClose: () => void };

export function ApplyDialog({ tender, opened, onClose }: ApplyDialogProps) {
  const { t } = useTranslation();
  const participation = useParticipation(tender.tenderId);
  const [answers, setAnswers] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const conditionIds = tender.mustHaveConditions.map((condition) => String(condition.id));

  const handleConfirm = () => {
    if (!allMustHavesChecked(conditionIds, answers)) {
      setError(t('messages.checkAllMustHave'));
      return;
    }
    participation.mutate(
      {
        kind: 'apply',
        responses: conditionIds.map((mhcId) => ({ mhcId, response: true })),
      },
      {
        onSuccess: () => {
          notifySuccess(t('supplier.apply.done'));
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={t('supplier.apply.title')}
      confirmLabel={t('supplier.apply.confirm')}
      isPending={participation.isPending}
      failure={failureText(t, participation)}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text size="sm">{t('supplier.apply.text')}</Text>
        <MustHaveCheckboxes
          conditions={tender.mustHaveConditions}
          answers={answers}
          error={error}
          onChange={(id, isChecked) => {
            setAnswers((current) => ({ ...current, [id]: isChecked }));
            setError(null);
          }}
        />
      </Stack>
    </ConfirmDialog>
  );
}
