// The supplier's criteria below the items, in the same pattern: the price criterion as the derived
// total of the item bids (not biddable), every other criterion with its own bid entry.
import { memo } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { formatAmount } from '@/lib/money.ts';
import { isHighestWins } from '../model/next-bid.ts';
import type { CriterionRow } from '../model/supplier-rows.ts';
import { BidAmount, BidFact, RowBidForm, type BidRowsProps } from './bid-row-parts.tsx';

type SupplierCriteriaProps = BidRowsProps<CriterionRow>;

/** The criterion's allowed range as text, or null when it has none. */
function useRangeText(rule: CriterionRow['rule']): string | null {
  const { t } = useTranslation();
  const { minBid, maxBid } = rule;
  if (minBid !== null && maxBid !== null)
    return t('room.criteria.between', { min: formatAmount(minBid), max: formatAmount(maxBid) });
  if (maxBid !== null) return t('room.criteria.atMost', { max: formatAmount(maxBid) });
  if (minBid !== null) return t('room.criteria.atLeast', { min: formatAmount(minBid) });
  return null;
}

function CriterionCard({
  row,
  currency,
  seesBest,
  ...bidding
}: Omit<SupplierCriteriaProps, 'rows'> & { row: CriterionRow }) {
  const { t } = useTranslation();
  const range = useRangeText(row.rule);
  const unitName = row.isPrice ? undefined : row.unitName;
  return (
    <Paper withBorder p="md" data-testid={`criterion-row-${row.target.id}`}>
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" align="baseline">
          <Text fw={600}>{row.name}</Text>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {t(
                isHighestWins(row.rule) ? 'room.criteria.highestWins' : 'room.criteria.lowestWins',
              )}
            </Badge>
            <Badge variant="light" color="gray">
              {t('room.criteria.weight', { percent: Math.round(row.weight * 100) })}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: row.isPrice ? 2 : 3 }} spacing="sm">
          {seesBest ? (
            <BidFact
              label={t(row.isPrice ? 'room.criteria.bestTotal' : 'room.items.bestBid')}
              testId="best-bid"
            >
              <BidAmount value={row.bestBid} currency={currency} unitName={unitName} />
            </BidFact>
          ) : null}
          <BidFact
            label={t(row.isPrice ? 'room.criteria.yourTotal' : 'room.items.yourLastBid')}
            testId="own-bid"
          >
            <BidAmount value={row.ownLast} currency={currency} unitName={unitName} />
          </BidFact>
          {row.isPrice ? null : (
            <RowBidForm
              row={row}
              {...bidding}
              hint={[
                row.step > 0 ? t('room.criteria.step', { step: formatAmount(row.step) }) : null,
                range,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          )}
        </SimpleGrid>
        {row.isPrice ? (
          <Text size="xs" c="dimmed">
            {t('room.criteria.priceDerived')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

export const SupplierCriteria = memo(function SupplierCriteria({
  rows,
  ...rest
}: SupplierCriteriaProps) {
  return (
    <Stack gap="sm" data-testid="room-criteria">
      {rows.map((row) => (
        <CriterionCard key={row.target.id} row={row} {...rest} />
      ))}
    </Stack>
  );
});
