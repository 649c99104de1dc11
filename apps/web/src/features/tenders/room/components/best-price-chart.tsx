// The owner's live chart of the best complete total over time: a step line (the best total holds
// until the next better offer) with the expected total as a reference, extended to now.
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Card, Text, Title } from '@mantine/core';
import type { TBestPricePoint } from '@tendermark/shared';
import dayjs from 'dayjs';
import { useTranslation } from '@/lib/translation.ts';
import { formatMoney } from '@/lib/money.ts';

type BestPriceChartProps = {
  points: TBestPricePoint[];
  currency: string;
  expectedTotal: number;
  /** Where the line ends: now while the auction runs, else the last point. */
  until: number | null;
};

const timeLabel = (ms: number) => dayjs(ms).format('HH:mm:ss');

export function BestPriceChart({ points, currency, expectedTotal, until }: BestPriceChartProps) {
  const { t } = useTranslation();
  const data = points.map((point) => ({
    time: new Date(point.at).getTime(),
    bestTotal: point.bestTotal,
  }));
  const last = data.at(-1);
  if (last && until !== null && until > last.time)
    data.push({ time: until, bestTotal: last.bestTotal });
  const money = (value: number) => formatMoney(value, currency);

  return (
    <Card>
      <Title order={2} fz="h4" mb="lg">
        {t('room.chart.title')}
      </Title>
      {points.length === 0 ? (
        <Text size="sm" c="dimmed" h={220}>
          {t('room.chart.empty')}
        </Text>
      ) : (
        <LineChart
          h={220}
          data={data}
          dataKey="time"
          series={[{ name: 'bestTotal', label: t('room.chart.bestTotal'), color: 'brand.6' }]}
          curveType="stepAfter"
          withDots={false}
          valueFormatter={money}
          referenceLines={[{ y: expectedTotal, label: t('room.chart.expected'), color: 'gray.6' }]}
          xAxisProps={{
            type: 'number',
            scale: 'time',
            domain: ['dataMin', 'dataMax'],
            tickFormatter: timeLabel,
          }}
          yAxisProps={{
            domain: ['auto', (dataMax: number) => Math.max(dataMax, expectedTotal)],
            width: 90,
          }}
          tooltipProps={{ labelFormatter: (label) => timeLabel(Number(label)) }}
          tooltipAnimationDuration={0}
          lineChartProps={{ accessibilityLayer: true }}
          role="figure"
          aria-label={t('room.chart.title')}
          data-testid="best-price-chart"
          data-points={points.length}
        />
      )}
    </Card>
  );
}
