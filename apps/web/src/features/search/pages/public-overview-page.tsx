// /public/auction-overview/{id}: a public auction as anyone may see it, without logging in — name,
// buyer, status, key dates, expected total, delivery place, items, criteria and must-haves, the
// number of active bidders — and the viewer's way to take part. Never the suppliers or their bids.
import { Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { BackLink } from '@/components/back-link.tsx';
import { ResultScreen } from '@/components/result-screen.tsx';
import { TenderStatusBadge } from '@/components/status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/api-error.ts';
import { errorText } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { usePublicOverview } from '../api/get-public-overview.ts';
import { OverviewActionCard } from '../components/overview-action-card.tsx';
import { OverviewDeliveryCard } from '../components/overview-delivery.tsx';
import { OverviewDatesCard, OverviewFactsCard } from '../components/overview-facts.tsx';
import { OverviewRequirements } from '../components/overview-requirements.tsx';

function LoadingView() {
  return (
    <Stack gap="lg" aria-busy>
      <Skeleton h={36} w="50%" />
      <Skeleton h={140} />
      <Skeleton h={320} />
    </Stack>
  );
}

function FailureView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const toSearch = (
    <Button component={Link} to={paths.search.public.getHref()}>
      {t('publicOverview.back')}
    </Button>
  );
  if (isApiError(error) && (error.status === 404 || error.status === 400))
    return (
      <ResultScreen tone="error" title={t('publicOverview.notFound.title')} actions={toSearch}>
        {t('publicOverview.notFound.text')}
      </ResultScreen>
    );
  return (
    <ResultScreen tone="error" title={t('system.error.title')} actions={toSearch}>
      {errorText(t, error)}
    </ResultScreen>
  );
}

export function PublicOverviewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const overview = usePublicOverview(id);
  usePageTitle(overview.data?.name.trim() || t('publicOverview.pageTitle'));

  if (overview.isError) return <FailureView error={overview.error} />;
  if (!overview.data) return <LoadingView />;
  const data = overview.data;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <BackLink to={paths.search.public.getHref()} label={t('publicOverview.back')} />
        <Group gap="sm" align="center">
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {data.name}
          </Title>
          <TenderStatusBadge status={data.tenderStatus} size="lg" />
        </Group>
        {data.buyerCompanyName ? (
          <Text c="dimmed">{t('publicOverview.buyer', { name: data.buyerCompanyName })}</Text>
        ) : null}
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <OverviewRequirements overview={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <OverviewActionCard overview={data} />
            <OverviewFactsCard overview={data} />
            <OverviewDatesCard overview={data} />
            <OverviewDeliveryCard overview={data} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
