// Initial bids in the proposal phase (BidToItem, BidToCriterion): a unit price per item and a
// value per criterion other than the price, checked by the shared bid rules, each with the
// receipt the server gave. The total price is derived from the item bids.
import { useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import {
  bidProblemMessage,
  criterionBidProblem,
  itemBidProblem,
  type TBidReceipt,
  type TSupplierEntry,
  type TTender,
} from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { Money } from '@/components/money.tsx';
import { errorText, translateMessage } from '@/lib/i18n.ts';
import { formatAmount } from '@/lib/money.ts';
import { formatQuantity } from '@/lib/quantity.ts';
import { summarizeOffer } from '@/lib/supplier-offer.ts';
import { usePlaceBid, type BidTarget } from '../api/place-bid.ts';
import { BidInputRow } from './bid-input-row.tsx';
import { ProposalPart } from './proposal-part.tsx';

const percentOf = (fraction: number) => Math.round(fraction * 100);

type InitialBidsProps = { tender: TTender; entry: TSupplierEntry; canBid: boolean };

export function InitialBids({ tender, entry, canBid }: InitialBidsProps) {
  const { t } = useTranslation();
  const placeBid = usePlaceBid(tender.tenderId);
  const [receipts, setReceipts] = useState<Record<string, TBidReceipt>>({});
  const offer = summarizeOffer(entry, tender);
  const criteria = tender.criteriaDetails.filter((criterion) => !criterion.isPrice);
  const keyOf = (target: BidTarget) => `${target.kind}:${target.id}`;
  const priceCriterion = tender.criteriaDetails.find((criterion) => criterion.isPrice);

  const bid = (target: BidTarget) => (value: number) =>
    placeBid.mutateAsync({ target, bid: value }).then(
      (receipt) => setReceipts((current) => ({ ...current, [keyOf(target)]: receipt })),
      (error: unknown) => {
        throw new Error(errorText(t, error));
      },
    );

  const money = (amount: number) => <Money amount={amount} currency={tender.currency} />;

  return (
    <ProposalPart
      title={t('supplier.bids.title')}
      hint={canBid ? t('supplier.bids.hint') : t('supplier.bids.closedHint')}
    >
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {tender.itemsDetails.map((item, index) => {
          const target: BidTarget = { kind: 'item', id: String(item.id) };
          return (
            <BidInputRow
              key={keyOf(target)}
              title={item.name || t('supplier.bids.itemN', { row: index + 1 })}
              details={
                <>
                  {formatQuantity(item.quantity)} {item.unitOfMeasurement.name} ·{' '}
                  {t('supplier.bids.expectedUnit')} {money(item.unitPrice)}
                  {item.description ? <div>{item.description}</div> : null}
                </>
              }
              inputLabel={t('supplier.bids.unitPriceOf', { name: item.name })}
              saved={offer.itemBids.get(target.id)}
              decimals={2}
              canBid={canBid}
              receipt={receipts[keyOf(target)]}
              problemOf={(value) => {
                const problem = itemBidProblem({
                  bid: value,
                  previous: undefined,
                  bidStep: item.bidStep,
                  phase: 'proposal',
                });
                return problem ? translateMessage(t, bidProblemMessage(problem)) : undefined;
              }}
              onBid={bid(target)}
              footer={(value) =>
                value === undefined || Number.isNaN(value) ? null : (
                  <Text size="xs" c="dimmed">
                    {t('supplier.bids.lineTotal')} {money(value * item.quantity)}
                  </Text>
                )
              }
            />
          );
        })}
        {criteria.map((criterion) => {
          const target: BidTarget = { kind: 'criterion', id: String(criterion.id) };
          const range =
            criterion.minBid == null && criterion.maxBid == null
              ? ''
              : ` · ${t('supplier.bids.range', {
                  min: criterion.minBid == null ? '—' : formatAmount(criterion.minBid),
                  max: criterion.maxBid == null ? '—' : formatAmount(criterion.maxBid),
                })}`;
          return (
            <BidInputRow
              key={keyOf(target)}
              title={criterion.name}
              details={`${criterion.unit.name} · ${t(
                `supplier.criteria.threshold.${criterion.winningThreshold.id === 1 ? 1 : 0}`,
              )} · ${t('supplier.bids.weight', { percent: percentOf(criterion.weight.id) })}${range}`}
              inputLabel={t('supplier.bids.valueOf', { name: criterion.name })}
              saved={offer.criterionBids.get(target.id)}
              decimals={4}
              canBid={canBid}
              receipt={receipts[keyOf(target)]}
              problemOf={(value) => {
                const problem = criterionBidProblem({
                  bid: value,
                  previous: undefined,
                  minBid: criterion.minBid ?? null,
                  maxBid: criterion.maxBid ?? null,
                  winningThreshold: criterion.winningThreshold.id,
                  phase: 'proposal',
                });
                return problem ? translateMessage(t, bidProblemMessage(problem)) : undefined;
              }}
              onBid={bid(target)}
            />
          );
        })}
      </Stack>
      <Group justify="space-between" px="sm">
        <Text fw={600}>
          {t('supplier.bids.total')}
          {priceCriterion ? (
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              ({t('supplier.bids.weight', { percent: percentOf(priceCriterion.weight.id) })})
            </Text>
          ) : null}
        </Text>
        {offer.total === undefined ? (
          <Text c="dimmed" size="sm">
            {t('supplier.bids.totalPending')}
          </Text>
        ) : (
          <Money
            amount={offer.total}
            currency={tender.currency}
            fw={700}
            data-testid="offer-total"
          />
        )}
      </Group>
    </ProposalPart>
  );
}
