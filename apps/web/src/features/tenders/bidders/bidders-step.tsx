// Owner step 2 (/auctions/owner/{id}/2): the bidders list with invitations, decisions about each
// bidder, their offers, messages and questions, kept live through the tender hub.
import { useState } from 'react';
import { Box, Card, Stack, Text } from '@mantine/core';
import {
  ParticipationAction,
  TenderStatus,
  isActionOpen,
  type TSupplierEntry,
  type TTender,
} from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useAddDemoBidders } from './api/add-demo-bidders.ts';
import { useBidderDecision } from './api/owner-decisions.ts';
import { useSendInvitations } from './api/send-invitations.ts';
import { BidderDecisionDialog, type DialogDecision } from './components/bidder-decision-dialog.tsx';
import type { BidderActionRequest } from './components/bidder-row-actions.tsx';
import { BiddersCards } from './components/bidders-cards.tsx';
import { BiddersTable } from './components/bidders-table.tsx';
import { BiddersToolbar } from './components/bidders-toolbar.tsx';
import { InviteDialogs, type InviteMode } from './components/invite-dialogs.tsx';
import { MessageBiddersDialog } from './components/message-bidders-dialog.tsx';
import { OfferDrawer } from './components/offer-drawer.tsx';
import { OwnerQuestions } from './components/owner-questions.tsx';
import { useBiddersLive } from './use-bidders-live.ts';

/** The empty list's hint: pick (draft), invite (until the room opens), or nobody took part. */
function emptyTextKey(status: number) {
  if (status === TenderStatus.NEW) return 'bidders.emptyDraft' as const;
  return isActionOpen(ParticipationAction.INVITE, status)
    ? ('bidders.empty' as const)
    : ('bidders.emptyClosed' as const);
}

export function BiddersStep({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const tenderId = tender.tenderId;
  const live = useBiddersLive(tenderId);
  const decide = useBidderDecision(tenderId);
  const reinvite = useSendInvitations(tenderId);
  const addDemo = useAddDemoBidders(tenderId);
  const [inviteMode, setInviteMode] = useState<InviteMode | null>(null);
  const [isMessageOpen, setMessageOpen] = useState(false);
  const [dialog, setDialog] = useState<{ kind: DialogDecision; entry: TSupplierEntry } | null>(
    null,
  );
  const [offerUser, setOfferUser] = useState<string | null>(null);

  const failed = (error: unknown) => notifyError(errorText(t, error));
  const handleAction = ({ action, entry }: BidderActionRequest) => {
    const userName = entry.user.userName;
    switch (action) {
      case 'approve':
      case 'unblock':
        return decide.mutate(
          { kind: action, userName },
          {
            onSuccess: () => notifySuccess(t(`bidders.${action}.done`, { name: userName })),
            onError: failed,
          },
        );
      case 'invite':
        return reinvite.mutate(
          { emails: [userName] },
          {
            onSuccess: () => notifySuccess(t('bidders.invite.sent', { count: 1 })),
            onError: failed,
          },
        );
      default:
        return setDialog({ kind: action, entry });
    }
  };
  const handleAddDemo = () =>
    addDemo.mutate(undefined, {
      onSuccess: () => notifySuccess(t('bidders.demo.added')),
      onError: failed,
    });

  const pendingUser = decide.isPending
    ? (decide.variables?.userName ?? null)
    : reinvite.isPending
      ? (reinvite.variables?.emails[0] ?? null)
      : null;

  const listProps = {
    tender,
    onAction: handleAction,
    onViewOffer: (entry: TSupplierEntry) => setOfferUser(entry.user.userName),
    pendingUser,
  };

  return (
    <Stack gap="lg">
      <Card component="section" aria-label={t('bidders.title')}>
        <Stack gap="md">
          <BiddersToolbar
            tender={tender}
            live={live}
            onInvite={setInviteMode}
            onMessage={() => setMessageOpen(true)}
            onAddDemo={handleAddDemo}
            isAddingDemo={addDemo.isPending}
          />
          {tender.suppliers.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {t(emptyTextKey(tender.tenderStatus))}
            </Text>
          ) : (
            <>
              <Box visibleFrom="md">
                <BiddersTable {...listProps} />
              </Box>
              <Box hiddenFrom="md">
                <BiddersCards {...listProps} />
              </Box>
            </>
          )}
        </Stack>
      </Card>
      <OwnerQuestions tenderId={tenderId} />
      <InviteDialogs tender={tender} mode={inviteMode} onClose={() => setInviteMode(null)} />
      <MessageBiddersDialog
        tenderId={tenderId}
        opened={isMessageOpen}
        onClose={() => setMessageOpen(false)}
      />
      <BidderDecisionDialog tenderId={tenderId} decision={dialog} onClose={() => setDialog(null)} />
      <OfferDrawer
        tender={tender}
        userName={offerUser}
        onClose={() => setOfferUser(null)}
        onComment={(entry) => setDialog({ kind: 'comment', entry })}
      />
    </Stack>
  );
}
