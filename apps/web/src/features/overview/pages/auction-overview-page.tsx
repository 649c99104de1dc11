// /auction-overview/:id: the result of an ended or canceled auction (parameters, participants,
// final ranking, bid history, savings) with its PDF, downloaded through the API client's token.
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconExternalLink, IconScale } from '@tabler/icons-react';
import { DEFAULT_AUCTION_FORMAT, TenderStatus, type TAuctionOverview } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/back-link.tsx';
import { ResultScreen } from '@/components/result-screen.tsx';
import { TenderStatusBadge } from '@/components/status-badge.tsx';
import { TenderExportMenu } from '@/components/tender-export-menu.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-error.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifyError } from '@/lib/notify.ts';
import { MY_BIDS_EXPORT, ownerExports } from '@/lib/tender-files.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useAuctionOverview } from '../api/get-auction-overview.ts';
import { useDownloadOverviewPdf } from '../api/download-overview-pdf.ts';
import { BidHistoryTable } from '../components/bid-history-table.tsx';
import { CriteriaTable, ItemsTable, MustHaveList } from '../components/parameters-tables.tsx';
import { ParticipantsTable } from '../components/participants-table.tsx';
import { RankingTable } from '../components/ranking-table.tsx';
import { DatesSummary, ResultSummary } from '../components/result-summary.tsx';

function OverviewHeader({ overview }: { overview: TAuctionOverview }) {
  const { t } = useTranslation();
  const download = useDownloadOverviewPdf();
  const auctionHref =
    overview.viewerRole === 'owner'
      ? paths.auctions.owner.getHref(overview.tenderId, 3)
      : paths.auctions.supplier.getHref(overview.tenderId);
  const buyer = overview.buyer.companyName
    ? `${overview.buyer.userName} (${overview.buyer.companyName})`
    : overview.buyer.userName;
  const handleDownload = () =>
    download.mutate(
      { id: overview.tenderId, name: overview.name },
      { onError: () => notifyError(t('overview.detail.downloadFailed')) },
    );
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
        {t('overview.detail.kicker')}
      </Text>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
            {overview.name}
          </Title>
          <Group gap="xs">
            <TenderStatusBadge status={overview.tenderStatus} />
            <Badge variant="light" color="gray" title={t('tenders.format.title')}>
              {t(`formats.${overview.auctionFormat ?? DEFAULT_AUCTION_FORMAT}`)}
            </Badge>
            {overview.isDemo ? <Badge variant="outline">Demo</Badge> : null}
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('overview.detail.buyer', { name: buyer })}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs">
          {overview.viewerRole === 'owner' && overview.tenderStatus === TenderStatus.ENDED ? (
            <Button
              variant="default"
              component={Link}
              to={paths.auctions.comparison.getHref(overview.tenderId)}
              leftSection={<IconScale size={16} aria-hidden />}
            >
              {t('award.link.comparison')}
            </Button>
          ) : null}
          <Button
            variant="default"
            component={Link}
            to={auctionHref}
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            {t('overview.detail.openAuction')}
          </Button>
          <TenderExportMenu
            tender={{ id: overview.tenderId, name: overview.name }}
            {...(overview.viewerRole === 'owner'
              ? { exports: ownerExports(overview.tenderStatus) }
              : { exports: [MY_BIDS_EXPORT], label: t('exports.myBids') })}
          />
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={download.isPending}
            onClick={handleDownload}
          >
            {t('overview.detail.downloadPdf')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

function OverviewNotes({ overview }: { overview: TAuctionOverview }) {
  const { t } = useTranslation();
  return (
    <>
      {overview.canceledReason ? (
        <Alert color="red" variant="light">
          {t('overview.detail.canceled', { reason: overview.canceledReason })}
        </Alert>
      ) : null}
      {overview.viewerRole === 'supplier' ? (
        <Alert color="gray" variant="light">
          {overview.othersValuesVisible
            ? t('overview.detail.supplierView')
            : `${t('overview.detail.supplierView')} ${t('overview.detail.valuesHidden')}`}
        </Alert>
      ) : null}
    </>
  );
}

function OverviewFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = isApiError(error) ? error.status : 0;
  return (
    <ResultScreen
      tone={status === 409 ? 'info' : 'error'}
      title={t('overview.detail.kicker')}
      actions={
        <Button component={Link} to={paths.auctions.overviewList.getHref()} variant="default">
          {t('overview.detail.back')}
        </Button>
      }
    >
      {status === 404
        ? t('overview.detail.notFound')
        : status === 409
          ? t('overview.detail.notEnded')
          : errorText(t, error)}
    </ResultScreen>
  );
}

export function AuctionOverviewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const overview = useAuctionOverview(id);
  usePageTitle(overview.data?.name ?? t('overview.detail.kicker'));

  return (
    <Stack gap="md">
      <BackLink to={paths.auctions.overviewList.getHref()} label={t('overview.detail.back')} />
      {overview.isError ? (
        <OverviewFailure error={overview.error} />
      ) : !overview.data ? (
        <Stack gap="md" aria-busy>
          <Skeleton h={60} />
          <Skeleton h={120} />
          <Skeleton h={240} />
        </Stack>
      ) : (
        <>
          <OverviewHeader overview={overview.data} />
          <OverviewNotes overview={overview.data} />
          <ResultSummary overview={overview.data} />
          <RankingTable overview={overview.data} />
          <DatesSummary overview={overview.data} />
          <ItemsTable overview={overview.data} />
          <CriteriaTable overview={overview.data} />
          <MustHaveList overview={overview.data} />
          <ParticipantsTable overview={overview.data} />
          <BidHistoryTable overview={overview.data} />
        </>
      )}
    </Stack>
  );
}
