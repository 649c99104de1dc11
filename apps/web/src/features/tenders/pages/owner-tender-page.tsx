// /auctions/owner/{id}/{step}: the owner view of a tender — steps, parameters, audit trail; once
// scheduled, how its format runs, and for a sealed tender how many offers are in (issue 30).
import { Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { TenderStatus, isTenderOver, type TTender } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { AddToCalendarButton } from '@/components/add-to-calendar-button.tsx';
import { BackLink } from '@/components/back-link.tsx';
import { TenderStatusBadge } from '@/components/status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useTenderDefaults } from '../api/get-tender-defaults.ts';
import { useTender } from '../api/get-tender.ts';
import { TenderEditor } from '../components/editor/tender-editor.tsx';
import { AuditTrail } from '../components/owner/audit-trail.tsx';
import { FormatExplanation } from '@/components/format-explanation.tsx';
import { FrozenNote } from '../components/owner/frozen-note.tsx';
import { SealedOffersCard } from '../components/owner/sealed-offers-card.tsx';
import { ShareTender } from '../components/owner/share-tender.tsx';
import { OwnerSteps, type OwnerStep } from '../components/owner/owner-steps.tsx';
import { TenderLoadFailure } from '../components/tender-load-failure.tsx';
import { BiddersStep } from '../bidders/bidders-step.tsx';
import { AuctionRoom } from '../room/auction-room.tsx';

/** A sealed tender between scheduling and the opening: the owner sees how many offers are in. */
const isSealedBeforeOpening = (tender: TTender) =>
  tender.auctionFormat === 'sealed' &&
  tender.tenderStatus !== TenderStatus.NEW &&
  !isTenderOver(tender.tenderStatus);

/** The step in the URL; a missing or unknown one means the parameters. */
function toOwnerStep(step: string | undefined): OwnerStep {
  return step === '2' ? 2 : step === '3' ? 3 : 1;
}

function LoadingView() {
  return (
    <Stack gap="lg" aria-busy>
      <Skeleton h={36} w="40%" />
      <Skeleton h={56} />
      <Skeleton h={320} />
      <Skeleton h={240} />
    </Stack>
  );
}

export function OwnerTenderPage() {
  const { t } = useTranslation();
  const { id = '', step } = useParams();
  const tender = useTender(id);
  const defaults = useTenderDefaults();
  const title = tender.data?.name.trim() || t('tenders.untitled');
  usePageTitle(title);

  const activeStep = toOwnerStep(step);
  if (String(activeStep) !== step)
    return <Navigate to={paths.auctions.owner.getHref(id)} replace />;
  if (tender.isError || defaults.isError)
    return (
      <TenderLoadFailure
        error={tender.error ?? defaults.error}
        backTo={paths.auctions.ownerList.getHref()}
        backLabel={t('tenders.list.ownerTitle')}
      />
    );
  if (!tender.data || !defaults.data) return <LoadingView />;
  if (!tender.data.isOwner) return <Navigate to={paths.auctions.my.getHref(id)} replace />;
  const isScheduled = tender.data.tenderStatus !== TenderStatus.NEW;
  // A draft has its bidders step (suppliers picked now are invited on scheduling), not a room.
  if (activeStep === 3 && !isScheduled)
    return <Navigate to={paths.auctions.owner.getHref(id)} replace />;

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <BackLink to={paths.auctions.ownerList.getHref()} label={t('tenders.list.ownerTitle')} />
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {title}
          </Title>
          <TenderStatusBadge status={tender.data.tenderStatus} size="lg" />
          {tender.data.isDemo ? (
            <Badge variant="outline" color="grape">
              {t('tenders.demo')}
            </Badge>
          ) : null}
          <Group ml="auto" gap="xs">
            {isScheduled ? (
              <AddToCalendarButton tender={{ id: tender.data.tenderId, name: tender.data.name }} />
            ) : null}
            {tender.data.tenderStatus === TenderStatus.ENDED ? (
              <Button
                component={Link}
                to={paths.auctions.comparison.getHref(tender.data.tenderId)}
                leftSection={<IconScale size={16} aria-hidden />}
                variant={tender.data.award?.state === 'pending' ? 'filled' : 'light'}
              >
                {t(
                  tender.data.award?.state === 'pending'
                    ? 'award.link.compare'
                    : 'award.link.comparison',
                )}
              </Button>
            ) : null}
            <ShareTender tender={tender.data} />
          </Group>
        </Group>
        <FrozenNote status={tender.data.tenderStatus} />
        {tender.data.canceledReason ? (
          <Text size="sm" c="dimmed">
            {t('tenders.canceledBecause', { reason: tender.data.canceledReason })}
          </Text>
        ) : null}
      </Stack>
      {isSealedBeforeOpening(tender.data) ? (
        <SealedOffersCard tenderId={tender.data.tenderId} />
      ) : null}
      <OwnerSteps tenderId={tender.data.tenderId} active={activeStep} isScheduled={isScheduled} />
      {activeStep === 1 ? (
        <>
          {isScheduled ? <FormatExplanation tender={tender.data} /> : null}
          <TenderEditor
            key={tender.data.tenderId}
            tender={tender.data}
            itemTemplate={defaults.data.itemsDetails[0]}
          />
          <AuditTrail tenderId={tender.data.tenderId} />
        </>
      ) : null}
      {activeStep === 2 ? <BiddersStep tender={tender.data} /> : null}
      {activeStep === 3 ? <AuctionRoom tender={tender.data} viewer="owner" /> : null}
    </Stack>
  );
}
