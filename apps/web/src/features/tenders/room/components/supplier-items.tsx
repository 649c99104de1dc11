// The supplier's items: expected unit price, best bid (when visible), own last bid and the bid
// entry per item — a table on wide screens, one card per item on a phone (UI.md).
import { memo } from 'react';
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '@/lib/translation.ts';
import { Money } from '@/components/money.tsx';
import type { ItemRow } from '../model/supplier-rows.ts';
import { BidAmount, BidFact, RowBidForm, type BidRowsProps } from './bid-row-parts.tsx';
import { LotCloseCountdown } from './lot-close.tsx';

type SupplierItemsProps = BidRowsProps<ItemRow>;

/** The phone breakpoint where the table turns into cards. */
const PHONE_QUERY = '(max-width: 48em)';

function ItemBidForm({
  row,
  currency,
  ...bidding
}: Omit<SupplierItemsProps, 'rows' | 'seesBest'> & { row: ItemRow }) {
  const { t } = useTranslation();
  const isLotClosed = row.lot?.state === 'closed';
  return (
    <RowBidForm
      row={row}
      {...bidding}
      canBid={bidding.canBid && !isLotClosed}
      hint={
        isLotClosed ? (
          <span data-testid="lot-closed-note">{t('lots.lotClosed')}</span>
        ) : (
          <>
            {t('room.bid.step')} <Money amount={row.step} currency={currency} />
          </>
        )
      }
    />
  );
}

/** English with staggered close: the item's own state and countdown to its close (issue 30). */
function LotClose({ row }: { row: ItemRow }) {
  const { t } = useTranslation();
  const { lot } = row;
  if (!lot) return null;
  if (lot.state === 'closed')
    return (
      <Badge color="dark" variant="light" size="sm" data-testid="lot-close" data-state="closed">
        {t('lots.state.closed')}
      </Badge>
    );
  if (lot.state !== 'open' || !lot.endDate) return null;
  return (
    <div data-testid="lot-close" data-state="open">
      <LotCloseCountdown lot={lot} />
    </div>
  );
}

function ItemsTable({ rows, seesBest, isClosed, ...bidding }: SupplierItemsProps) {
  const { currency } = bidding;
  const { t } = useTranslation();
  const numeric = { textAlign: 'right' as const, whiteSpace: 'nowrap' as const };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" striped={false} data-testid="room-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('room.items.item')}</Table.Th>
            <Table.Th style={numeric}>{t('room.items.expectedUnitPrice')}</Table.Th>
            {seesBest ? <Table.Th style={numeric}>{t('room.items.bestBid')}</Table.Th> : null}
            <Table.Th style={numeric}>{t('room.items.yourLastBid')}</Table.Th>
            <Table.Th w={300}>
              {t(isClosed ? 'room.items.lastReceipt' : 'room.items.yourBid')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.target.id} data-testid={`item-row-${row.target.id}`}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {row.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('room.items.quantity', { quantity: row.quantity, unit: row.unitName })}
                </Text>
                <LotClose row={row} />
              </Table.Td>
              <Table.Td style={numeric}>
                <Money amount={row.unitPrice} currency={currency} />
              </Table.Td>
              {seesBest ? (
                <Table.Td style={numeric} data-testid="best-bid">
                  <BidAmount value={row.bestBid} currency={currency} />
                </Table.Td>
              ) : null}
              <Table.Td style={numeric} data-testid="own-bid">
                <BidAmount value={row.ownLast} currency={currency} />
              </Table.Td>
              <Table.Td>
                <ItemBidForm row={row} isClosed={isClosed} {...bidding} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ItemCards({ rows, seesBest, isClosed, ...bidding }: SupplierItemsProps) {
  const { currency } = bidding;
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="room-items">
      {rows.map((row) => (
        <Card key={row.target.id} padding="md" data-testid={`item-row-${row.target.id}`}>
          <Stack gap="sm">
            <Group justify="space-between" align="baseline" gap="xs">
              <Text fw={600}>{row.name}</Text>
              <Text size="xs" c="dimmed">
                {t('room.items.quantity', { quantity: row.quantity, unit: row.unitName })}
              </Text>
            </Group>
            <LotClose row={row} />
            <SimpleGrid cols={seesBest ? 3 : 2} spacing="xs">
              <BidFact label={t('room.items.expectedUnitPrice')}>
                <Money amount={row.unitPrice} currency={currency} />
              </BidFact>
              {seesBest ? (
                <BidFact label={t('room.items.bestBid')} testId="best-bid">
                  <BidAmount value={row.bestBid} currency={currency} />
                </BidFact>
              ) : null}
              <BidFact label={t('room.items.yourLastBid')} testId="own-bid">
                <BidAmount value={row.ownLast} currency={currency} />
              </BidFact>
            </SimpleGrid>
            <ItemBidForm row={row} isClosed={isClosed} {...bidding} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export const SupplierItems = memo(function SupplierItems(props: SupplierItemsProps) {
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
  return isPhone ? <ItemCards {...props} /> : <ItemsTable {...props} />;
});
