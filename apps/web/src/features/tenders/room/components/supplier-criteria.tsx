// The supplier's criteria below the items, in the same pattern: the price criterion as the derived
// total of the item bids (not biddable), every other criterion with its own bid entry.
import type { ReactNode } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatAmount } from '../../../../lib/money.ts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../../components/money.tsx';
import { isHighestWins } from '../model/next-bid.ts';
import type { BidTarget } from '../model/room-live.ts';
import type { CriterionRow } from '../model/supplier-rows.ts';
import { BidForm } from './bid-form.tsx';
import { FlashValue } from './flash-value.tsx';

type SupplierCriteriaProps = {
  rows: CriterionRow[];
  currency: string;
  seesBest: boolean;
  canBid: boolean;
  /** The auction is over: no bid entry, the receipts remain. */
  isClosed: boolean;
  onBid: (target: BidTarget, value: number) => Promise<unknown>;
};

function Value({
  row,
  value,
  currency,
}: {
  row: CriterionRow;
  value: number | undefined;
  currency: string;
}) {
  const { t } = useTranslation();
  if (value === undefined)
    return (
      <Text span c="dimmed" inherit>
        {t('room.items.noBid')}
      </Text>
    );
  if (row.isPrice) return <Money amount={value} currency={currency} />;
  return (
    <Text span inherit style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatAmount(value)} {row.unitName}
    </Text>
  );
}

function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </Stack>
  );
}

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
  canBid,
  isClosed,
  onBid,
}: Omit<SupplierCriteriaProps, 'rows'> & { row: CriterionRow }) {
  const { t } = useTranslation();
  const range = useRangeText(row.rule);
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
            <Fact
              label={t(row.isPrice ? 'room.criteria.bestTotal' : 'room.items.bestBid')}
              testId="best-bid"
            >
              <FlashValue value={row.bestBid}>
                <Value row={row} value={row.bestBid} currency={currency} />
              </FlashValue>
            </Fact>
          ) : null}
          <Fact
            label={t(row.isPrice ? 'room.criteria.yourTotal' : 'room.items.yourLastBid')}
            testId="own-bid"
          >
            <FlashValue value={row.ownLast}>
              <Value row={row} value={row.ownLast} currency={currency} />
            </FlashValue>
          </Fact>
          {row.isPrice ? null : (
            <BidForm
              label={t('room.bid.fieldLabel', { name: row.name })}
              buttonLabel={t('room.bid.buttonLabel', { name: row.name })}
              next={row.next}
              canBid={canBid}
              objectionOf={row.objectionOf}
              onBid={(value) => onBid(row.target, value)}
              receipt={row.receipt}
              isClosed={isClosed}
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

export function SupplierCriteria({ rows, ...rest }: SupplierCriteriaProps) {
  return (
    <Stack gap="sm" data-testid="room-criteria">
      {rows.map((row) => (
        <CriterionCard key={row.target.id} row={row} {...rest} />
      ))}
    </Stack>
  );
}
