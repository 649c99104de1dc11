// A supplier's offer read from their entry against the tender: bids by item and criterion, the
// derived total price (shared rule), and how many must-have conditions are checked.
import { Constants, offerTotal, type TSupplierEntry, type TTender } from '@tendermark/shared';

export type OfferSummary = {
  itemBids: Map<string, number>;
  criterionBids: Map<string, number>;
  /** Σ item bid × quantity; undefined while an item has no bid. */
  total: number | undefined;
  mustHaves: { checked: number; total: number };
  answers: Map<string, boolean>;
  isFinalized: boolean;
};

type TenderParts = Pick<TTender, 'itemsDetails' | 'mustHaveConditions'>;

export function summarizeOffer(entry: TSupplierEntry, tender: TenderParts): OfferSummary {
  const itemBids = new Map(entry.itemsBids.map((bid) => [bid.id, bid.value]));
  const criterionBids = new Map(entry.criteriaBids.map((bid) => [bid.id, bid.value]));
  const answers = new Map(
    entry.mustHaveConditionResponses.map((answer) => [answer.mhcId, answer.response]),
  );
  const items = tender.itemsDetails.map((item) => ({
    id: String(item.id ?? ''),
    quantity: item.quantity,
  }));
  const conditionIds = tender.mustHaveConditions.map((condition) => String(condition.id ?? ''));
  return {
    itemBids,
    criterionBids,
    total: items.length > 0 ? offerTotal(items, itemBids) : undefined,
    mustHaves: {
      checked: conditionIds.filter((id) => answers.get(id) === true).length,
      total: conditionIds.length,
    },
    answers,
    isFinalized: Boolean(entry.proposalFinalizedAt),
  };
}

/** Spec §3: overall position 9999 means none, shown as "N/A". */
export function hasPosition(position: number): boolean {
  return position !== Constants.noPosition && position > 0;
}
