// "Your proposal": must-have answers, initial bids, description and attachments, and finalizing;
// editable during the proposal phase, read only afterwards. The buyer's comment shows on top. A
// sealed tender takes one sealed offer instead of initial bids, a Japanese or Dutch one none: its
// prices are accepted in the live room (issue 30).
import { useState } from 'react';
import { Alert, Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { isClockFormat, type TSupplierEntry, type TTender } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { useServerNow } from '@/lib/server-clock.ts';
import { participationView } from '../model/participation-view.ts';
import { FinalizeBar } from './finalize-bar.tsx';
import { InitialBids } from './initial-bids.tsx';
import { MustHaveSection } from './must-have-section.tsx';
import { OfferAttachments } from './offer-attachments.tsx';
import { OfferDescriptionForm } from './offer-description-form.tsx';
import { ProposalPart } from './proposal-part.tsx';
import { SealedOfferForm } from './sealed-offer-form.tsx';

type ProposalSectionProps = { tender: TTender; entry: TSupplierEntry };

function savedAnswersOf(entry: TSupplierEntry): Record<string, boolean> {
  return Object.fromEntries(
    entry.mustHaveConditionResponses.map((answer) => [answer.mhcId, answer.response]),
  );
}

export function ProposalSection({ tender, entry }: ProposalSectionProps) {
  const { t } = useTranslation();
  const now = useServerNow(15_000);
  const saved = savedAnswersOf(entry);
  const [draft, setDraft] = useState<Record<string, boolean> | null>(null);
  const answers = draft ?? saved;
  const isDirty =
    draft !== null &&
    tender.mustHaveConditions.some(
      (condition) =>
        (draft[String(condition.id)] === true) !== (saved[String(condition.id)] === true),
    );
  const view = participationView(tender, { now, hasUnsavedAnswers: isDirty });

  return (
    <Card component="section" aria-labelledby="proposal-title">
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h4" id="proposal-title">
            {t('supplier.proposal.title')}
          </Title>
          {entry.proposalFinalizedAt ? (
            <Badge color="teal" variant="light">
              {t('supplier.proposal.finalized')}
            </Badge>
          ) : view.canEditProposal ? (
            <Badge color="orange" variant="light">
              {t('supplier.proposal.inProgress')}
            </Badge>
          ) : null}
        </Group>
        {entry.ownerComment ? (
          <Alert variant="light" color="brand" title={t('supplier.proposal.buyerComment')}>
            {entry.ownerComment}
          </Alert>
        ) : null}
        <MustHaveSection
          tender={tender}
          answers={answers}
          isDirty={isDirty}
          canEdit={view.canEditProposal}
          onChange={setDraft}
          onSaved={() => setDraft(null)}
        />
        <Divider />
        {tender.auctionFormat === 'sealed' ? (
          <SealedOfferForm tender={tender} canSubmit={view.canBid} />
        ) : isClockFormat(tender.auctionFormat) ? (
          <ProposalPart title={t('formats.proposal.clockTitle')}>
            <Text size="sm">{t('formats.proposal.clockNote')}</Text>
          </ProposalPart>
        ) : (
          <InitialBids tender={tender} entry={entry} canBid={view.canBid} />
        )}
        <Divider />
        <OfferDescriptionForm
          tenderId={tender.tenderId}
          entry={entry}
          canEdit={view.canEditProposal}
        />
        <Divider />
        <OfferAttachments tenderId={tender.tenderId} entry={entry} canEdit={view.canEditProposal} />
        {view.canEditProposal || entry.proposalFinalizedAt ? (
          <>
            <Divider />
            <FinalizeBar
              tenderId={tender.tenderId}
              entry={entry}
              blocker={view.finalizeBlocker}
              canStillChange={view.canEditProposal}
            />
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
