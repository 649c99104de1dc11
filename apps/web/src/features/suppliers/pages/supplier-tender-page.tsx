// /auctions/supplier/{id}: the supplier's view of a tender — summary, participation, proposal,
// questions; while the auction runs the page opens on the live room (the proposal and the rest
// one tab away), and once it has ended the result leads. Kept live through the hubs.
import { useMemo, type ComponentType } from 'react';
import { Button, Grid, Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { SupplierStatus, canEditOffer, isTenderOver, type TTender } from '@tendermark/shared';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { ResultScreen } from '@/components/result-screen.tsx';
import { TenderExportMenu } from '@/components/tender-export-menu.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-error.ts';
import { MY_BIDS_EXPORT } from '@/lib/tender-files.ts';
import { errorText } from '@/lib/i18n.ts';
import { useServerNow } from '@/lib/server-clock.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { AfterFirstPaint } from '@/lib/after-first-paint.tsx';
import { useSupplierTender } from '../api/get-supplier-tender.ts';
import { FormatExplanation } from '@/components/format-explanation.tsx';
import { ItemsOverview } from '../components/items-overview.tsx';
import { KeyDatesCard } from '../components/key-dates-card.tsx';
import { ParticipationCard } from '../components/participation-card.tsx';
import { ProposalSection } from '../components/proposal-section.tsx';
import { RankingExplanation } from '../components/ranking-explanation.tsx';
import { SupplierHeader } from '../components/supplier-header.tsx';
import { SupplierQuestions } from '../components/supplier-questions.tsx';
import { TenderFactsCard } from '../components/tender-facts-card.tsx';
import { participationView } from '../model/participation-view.ts';
import { useSupplierLive } from '../use-supplier-live.ts';

/** What the live room component (built separately) receives in the page's room section. */
export type AuctionRoomSlotProps = { tender: TTender };

type SupplierTenderPageProps = {
  /** The supplier's live auction room, rendered while the auction runs. */
  AuctionRoom?: ComponentType<AuctionRoomSlotProps>;
  /** The buyer's award decision, above the auction's result once it has ended. */
  AwardOutcome?: ComponentType<AuctionRoomSlotProps>;
};

function LoadingView() {
  return (
    // A screen's height reserved, so that the footer does not jump when the tender arrives.
    <Stack gap="lg" mih="100vh" aria-busy>
      <Skeleton h={36} w="50%" />
      <Skeleton h={140} />
      <Skeleton h={320} />
    </Stack>
  );
}

/** Where a lower card goes until it has rendered (a frame or two after the page's first paint). */
function LowerPlaceholder() {
  return <Skeleton h={320} aria-hidden />;
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={paths.auctions.supplierList.getHref()}>
      {t('supplierList.title')}
    </Button>
  );
}

function FailureView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  // 403: removed or blocked (the server says which); 404: unknown or not the supplier's business.
  if (isApiError(error) && error.status === 403)
    return (
      <ResultScreen tone="error" title={t('supplier.excluded.title')} actions={<BackToList />}>
        {errorText(t, error)}
      </ResultScreen>
    );
  if (isApiError(error) && error.status === 404)
    return <ResultScreen tone="error" title={t('supplier.notFound')} actions={<BackToList />} />;
  return (
    <ResultScreen tone="error" title={t('system.error.title')} actions={<BackToList />}>
      {errorText(t, error)}
    </ResultScreen>
  );
}

export function SupplierTenderPage({ AuctionRoom, AwardOutcome }: SupplierTenderPageProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tender = useSupplierTender(id);
  const status = tender.data?.suppliers[0]?.status.id ?? null;
  const live = useSupplierLive(id, status);
  const now = useServerNow(15_000);
  usePageTitle(tender.data?.name.trim() || t('supplier.pageTitle'));
  // The same objects while the tender, the minute and the hub have not changed, so that the
  // memoised header and participation card skip the page's other renders (its first answer's
  // effects render it again at once).
  const nowMs = now.getTime();
  const view = useMemo(
    () => (tender.data ? participationView(tender.data, { now: new Date(nowMs) }) : null),
    [tender.data, nowMs],
  );
  const { state: hubState, join: hubJoin, reconnect: hubReconnect } = live;
  const liveHub = useMemo(
    () => ({ state: hubState, join: hubJoin, reconnect: hubReconnect }),
    [hubState, hubJoin, hubReconnect],
  );

  if (tender.isError) return <FailureView error={tender.error} />;
  if (!tender.data || !view) return <LoadingView />;
  const data = tender.data;
  if (data.isOwner) return <Navigate to={paths.auctions.owner.getHref(id, 2)} replace />;

  const entry = data.suppliers[0];
  const showsProposal = entry !== undefined && canEditOffer(entry.status.id);
  const isExcluded = status === SupplierStatus.BLOCKED || status === SupplierStatus.REMOVED;
  if (isExcluded)
    return (
      <ResultScreen tone="error" title={t('supplier.excluded.title')} actions={<BackToList />}>
        {t(
          status === SupplierStatus.BLOCKED
            ? 'messages.blockedInAuction'
            : 'messages.removedFromAuction',
        )}
      </ResultScreen>
    );

  // The header and the participation card are painted first; the cards below them (beside them on
  // a wide screen) render after that paint, in slices (AfterFirstPaint), with placeholders meanwhile.
  const details = (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ParticipationCard tender={data} view={view} />
            <AfterFirstPaint fallback={<LowerPlaceholder />}>
              {showsProposal && entry ? (
                <ProposalSection tender={data} entry={entry} />
              ) : (
                <ItemsOverview tender={data} />
              )}
            </AfterFirstPaint>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AfterFirstPaint fallback={<LowerPlaceholder />}>
            <Stack gap="lg">
              <KeyDatesCard tender={data} />
              <FormatExplanation tender={data} />
              <TenderFactsCard tender={data} />
              <RankingExplanation tender={data} />
            </Stack>
          </AfterFirstPaint>
        </Grid.Col>
      </Grid>
      <AfterFirstPaint>
        <SupplierQuestions tender={data} />
      </AfterFirstPaint>
    </>
  );

  return (
    <Stack gap="lg">
      <SupplierHeader
        tender={data}
        live={liveHub}
        canFavorite={view.actions.includes('favorite')}
      />
      {status === SupplierStatus.ACCEPTED && isTenderOver(data.tenderStatus) ? (
        <Group justify="flex-end">
          <TenderExportMenu
            tender={{ id: data.tenderId, name: data.name }}
            exports={[MY_BIDS_EXPORT]}
            label={t('exports.myBids')}
          />
        </Group>
      ) : null}
      {view.seesResult ? (
        <section aria-label={t('supplier.result.title')} data-testid="supplier-result">
          {AwardOutcome ? <AwardOutcome tender={data} /> : null}
          {AuctionRoom ? <AuctionRoom tender={data} /> : null}
        </section>
      ) : null}
      {view.canEnterRoom ? (
        // While the auction runs the room is what the supplier came for: it opens first.
        <Tabs defaultValue="room" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="room">{t('supplier.tabs.room')}</Tabs.Tab>
            <Tabs.Tab value="details">{t('supplier.tabs.details')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="room" pt="lg">
            {AuctionRoom ? <AuctionRoom tender={data} /> : null}
          </Tabs.Panel>
          <Tabs.Panel value="details" pt="lg">
            <Stack gap="lg">{details}</Stack>
          </Tabs.Panel>
        </Tabs>
      ) : (
        details
      )}
    </Stack>
  );
}
