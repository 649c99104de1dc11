/**
 * Ranking of offers in the live room (DESIGN §5). A supplier with a value for every item and
 * criterion is ranked by score = Σ weight_c · s_c, where s_c = best_c / value_c when the lowest
 * value wins and value_c / best_c when the highest wins (1 when both are 0). Higher scores rank
 * first; on a tie, whoever reached their offer first (lower sequence number) ranks first.
 * Incomplete offers get position 9999.
 */
import { Constants } from '../common/enums.ts';
import { round2 } from '../tenders/money.ts';
import { WinningThreshold } from '../tenders/schemas.ts';

export type RankingItem = { id: string; quantity: number };
export type RankingCriterion = {
  id: string;
  isPrice: boolean;
  winningThreshold: number;
  weight: number;
};
export type RankingOffer = {
  supplierId: string;
  itemBids: ReadonlyMap<string, number>;
  criterionBids: ReadonlyMap<string, number>;
  /** Sequence number of the bid that last changed this offer; the earlier offer wins a tie. */
  reachedAt: number;
};

export type RankingResult = {
  itemBestBids: Map<string, number>;
  criterionBestBids: Map<string, number>;
  /** Each supplier's value per criterion, the price criterion derived from item bids. */
  criterionValues: Map<string, Map<string, number>>;
  scores: Map<string, number>;
  positions: Map<string, number>;
  leaderId: string | undefined;
};

/** Σ item bid × quantity, or undefined while an item has no bid. */
export function offerTotal(
  items: readonly RankingItem[],
  itemBids: ReadonlyMap<string, number>,
): number | undefined {
  let total = 0;
  for (const item of items) {
    const bid = itemBids.get(item.id);
    if (bid === undefined) return undefined;
    total += bid * item.quantity;
  }
  return round2(total);
}

const isBetter = (threshold: number, candidate: number, current: number) =>
  threshold === WinningThreshold.HIGHEST ? candidate > current : candidate < current;

function criterionScore(threshold: number, value: number, best: number): number {
  if (value === best) return 1;
  if (threshold === WinningThreshold.HIGHEST) return best === 0 ? 0 : value / best;
  return value === 0 ? 1 : best / value;
}

export function rankOffers(
  items: readonly RankingItem[],
  criteria: readonly RankingCriterion[],
  offers: readonly RankingOffer[],
): RankingResult {
  const itemBestBids = new Map<string, number>();
  for (const offer of offers) {
    for (const [itemId, bid] of offer.itemBids) {
      const best = itemBestBids.get(itemId);
      if (best === undefined || bid < best) itemBestBids.set(itemId, bid);
    }
  }

  const criterionValues = new Map<string, Map<string, number>>();
  const criterionBestBids = new Map<string, number>();
  for (const offer of offers) {
    const values = new Map<string, number>();
    for (const criterion of criteria) {
      const value = criterion.isPrice
        ? offerTotal(items, offer.itemBids)
        : offer.criterionBids.get(criterion.id);
      if (value === undefined) continue;
      values.set(criterion.id, value);
      const best = criterionBestBids.get(criterion.id);
      if (best === undefined || isBetter(criterion.winningThreshold, value, best))
        criterionBestBids.set(criterion.id, value);
    }
    criterionValues.set(offer.supplierId, values);
  }

  const scores = new Map<string, number>();
  const complete = offers.filter((offer) => {
    const values = criterionValues.get(offer.supplierId)!;
    return (
      items.every((item) => offer.itemBids.has(item.id)) &&
      criteria.every((criterion) => values.has(criterion.id))
    );
  });
  for (const offer of complete) {
    const values = criterionValues.get(offer.supplierId)!;
    const score = criteria.reduce(
      (sum, criterion) =>
        sum +
        criterion.weight *
          criterionScore(
            criterion.winningThreshold,
            values.get(criterion.id)!,
            criterionBestBids.get(criterion.id)!,
          ),
      0,
    );
    scores.set(offer.supplierId, score);
  }

  const ranked = [...complete].sort(
    (a, b) => scores.get(b.supplierId)! - scores.get(a.supplierId)! || a.reachedAt - b.reachedAt,
  );
  const positions = new Map<string, number>(
    offers.map((offer) => [offer.supplierId, Constants.noPosition]),
  );
  ranked.forEach((offer, index) => positions.set(offer.supplierId, index + 1));

  return {
    itemBestBids,
    criterionBestBids,
    criterionValues,
    scores,
    positions,
    leaderId: ranked[0]?.supplierId,
  };
}

/** The formula as shown to suppliers, so the ranking is never a black box. */
export const RANKING_EXPLANATION =
  'Score = Σ weight × (best ÷ your value) for lowest-wins criteria, or weight × (your value ÷ best) for highest-wins ones. The highest score ranks first; on equal scores the offer made earlier ranks first. Offers without a value for every item and criterion are not ranked yet.';
