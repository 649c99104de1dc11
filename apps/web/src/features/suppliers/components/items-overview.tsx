// What the buyer asks for, read only: items with quantity and expected price, and the criteria
// with their weights and winning direction (shown when the supplier has no proposal to edit).
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { TTender } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { Money } from '@/components/money.tsx';
import { formatAmount } from '@/lib/money.ts';
import { formatQuantity } from '@/lib/quantity.ts';

export function ItemsOverview({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="items-overview-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="items-overview-title">
          {t('supplier.items.title')}
        </Title>
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('supplier.items.item')}</Table.Th>
                <Table.Th ta="right">{t('supplier.items.quantity')}</Table.Th>
                <Table.Th ta="right">{t('supplier.items.unitPrice')}</Table.Th>
                <Table.Th ta="right">{t('supplier.items.expected')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tender.itemsDetails.map((item) => (
                <Table.Tr key={String(item.id)}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {item.name}
                    </Text>
                    {item.description ? (
                      <Text size="xs" c="dimmed">
                        {item.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatQuantity(item.quantity)} {item.unitOfMeasurement.name}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money amount={item.unitPrice} currency={tender.currency} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money amount={item.unitPrice * item.quantity} currency={tender.currency} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <CriteriaOverview tender={tender} />
      </Stack>
    </Card>
  );
}

export function CriteriaOverview({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('supplier.criteria.criterion')}</Table.Th>
            <Table.Th>{t('supplier.criteria.winner')}</Table.Th>
            <Table.Th ta="right">{t('supplier.criteria.weight')}</Table.Th>
            <Table.Th ta="right">{t('supplier.criteria.range')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tender.criteriaDetails.map((criterion) => (
            <Table.Tr key={String(criterion.id)}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {criterion.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {criterion.isPrice ? t('supplier.criteria.priceHint') : criterion.unit.name}
                </Text>
              </Table.Td>
              <Table.Td>
                {t(`supplier.criteria.threshold.${criterion.winningThreshold.id === 1 ? 1 : 0}`)}
              </Table.Td>
              <Table.Td ta="right">{Math.round(criterion.weight.id * 100)} %</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {criterion.minBid == null && criterion.maxBid == null
                  ? '—'
                  : `${criterion.minBid == null ? '' : formatAmount(criterion.minBid)} – ${
                      criterion.maxBid == null ? '' : formatAmount(criterion.maxBid)
                    }`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
