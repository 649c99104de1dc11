// Step 2's header: the counts, the live connection, and the owner's actions for all bidders
// (invite by e-mail or from contacts, message everyone, demo bidders). One story per stage:
// a draft picks suppliers (invited on scheduling), the proposal phase invites, later stages say
// why invitations are closed and offer no invite buttons.
import { Alert, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAddressBook, IconMail, IconMessages, IconRobot } from '@tabler/icons-react';
import {
  AWAITING_OWNER_STATUSES,
  INFORMED_STATUSES,
  ParticipationAction,
  SupplierStatus,
  TenderStatus,
  isActionOpen,
  type TTender,
} from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { ConnectionStatus } from '@/components/connection-status.tsx';
import type { TenderHub } from '@/lib/realtime/use-tender-hub.ts';
import type { InviteMode } from './invite-dialogs.tsx';

type BiddersToolbarProps = {
  tender: TTender;
  live: TenderHub;
  onInvite: (mode: InviteMode) => void;
  onMessage: () => void;
  onAddDemo: () => void;
  isAddingDemo: boolean;
};

/** Why no supplier can be invited any more: the auction runs, ended, was canceled or is frozen. */
function closedReasonKey(status: number) {
  if (status === TenderStatus.ENDED) return 'bidders.invitationsClosed.ended' as const;
  if (status === TenderStatus.CANCELED) return 'bidders.invitationsClosed.canceled' as const;
  if (status === TenderStatus.FREEZE) return 'bidders.invitationsClosed.frozen' as const;
  return 'bidders.invitationsClosed.running' as const;
}

const countIn = (tender: TTender, statuses: readonly number[]) =>
  tender.suppliers.filter((entry) => statuses.includes(entry.status.id)).length;

export function BiddersToolbar({
  tender,
  live,
  onInvite,
  onMessage,
  onAddDemo,
  isAddingDemo,
}: BiddersToolbarProps) {
  const { t } = useTranslation();
  const isDraft = tender.tenderStatus === TenderStatus.NEW;
  // While drafting the owner picks suppliers; scheduling sends their invitations.
  const canInvite = isDraft || isActionOpen(ParticipationAction.INVITE, tender.tenderStatus);
  const canAddDemo =
    tender.isDemo && isActionOpen(ParticipationAction.ADD_DEMO, tender.tenderStatus);
  const informed = countIn(tender, INFORMED_STATUSES);
  const counts = {
    accepted: countIn(tender, [SupplierStatus.ACCEPTED]),
    waiting: countIn(tender, AWAITING_OWNER_STATUSES),
    invited: countIn(tender, [SupplierStatus.INVITED]),
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h3">
            {t('bidders.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('bidders.counts', counts)}
          </Text>
        </Stack>
        <ConnectionStatus state={live.state} onReconnect={live.reconnect} />
      </Group>
      <Group gap="sm">
        {canInvite ? (
          <>
            <Button leftSection={<IconMail size={16} />} onClick={() => onInvite('email')}>
              {t(isDraft ? 'bidders.invite.pickByEmail' : 'bidders.invite.byEmail')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconAddressBook size={16} />}
              onClick={() => onInvite('contacts')}
            >
              {t(isDraft ? 'bidders.invite.pickFromContacts' : 'bidders.invite.fromContacts')}
            </Button>
          </>
        ) : null}
        <Tooltip label={t('bidders.message.nobody')} disabled={informed > 0} multiline maw={280}>
          {/* A disabled button fires no pointer events; the wrapper shows the tooltip. */}
          <span>
            <Button
              variant="default"
              leftSection={<IconMessages size={16} />}
              disabled={informed === 0}
              onClick={onMessage}
            >
              {t('bidders.message.open')}
            </Button>
          </span>
        </Tooltip>
        {canAddDemo ? (
          <Button
            variant="light"
            color="grape"
            leftSection={<IconRobot size={16} />}
            loading={isAddingDemo}
            onClick={onAddDemo}
          >
            {t('bidders.demo.add')}
          </Button>
        ) : null}
      </Group>
      {isDraft ? (
        <Alert variant="light" color="blue" data-testid="invitations-note">
          {t('bidders.invitationsDraft')}
        </Alert>
      ) : canInvite ? null : (
        <Alert variant="light" color="gray" data-testid="invitations-note">
          {t(closedReasonKey(tender.tenderStatus))}
        </Alert>
      )}
    </Stack>
  );
}
