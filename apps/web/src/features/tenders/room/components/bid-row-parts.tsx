// What the supplier's item and criterion rows share: the labelled facts, a bid amount that flashes
// when it changes, and the row's bid entry.
import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { Money } from '@/components/money.tsx';
import { formatAmount } from '@/lib/money.ts';
import type { BidTarget } from '../model/room-live.ts';
import type { BidRow } from '../model/supplier-rows.ts';
import { BidForm } from './bid-form.tsx';
import { FlashValue } from './flash-value.tsx';

export type BidRowsProps<Row extends BidRow> = {
  rows: Row[];
  currency: string;
  seesBest: boolean;
  canBid: boolean;
  /** The auction is over: no bid entry, the receipts remain. */
  isClosed: boolean;
  onBid: (target: BidTarget, value: number) => Promise<unknown>;
};

/** A label above its value, as the cards show them. */
export function BidFact({
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

type BidAmountProps = {
  value: number | undefined;
  currency: string;
  /** A criterion's own unit; without it the value is money. */
  unitName?: string;
};

/** A bid (or "no bid yet"), highlighted briefly whenever it changes. */
export function BidAmount({ value, currency, unitName }: BidAmountProps) {
  const { t } = useTranslation();
  return (
    <FlashValue value={value}>
      {value === undefined ? (
        <Text span c="dimmed" inherit>
          {t('room.items.noBid')}
        </Text>
      ) : unitName === undefined ? (
        <Money amount={value} currency={currency} />
      ) : (
        <Text span inherit style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatAmount(value)} {unitName}
        </Text>
      )}
    </FlashValue>
  );
}

type RowBidFormProps = Pick<BidRowsProps<BidRow>, 'canBid' | 'isClosed' | 'onBid'> & {
  row: BidRow;
  hint: ReactNode;
};

/** The bid entry of one row, named after it ("Your bid for Office chair"). */
export function RowBidForm({ row, canBid, isClosed, onBid, hint }: RowBidFormProps) {
  const { t } = useTranslation();
  return (
    <BidForm
      label={t('room.bid.fieldLabel', { name: row.name })}
      buttonLabel={t('room.bid.buttonLabel', { name: row.name })}
      next={row.next}
      canBid={canBid}
      objectionOf={row.objectionOf}
      onBid={(value) => onBid(row.target, value)}
      receipt={row.receipt}
      isClosed={isClosed}
      hint={hint}
    />
  );
}
