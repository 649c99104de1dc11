// "Your participation": the supplier's status in words and the actions the transition table
// allows now — accept or decline an invitation, apply, leave, ask to rejoin.
import { memo, useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconDoorExit, IconRefresh, IconSend, IconX } from '@tabler/icons-react';
import { SupplierStatus, type TTender } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { SupplierStatusBadge } from '@/components/supplier-status-badge.tsx';
import { errorText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useParticipation } from '../api/participation-calls.ts';
import type { ParticipationView } from '../model/participation-view.ts';
import { ApplyDialog } from './apply-dialog.tsx';
import { ParticipationDialog, type ParticipationDialogKind } from './participation-dialog.tsx';

type ParticipationCardProps = { tender: TTender; view: ParticipationView };

function ParticipationCardView({ tender, view }: ParticipationCardProps) {
  const { t } = useTranslation();
  const participation = useParticipation(tender.tenderId);
  const [dialog, setDialog] = useState<ParticipationDialogKind | null>(null);
  const [isApplyOpen, setApplyOpen] = useState(false);
  const own = tender.suppliers[0];
  const status = view.status;
  const has = (action: ParticipationView['actions'][number]) => view.actions.includes(action);

  const handleAccept = () =>
    participation.mutate(
      { kind: 'answer', accept: true },
      {
        onSuccess: () => notifySuccess(t('supplier.participation.accepted')),
        onError: (error) => notifyError(errorText(t, error)),
      },
    );

  const reason =
    status === SupplierStatus.REJECTED_BY_BUYER || status === SupplierStatus.LEFT
      ? own?.rejectedReason
      : null;

  return (
    <Card component="section" aria-labelledby="participation-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h4" id="participation-title">
            {t('supplier.participation.title')}
          </Title>
          {status === null ? null : <SupplierStatusBadge status={status} size="lg" />}
        </Group>
        <Text size="sm">
          {status === null
            ? t('supplier.state.none')
            : t(`supplier.state.${status}`, {
                owner: tender.owner.companyName || tender.owner.userName,
              })}
        </Text>
        {reason ? (
          <Alert variant="light" color="gray" title={t('supplier.participation.reason')}>
            {reason}
          </Alert>
        ) : null}
        <Group gap="sm">
          {has('accept') ? (
            <Button
              leftSection={<IconCheck size={16} />}
              loading={participation.isPending}
              onClick={handleAccept}
            >
              {t('supplier.participation.accept')}
            </Button>
          ) : null}
          {has('decline') ? (
            <Button
              variant="default"
              leftSection={<IconX size={16} />}
              disabled={participation.isPending}
              onClick={() => setDialog('decline')}
            >
              {t('supplier.participation.decline')}
            </Button>
          ) : null}
          {has('apply') ? (
            <Button leftSection={<IconSend size={16} />} onClick={() => setApplyOpen(true)}>
              {t('supplier.participation.apply')}
            </Button>
          ) : null}
          {has('rejoin') ? (
            <Button leftSection={<IconRefresh size={16} />} onClick={() => setDialog('rejoin')}>
              {t('supplier.participation.rejoin')}
            </Button>
          ) : null}
          {has('leave') ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconDoorExit size={16} />}
              onClick={() => setDialog('leave')}
            >
              {t('supplier.participation.leave')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <ParticipationDialog
        tenderId={tender.tenderId}
        kind={dialog}
        onClose={() => setDialog(null)}
      />
      <ApplyDialog tender={tender} opened={isApplyOpen} onClose={() => setApplyOpen(false)} />
    </Card>
  );
}

/** Memoised: the page renders again with each tick of its clock and answer of its hub. */
export const ParticipationCard = memo(ParticipationCardView);
