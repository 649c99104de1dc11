// The award dialog's state: the whole tender to one supplier, or each item to a supplier (or to
// none), the reason and whether ranks are shared; read as the lines the server and the shared rules
// take.
import type { AwardChoice, TComparisonRow, TTenderComparison } from '@tendermark/shared';

export type AwardMode = 'whole' | 'items';

export type AwardDraft = {
  mode: AwardMode;
  /** The supplier entry of a whole-tender award. */
  wholeSupplierId: string | null;
  /** Per item id, the supplier entry it goes to (null: not awarded). */
  itemSuppliers: Record<string, string | null>;
  reason: string;
  shareRanks: boolean;
};

const isComplete = (row: TComparisonRow) => row.total !== null;

/** Suggests the best choices: the best-ranked complete offer, and each item's lowest bid. */
export function initialDraft(comparison: TTenderComparison): AwardDraft {
  const complete = comparison.rows.filter(isComplete);
  const whole =
    complete.find((row) => row.isBestRanked && row.meetsMandatoryMustHaves) ??
    complete.find((row) => row.isBestRanked) ??
    complete[0];
  return {
    mode: 'whole',
    wholeSupplierId: whole?.supplierId ?? null,
    itemSuppliers: Object.fromEntries(
      comparison.items.map((item) => [item.itemId, item.bestSupplierIds[0] ?? null]),
    ),
    reason: '',
    shareRanks: false,
  };
}

/** The suppliers a whole-tender award may go to: offers with a bid on every item. */
export const wholeCandidates = (comparison: TTenderComparison) =>
  comparison.rows.filter(isComplete);

/** The suppliers an item may go to: those with a bid on it, with their unit price. */
export function itemCandidates(comparison: TTenderComparison, itemId: string) {
  return comparison.rows.flatMap((row) => {
    const cell = row.items.find((each) => each.itemId === itemId);
    return cell && cell.unitPrice !== null ? [{ row, unitPrice: cell.unitPrice }] : [];
  });
}

/** The lines the draft awards. */
export function choicesOf(draft: AwardDraft): AwardChoice[] {
  if (draft.mode === 'whole')
    return draft.wholeSupplierId ? [{ itemId: null, supplierId: draft.wholeSupplierId }] : [];
  return Object.entries(draft.itemSuppliers).flatMap(([itemId, supplierId]) =>
    supplierId ? [{ itemId, supplierId }] : [],
  );
}
