// The schedule confirmation: a summary, the bidders note, the plan check for Free users, and the
// server's answer (problems, plan required) inside the dialog.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TScheduleReply } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from '@/components/form-failure.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { planOf } from '@/lib/auth/plan.ts';
import { reloadCurrentUser } from '@/lib/auth/session.ts';
import { useCurrentUser } from '@/lib/auth/session-store.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useScheduleTender } from '@/features/tenders/api/schedule-tender.ts';
import type { TenderDraft } from '@/features/tenders/model/draft.ts';
import { PlanNotice, PlanRequiredAlert } from './plan-notice.tsx';
import { ScheduleProblemsAlert } from './schedule-problems-alert.tsx';
import { ScheduleSummary } from './schedule-summary.tsx';

type ScheduleDialogProps = {
  opened: boolean;
  onClose: () => void;
  draft: TenderDraft;
  isDemo: boolean;
  attachmentCount: number;
  /** Suppliers picked while drafting: scheduling invites them. */
  pickedCount: number;
  /** Problems the shared rule finds in the draft, listed with the server's if it refuses. */
  localProblems: () => string[];
  onScheduled: (reply: TScheduleReply) => void;
  onBlocked: () => void;
};

type Refusal =
  { kind: 'problems'; problems: string[] } | { kind: 'plan' } | { kind: 'other'; message: string };

export function ScheduleDialog(props: ScheduleDialogProps) {
  const { opened, onClose, draft, isDemo, attachmentCount, pickedCount } = props;
  const { t } = useTranslation();
  const user = useCurrentUser();
  const schedule = useScheduleTender();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const isFreePlan = user !== null && planOf(user) === 'Free' && !isDemo;
  const hasNoFreeTenders = isFreePlan && (user?.RemainingFreeTenders ?? 0) <= 0;

  const handleClose = () => {
    setRefusal(null);
    onClose();
  };

  const handleConfirm = () => {
    setRefusal(null);
    schedule.mutate(draft.tenderId, {
      onSuccess: (reply) => {
        notifySuccess(t('tenders.schedule.success'));
        void reloadCurrentUser().catch(() => undefined);
        props.onScheduled(reply);
        handleClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'schedule_problems') {
          const problems = [error.serverMessage ?? '', ...props.localProblems()].filter(Boolean);
          setRefusal({ kind: 'problems', problems: [...new Set(problems)] });
        } else if (isApiError(error) && error.code === 'plan_required') {
          setRefusal({ kind: 'plan' });
        } else if (isApiError(error) && error.code === 'modification_blocked') {
          notifyError(errorText(t, error));
          handleClose();
          props.onBlocked();
        } else {
          setRefusal({ kind: 'other', message: errorText(t, error) });
        }
      },
    });
  };

  const isPlanBlocked = hasNoFreeTenders || refusal?.kind === 'plan';

  return (
    <Modal
      opened={opened}
      onClose={schedule.isPending ? () => {} : handleClose}
      title={t('tenders.schedule.title')}
      size="lg"
      centered
    >
      <Stack gap="md">
        {refusal?.kind === 'problems' ? (
          <ScheduleProblemsAlert problems={refusal.problems} />
        ) : null}
        <FormFailure message={refusal?.kind === 'other' ? refusal.message : null} />
        <ScheduleSummary draft={draft} attachmentCount={attachmentCount} />
        {pickedCount > 0 ? (
          <Text size="sm" fw={500} data-testid="picked-note">
            {t('tenders.schedule.pickedNote', { count: pickedCount })}
          </Text>
        ) : null}
        <Text size="sm">{t('tenders.schedule.biddersNote')}</Text>
        <Text size="sm" c="dimmed">
          {t('tenders.schedule.lockNote')}
        </Text>
        {isPlanBlocked ? (
          <PlanRequiredAlert />
        ) : isFreePlan && user ? (
          <PlanNotice remainingFreeTenders={user.RemainingFreeTenders} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={schedule.isPending}>
            {t('common.cancel')}
          </Button>
          {isPlanBlocked ? null : (
            <Button onClick={handleConfirm} loading={schedule.isPending} data-autofocus>
              {t('tenders.schedule.confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
