// The savings of one currency added up by month as an area chart. Loaded lazily: the chart library
// is the heaviest part of the dashboard and must not weigh on the visitor's front page.
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { useTranslation } from '@/lib/translation.ts';
import { formatMoney } from '@/lib/money.ts';
import { monthLabel, type SavingsMonth } from '../model/savings-by-month.ts';

type SavingsChartProps = { currency: string; months: SavingsMonth[] };

function compactMoney(currency: string): (value: number) => string {
  try {
    const format = new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    return (value) => format.format(value);
  } catch {
    // A code Intl does not know: the full amount with the code after it.
    return (value) => formatMoney(value, currency);
  }
}

export function SavingsChart({ currency, months }: SavingsChartProps) {
  const { t } = useTranslation();
  const data = months.map((month) => ({
    month: monthLabel(month.month),
    cumulative: month.cumulative,
  }));
  const last = months.at(-1);
  return (
    <AreaChart
      h={240}
      data={data}
      dataKey="month"
      series={[{ name: 'cumulative', label: t('dashboard.savings.series'), color: 'teal.6' }]}
      curveType="linear"
      withDots={months.length <= 24}
      valueFormatter={(value) => formatMoney(value, currency)}
      yAxisProps={{ tickFormatter: compactMoney(currency), width: 64 }}
      tooltipAnimationDuration={0}
      role="img"
      aria-label={t('dashboard.savings.chartLabel', {
        currency,
        total: formatMoney(last?.cumulative ?? 0, currency),
        month: last ? monthLabel(last.month) : '',
      })}
      data-testid="savings-chart"
    />
  );
}
