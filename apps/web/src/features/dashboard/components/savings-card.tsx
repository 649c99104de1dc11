// "Savings over time": what the user's ended auctions saved, added up by month, one currency at a
// time (amounts in different currencies are never added). A chart, or the same numbers as a table.
import { lazy, Suspense, useState } from 'react';
import { Button, Group, SegmentedControl, Select, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { Money } from '@/components/money.tsx';
import { paths } from '@/config/paths.ts';
import { useMySavings } from '../api/get-my-savings.ts';
import { savingsByMonth, type CurrencySavings } from '../model/savings-by-month.ts';
import { CardEmptyState, CardErrorState, DashboardCard, RowsSkeleton } from './dashboard-card.tsx';
import { SavingsTable } from './savings-table.tsx';

const SavingsChart = lazy(async () => ({
  default: (await import('./savings-chart.tsx')).SavingsChart,
}));

const CHART_HEIGHT = 240;
/** Up to this many currencies fit side by side as buttons; more become a list to pick from. */
const MAX_CURRENCY_BUTTONS = 3;

type SavingsView = 'chart' | 'table';

function CurrencyPicker({
  currencies,
  value,
  onChange,
}: {
  currencies: string[];
  value: string;
  onChange: (currency: string) => void;
}) {
  const { t } = useTranslation();
  if (currencies.length <= MAX_CURRENCY_BUTTONS) {
    return (
      <SegmentedControl
        size="xs"
        data={currencies}
        value={value}
        onChange={onChange}
        aria-label={t('dashboard.savings.currency')}
      />
    );
  }
  return (
    <Select
      size="xs"
      w={96}
      data={currencies}
      value={value}
      onChange={(currency) => currency && onChange(currency)}
      allowDeselect={false}
      aria-label={t('dashboard.savings.currency')}
    />
  );
}

function SavingsBody({ series }: { series: CurrencySavings[] }) {
  const { t } = useTranslation();
  const [currency, setCurrency] = useState(series[0]!.currency);
  const [view, setView] = useState<SavingsView>('chart');
  const shown = series.find((entry) => entry.currency === currency) ?? series[0]!;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={0}>
          <Text size="sm" c="dimmed">
            {t('dashboard.savings.total', { currency: shown.currency })}
          </Text>
          <Money amount={shown.total} currency={shown.currency} fz={28} fw={700} />
        </Stack>
        <Group gap="xs">
          {series.length > 1 ? (
            <CurrencyPicker
              currencies={series.map((entry) => entry.currency)}
              value={shown.currency}
              onChange={setCurrency}
            />
          ) : null}
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(next) => setView(next as SavingsView)}
            aria-label={t('dashboard.savings.view')}
            data={[
              { value: 'chart', label: t('dashboard.savings.viewChart') },
              { value: 'table', label: t('dashboard.savings.viewTable') },
            ]}
          />
        </Group>
      </Group>
      {view === 'chart' ? (
        <Suspense fallback={<Skeleton h={CHART_HEIGHT} radius="sm" />}>
          <SavingsChart currency={shown.currency} months={shown.months} />
        </Suspense>
      ) : (
        <SavingsTable currency={shown.currency} months={shown.months} />
      )}
      <Button
        variant="subtle"
        size="xs"
        component={Link}
        to={paths.auctions.overviewList.getHref()}
        style={{ alignSelf: 'flex-end' }}
      >
        {t('overview.list.title')}
      </Button>
    </Stack>
  );
}

export function SavingsCard({ viewer }: { viewer: string }) {
  const { t } = useTranslation();
  const savings = useMySavings(viewer);
  // The line runs on to the current month; fixed for the life of the card.
  const [today] = useState(() => new Date());
  const series = savings.data ? savingsByMonth(savings.data, { until: today }) : [];

  return (
    <DashboardCard
      title={t('dashboard.savings.title')}
      description={t('dashboard.savings.description')}
      testId="savings-card"
    >
      {savings.isPending ? (
        <RowsSkeleton rows={1} height={CHART_HEIGHT + 60} />
      ) : savings.isError ? (
        <CardErrorState onRetry={() => void savings.refetch()} isRetrying={savings.isFetching} />
      ) : series.length === 0 ? (
        <CardEmptyState
          text={t('dashboard.savings.empty')}
          action={
            <Button variant="default" component={Link} to={paths.auctions.myList.getHref()}>
              {t('dashboard.myAuctions.viewAll')}
            </Button>
          }
        />
      ) : (
        <SavingsBody series={series} />
      )}
    </DashboardCard>
  );
}
