// "Latest public tenders": the newest published public auctions, for anyone.
import { Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { paths } from '@/config/paths.ts';
import { useLatestPublicTenders } from '../api/get-public-tenders.ts';
import { CardEmptyState, CardErrorState, DashboardCard, RowsSkeleton } from './dashboard-card.tsx';
import { PublicTenderList } from './public-tender-list.tsx';

export function LatestPublicTendersCard({ viewer }: { viewer: string | null }) {
  const { t } = useTranslation();
  const latest = useLatestPublicTenders(viewer);
  const searchHref = paths.search.public.getHref();

  return (
    <DashboardCard
      title={t('dashboard.latest.title')}
      testId="latest-public-card"
      headerAction={
        <Anchor component={Link} to={searchHref} size="sm">
          {t('dashboard.latest.searchAll')}
        </Anchor>
      }
    >
      {latest.isPending ? (
        <RowsSkeleton height={84} />
      ) : latest.isError ? (
        <CardErrorState onRetry={() => void latest.refetch()} isRetrying={latest.isFetching} />
      ) : latest.data.items.length === 0 ? (
        <CardEmptyState
          title={t('dashboard.latest.emptyTitle')}
          text={t('dashboard.latest.emptyText')}
          action={
            <Button variant="default" component={Link} to={searchHref}>
              {t('dashboard.latest.searchAll')}
            </Button>
          }
        />
      ) : (
        <PublicTenderList rows={latest.data.items} />
      )}
    </DashboardCard>
  );
}
