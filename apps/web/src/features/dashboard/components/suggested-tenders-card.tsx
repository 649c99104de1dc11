// "Suggested for you": public auctions in the user's industries, a Business plan feature. Free users
// see what the plans offer instead, and the server is not asked (it would answer 403).
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { TUserInfo } from '@tendermark/shared';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { paths } from '@/config/paths.ts';
import { planOf } from '@/lib/auth/plan.ts';
import { useSuggestedPublicTenders } from '../api/get-public-tenders.ts';
import { CardEmptyState, CardErrorState, DashboardCard, RowsSkeleton } from './dashboard-card.tsx';
import { PublicTenderList } from './public-tender-list.tsx';

function UpsellBody() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start" data-testid="suggested-upsell">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconSparkles size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text fw={600}>{t('dashboard.suggested.upsellTitle')}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('dashboard.suggested.upsellText')}
      </Text>
      <Group gap="sm">
        <Button variant="light" component={Link} to={paths.pricing.getHref()}>
          {t('billing.seePlans')}
        </Button>
        <Button variant="default" component={Link} to={paths.search.public.getHref()}>
          {t('dashboard.latest.searchAll')}
        </Button>
      </Group>
    </Stack>
  );
}

function SuggestionsBody({ viewer }: { viewer: string }) {
  const { t } = useTranslation();
  const suggested = useSuggestedPublicTenders(viewer);
  if (suggested.isPending) return <RowsSkeleton height={84} />;
  if (suggested.isError) {
    return (
      <CardErrorState onRetry={() => void suggested.refetch()} isRetrying={suggested.isFetching} />
    );
  }
  if (suggested.data.items.length === 0) {
    return (
      <CardEmptyState
        title={t('dashboard.suggested.emptyTitle')}
        text={t('dashboard.suggested.emptyText')}
        action={
          <Button variant="default" component={Link} to={paths.profile.getHref()}>
            {t('dashboard.suggested.editProfile')}
          </Button>
        }
      />
    );
  }
  return <PublicTenderList rows={suggested.data.items} />;
}

export function SuggestedTendersCard({ user }: { user: TUserInfo }) {
  const { t } = useTranslation();
  const isBusinessPlan = planOf(user) !== 'Free';
  return (
    <DashboardCard
      title={t('dashboard.suggested.title')}
      description={isBusinessPlan ? t('dashboard.suggested.description') : undefined}
      testId="suggested-card"
    >
      {isBusinessPlan ? <SuggestionsBody viewer={user.Name} /> : <UpsellBody />}
    </DashboardCard>
  );
}
