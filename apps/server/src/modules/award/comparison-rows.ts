/**
 * The comparison matrix built from a tender's parameters and its supplier entries (pure): which
 * entries are rows, each row's cells, and the best of every column. Positions and scores are the
 * ones the auction stored (they follow the tender's tie rule); savings are measured against the
 * starting value, Σ starting unit price × quantity.
 */
import {
  ComparisonExclusion,
  SupplierStatus,
  WinningThreshold,
  criterionScore,
  offerTotal,
  round2,
  round4,
  totalExpectedPrice,
  type ComparisonExclusionName,
  type TAttachment,
  type TComparisonCriterion,
  type TComparisonItem,
  type TComparisonRow,
  type TTenderComparison,
  type TTenderParameters,
} from '@tendermark/shared';
import { rankOf, supplierDisplayName } from './award-view.ts';

/** A supplier entry as the comparison reads it. */
export type ComparisonEntry = {
  id: string;
  userId: string;
  userName: string;
  companyName: string | null;
  status: number;
  isDemo: boolean;
  itemBids: Record<string, number>;
  criterionBids: Record<string, number>;
  mustHaveResponses: Record<string, boolean>;
  position: number;
  score: number | null;
  offerDescription: string | null;
};

export type ComparisonMatrix = Pick<
  TTenderComparison,
  'startingTotal' | 'items' | 'criteria' | 'mustHaves' | 'rows' | 'excluded'
>;

const hasBid = (entry: ComparisonEntry) =>
  Object.keys(entry.itemBids).length > 0 || Object.keys(entry.criterionBids).length > 0;

/** 'row' for an entry with an offer, why it has none otherwise; bookmarks are not listed at all. */
function placeOf(entry: ComparisonEntry): 'row' | 'unlisted' | ComparisonExclusionName {
  switch (entry.status) {
    case SupplierStatus.ACCEPTED:
      return hasBid(entry) ? 'row' : ComparisonExclusion.NO_BID;
    case SupplierStatus.REJECTED_BY_BIDDER:
    case SupplierStatus.REJECTED_BY_BUYER:
      return ComparisonExclusion.REJECTED;
    case SupplierStatus.BLOCKED:
      return ComparisonExclusion.BLOCKED;
    case SupplierStatus.REMOVED:
      return ComparisonExclusion.REMOVED;
    case SupplierStatus.LEFT:
    case SupplierStatus.PENDING_COMEBACK:
      return ComparisonExclusion.LEFT;
    case SupplierStatus.FAVORITE:
      return 'unlisted';
    default:
      return ComparisonExclusion.NOT_ADMITTED;
  }
}

/** The best of the values (lowest or highest) and the ids that hold it. */
function bestOf(values: ReadonlyMap<string, number | null>, lowestWins: boolean) {
  let best: number | null = null;
  for (const value of values.values())
    if (value !== null && (best === null || (lowestWins ? value < best : value > best)))
      best = value;
  const ids = [...values].filter(([, value]) => best !== null && value === best).map(([id]) => id);
  return { best, ids };
}

/** Per entry id, the entry's value of a column (null without one). */
type Column = Map<string, number | null>;

function itemColumns(parameters: TTenderParameters, offers: readonly ComparisonEntry[]) {
  return parameters.itemsDetails.map((item) => {
    const values: Column = new Map(
      offers.map((entry) => [entry.id, entry.itemBids[String(item.id)] ?? null]),
    );
    const { best, ids } = bestOf(values, true);
    const column: TComparisonItem = {
      itemId: String(item.id),
      name: item.name,
      quantity: item.quantity,
      unit: item.unitOfMeasurement.name,
      startingUnitPrice: item.unitPrice,
      startingTotal: round2(item.unitPrice * item.quantity),
      bestUnitPrice: best,
      bestSupplierIds: ids,
    };
    return { column, values };
  });
}

function criterionColumns(
  parameters: TTenderParameters,
  offers: readonly ComparisonEntry[],
  totals: ReadonlyMap<string, number | null>,
) {
  return parameters.criteriaDetails.map((criterion) => {
    const criterionId = String(criterion.id);
    const lowestWins = criterion.winningThreshold.id !== WinningThreshold.HIGHEST;
    const values: Column = new Map(
      offers.map((entry) => [
        entry.id,
        criterion.isPrice
          ? (totals.get(entry.id) ?? null)
          : (entry.criterionBids[criterionId] ?? null),
      ]),
    );
    const { best, ids } = bestOf(values, lowestWins);
    const column: TComparisonCriterion = {
      criterionId,
      name: criterion.name,
      unit: criterion.isPrice ? '' : criterion.unit.name,
      weight: criterion.weight.id,
      isPrice: criterion.isPrice === true,
      lowestWins,
      bestValue: best,
      bestSupplierIds: ids,
    };
    return { column, values };
  });
}

function excludedOf(entries: readonly ComparisonEntry[]): TTenderComparison['excluded'] {
  return entries.flatMap((entry) => {
    const place = placeOf(entry);
    if (place === 'row' || place === 'unlisted') return [];
    return [
      {
        supplierId: entry.id,
        displayName: supplierDisplayName(entry.userName, entry.companyName),
        status: entry.status,
        reason: place,
      },
    ];
  });
}

/** The matrix: columns with their bests, one row per entry with an offer, the others listed. */
export function comparisonMatrix(
  parameters: TTenderParameters,
  entries: readonly ComparisonEntry[],
  attachmentsByUser: ReadonlyMap<string, TAttachment[]>,
): ComparisonMatrix {
  const offers = entries.filter((entry) => placeOf(entry) === 'row');
  const startingTotal = totalExpectedPrice(parameters.itemsDetails);
  const rankingItems = parameters.itemsDetails.map((item) => ({
    id: String(item.id),
    quantity: item.quantity,
  }));
  const totals: Column = new Map(
    offers.map((entry) => [
      entry.id,
      offerTotal(rankingItems, new Map(Object.entries(entry.itemBids))) ?? null,
    ]),
  );
  const items = itemColumns(parameters, offers);
  const criteria = criterionColumns(parameters, offers, totals);
  const bestTotal = bestOf(totals, true);
  const positions = offers.map((entry) => rankOf(entry.position)).filter((p) => p !== null);
  const bestPosition = positions.length > 0 ? Math.min(...positions) : null;
  const mustHaves = parameters.mustHaveConditions.map((condition) => ({
    mustHaveId: String(condition.id),
    text: condition.text,
    isMandatory: condition.isMandatory === true,
  }));

  const rows = offers.map((entry): TComparisonRow => {
    const total = totals.get(entry.id) ?? null;
    const savings = total === null ? null : round2(startingTotal - total);
    const position = rankOf(entry.position);
    const answers = mustHaves.map((condition) => ({
      mustHaveId: condition.mustHaveId,
      answer: entry.mustHaveResponses[condition.mustHaveId] ?? null,
    }));
    return {
      supplierId: entry.id,
      userName: entry.userName,
      companyName: entry.companyName,
      displayName: supplierDisplayName(entry.userName, entry.companyName),
      isDemo: entry.isDemo,
      position,
      isBestRanked: position !== null && position === bestPosition,
      score: entry.score === null ? null : round4(entry.score),
      total,
      isBestTotal: bestTotal.ids.includes(entry.id),
      savings,
      savingsPercent:
        savings === null || startingTotal <= 0 ? null : round2((savings / startingTotal) * 100),
      items: items.map(({ column, values }) => {
        const unitPrice = values.get(entry.id) ?? null;
        return {
          itemId: column.itemId,
          unitPrice,
          lineTotal: unitPrice === null ? null : round2(unitPrice * column.quantity),
          isBest: column.bestSupplierIds.includes(entry.id),
        };
      }),
      criteria: criteria.map(({ column, values }) => {
        const value = values.get(entry.id) ?? null;
        return {
          criterionId: column.criterionId,
          value,
          weightedScore:
            value === null || column.bestValue === null
              ? null
              : round4(
                  column.weight *
                    criterionScore(
                      column.lowestWins ? WinningThreshold.LOWEST : WinningThreshold.HIGHEST,
                      value,
                      column.bestValue,
                    ),
                ),
          isBest: column.bestSupplierIds.includes(entry.id),
        };
      }),
      mustHaves: answers,
      meetsMandatoryMustHaves: mustHaves.every(
        (condition, index) => !condition.isMandatory || answers[index].answer === true,
      ),
      offerDescription: entry.offerDescription,
      attachments: attachmentsByUser.get(entry.userId) ?? [],
    };
  });
  rows.sort(
    (a, b) =>
      (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
      a.displayName.localeCompare(b.displayName),
  );

  return {
    startingTotal,
    items: items.map(({ column }) => column),
    criteria: criteria.map(({ column }) => column),
    mustHaves,
    rows,
    excluded: excludedOf(entries),
  };
}
