// The supplier's bid rows: what each item and criterion shows and allows, from the tender and the
// room's live state.
import { criterionBidStep, offerTotal, type TLotState, type TTender } from '@tendermark/shared';
import {
  criterionBidObjection,
  itemBidObjection,
  nextCriterionBid,
  nextItemBid,
  type CriterionRule,
} from './next-bid.ts';
import {
  targetKey,
  type BidReceiptView,
  type BidTarget,
  type RoomLive,
  type TargetKey,
} from './room-live.ts';
import { isPriceCriterion } from './targets.ts';

/** What every bid row has, item or criterion. */
export type BidRow = {
  target: BidTarget;
  name: string;
  /** Undefined when there is none yet or the supplier may not see it. */
  bestBid: number | undefined;
  ownLast: number | undefined;
  next: number | undefined;
  step: number;
  receipt: BidReceiptView | undefined;
  objectionOf: (value: number) => string | undefined;
};

export type ItemRow = BidRow & {
  quantity: number;
  unitName: string;
  unitPrice: number;
  /** English with staggered close (issue 30): the item's own lot, its state and close. */
  lot?: TLotState;
};

export type CriterionRow = BidRow & {
  isPrice: boolean;
  unitName: string;
  weight: number;
  rule: CriterionRule;
};

const shownBid = (value: number | undefined, isVisible: boolean) =>
  isVisible && value !== undefined && value >= 0 ? value : undefined;

export function itemRows(
  tender: TTender,
  live: RoomLive,
  receipts: Record<TargetKey, BidReceiptView>,
  seesBest: boolean,
  lots: readonly TLotState[] = [],
): ItemRow[] {
  const lotOf = new Map(lots.map((lot) => [lot.itemId, lot]));
  return tender.itemsDetails.map((item) => {
    const target: BidTarget = { kind: 'item', id: String(item.id) };
    const key = targetKey(target);
    const ownLast = live.ownBids[key];
    return {
      target,
      name: item.name,
      quantity: item.quantity,
      unitName: item.unitOfMeasurement.name,
      unitPrice: item.unitPrice,
      bestBid: shownBid(live.bestBids[key], seesBest),
      ownLast,
      next: nextItemBid(ownLast, item.bidStep),
      step: item.bidStep,
      receipt: receipts[key],
      objectionOf: (value) => itemBidObjection(value, ownLast, item.bidStep),
      lot: lotOf.get(target.id),
    };
  });
}

/** The price criterion is the own total of the item bids (DESIGN §5); the others are bid. */
export function criterionRows(
  tender: TTender,
  live: RoomLive,
  receipts: Record<TargetKey, BidReceiptView>,
  seesBest: boolean,
): CriterionRow[] {
  const items = tender.itemsDetails.map((item) => ({
    id: String(item.id),
    quantity: item.quantity,
  }));
  const ownItemBids = new Map(
    items.flatMap((item) => {
      const bid = live.ownBids[`item:${item.id}`];
      return bid === undefined ? [] : [[item.id, bid] as const];
    }),
  );
  return tender.criteriaDetails.map((criterion, index) => {
    const target: BidTarget = { kind: 'criterion', id: String(criterion.id) };
    const key = targetKey(target);
    const isPrice = isPriceCriterion(criterion, index);
    const rule: CriterionRule = {
      minBid: criterion.minBid ?? null,
      maxBid: criterion.maxBid ?? null,
      winningThreshold: criterion.winningThreshold.id,
    };
    const ownLast = isPrice ? offerTotal(items, ownItemBids) : live.ownBids[key];
    return {
      target,
      name: criterion.name,
      isPrice,
      unitName: isPrice ? tender.currency : criterion.unit.name,
      weight: criterion.weight.id,
      rule,
      bestBid: shownBid(live.bestBids[key], seesBest),
      ownLast,
      next: isPrice ? undefined : nextCriterionBid(ownLast, rule),
      step: ownLast === undefined ? 0 : criterionBidStep(ownLast),
      receipt: isPrice ? undefined : receipts[key],
      objectionOf: (value) => criterionBidObjection(value, ownLast, rule),
    };
  });
}
