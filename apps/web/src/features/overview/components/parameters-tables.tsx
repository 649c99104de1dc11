// What was auctioned: items with expected and best prices, criteria with weights, must-haves.
import { List, Table, Text } from '@mantine/core';
import type { TAuctionOverview } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { Money } from '@/components/money.tsx';
import { formatAmount } from '@/lib/money.ts';
import { numberCell, OverviewSection, OverviewTable } from './overview-section.tsx';

const percentOf = (fraction: number) => `${Math.round(fraction * 10_000) / 100} %`;

export function ItemsTable({ overview }: { overview: TAuctionOverview }) {
  const { t } = useTranslation();
  const { currency } = overview;
  return (
    <OverviewSection title={t('overview.detail.items')}>
      <OverviewTable
        minWidth={620}
        header={
          <>
            <Table.Th>{t('overview.detail.item')}</Table.Th>
            <Table.Th {...numberCell}>{t('overview.detail.quantity')}</Table.Th>
            <Table.Th {...numberCell}>{t('overview.detail.unitPrice')}</Table.Th>
            <Table.Th {...numberCell}>{t('overview.detail.expected')}</Table.Th>
            <Table.Th {...numberCell}>{t('overview.detail.bestBid')}</Table.Th>
          </>
        }
      >
        {overview.items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              <Text inherit fw={600}>
                {item.name}
              </Text>
              {item.description ? (
                <Text size="xs" c="dimmed">
                  {item.description}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td {...numberCell}>
              {formatAmount(item.quantity).replace(/\.00$/, '')} {item.unitName}
            </Table.Td>
            <Table.Td {...numberCell}>
              <Money amount={item.unitPrice} currency={currency} />
            </Table.Td>
            <Table.Td {...numberCell}>
              <Money amount={item.expPrice} currency={currency} />
            </Table.Td>
            <Table.Td {...numberCell}>
              {item.bestBid === null ? '—' : <Money amount={item.bestBid} currency={currency} />}
            </Table.Td>
          </Table.Tr>
        ))}
      </OverviewTable>
    </OverviewSection>
  );
}

export function CriteriaTable({ overview }: { overview: TAuctionOverview }) {
  const { t } = useTranslation();
  return (
    <OverviewSection title={t('overview.detail.criteria')}>
      <OverviewTable
        minWidth={560}
        header={
          <>
            <Table.Th>{t('overview.detail.criterion')}</Table.Th>
            <Table.Th>{t('overview.detail.unit')}</Table.Th>
            <Table.Th>{t('overview.detail.winning')}</Table.Th>
            <Table.Th {...numberCell}>{t('overview.detail.weight')}</Table.Th>
            <Table.Th {...numberCell}>{t('overview.detail.bestBid')}</Table.Th>
          </>
        }
      >
        {overview.criteria.map((criterion) => (
          <Table.Tr key={criterion.id}>
            <Table.Td>{criterion.name}</Table.Td>
            <Table.Td>{criterion.unitName}</Table.Td>
            <Table.Td>{criterion.winningThresholdName}</Table.Td>
            <Table.Td {...numberCell}>{percentOf(criterion.weight)}</Table.Td>
            <Table.Td {...numberCell}>
              {criterion.bestBid === null
                ? '—'
                : criterion.isPrice
                  ? formatAmount(criterion.bestBid) + ` ${overview.currency}`
                  : formatAmount(criterion.bestBid)}
            </Table.Td>
          </Table.Tr>
        ))}
      </OverviewTable>
    </OverviewSection>
  );
}

export function MustHaveList({ overview }: { overview: TAuctionOverview }) {
  const { t } = useTranslation();
  if (overview.mustHaveConditions.length === 0) return null;
  return (
    <OverviewSection title={t('overview.detail.mustHaves')}>
      <List type="ordered" spacing={4} size="sm">
        {overview.mustHaveConditions.map((condition) => (
          <List.Item key={condition.id}>{condition.text}</List.Item>
        ))}
      </List>
    </OverviewSection>
  );
}
