/**
 * Ranking of offers in the live room (DESIGN §5). A supplier with a value for every item and
 * criterion is ranked by score = Σ weight_c · s_c, where s_c = best_c / value_c when the lowest
 * value wins and value_c / best_c when the highest wins (1 when both are 0). Higher scores rank
 * first; on a tie, whoever reached their offer first (lower sequence number) ranks first.
 * Incomplete offers get position 9999.
 */
import { Constants } from '../common/enums.ts';
import { round2 } from '../tenders/money.ts';
import { WinningThreshold } from '../tenders/constants.ts';

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
  /** Each supplier's total (offerTotal), for offers with a bid on every item. */
  totals: Map<string, number>;
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

function bestItemBids(offers: readonly RankingOffer[]): Map<string, number> {
  const best = new Map<string, number>();
  for (const offer of offers) {
    for (const [itemId, bid] of offer.itemBids) {
      const current = best.get(itemId);
      if (current === undefined || bid < current) best.set(itemId, bid);
    }
  }
  return best;
}

/** The offers' totals and their values per criterion, read by offer index. */
type OfferValues = {
  totals: (number | undefined)[];
  valueOf(criterion: RankingCriterion, index: number): number | undefined;
};

function offerValues(items: readonly RankingItem[], offers: readonly RankingOffer[]): OfferValues {
  const totals = offers.map((offer) => offerTotal(items, offer.itemBids));
  return {
    totals,
    valueOf: (criterion, index) =>
      criterion.isPrice ? totals[index] : offers[index].criterionBids.get(criterion.id),
  };
}

/** The best value of each criterion, by criterion index (undefined while nobody has one). */
function bestValues(
  criteria: readonly RankingCriterion[],
  offerCount: number,
  values: OfferValues,
): (number | undefined)[] {
  return criteria.map((criterion) => {
    let best: number | undefined;
    for (let index = 0; index < offerCount; index++) {
      const value = values.valueOf(criterion, index);
      if (value === undefined) continue;
      if (best === undefined || isBetter(criterion.winningThreshold, value, best)) best = value;
    }
    return best;
  });
}

/** The criteria's best values by criterion id, for those that have one. */
function bestsById(
  criteria: readonly RankingCriterion[],
  bests: readonly (number | undefined)[],
): Map<string, number> {
  const byId = new Map<string, number>();
  criteria.forEach((criterion, index) => {
    const best = bests[index];
    if (best !== undefined) byId.set(criterion.id, best);
  });
  return byId;
}

export type BestBids = Pick<RankingResult, 'itemBestBids' | 'criterionBestBids'>;

/** The best bid of each item and the best value of each criterion, without ranking anyone. */
export function bestBids(
  items: readonly RankingItem[],
  criteria: readonly RankingCriterion[],
  offers: readonly RankingOffer[],
): BestBids {
  const values = offerValues(items, offers);
  return {
    itemBestBids: bestItemBids(offers),
    criterionBestBids: bestsById(criteria, bestValues(criteria, offers.length, values)),
  };
}

/** Σ weight × criterion score, or undefined while the offer misses an item or criterion. */
function scoreOf(
  criteria: readonly RankingCriterion[],
  bests: readonly (number | undefined)[],
  values: OfferValues,
  index: number,
): number | undefined {
  if (values.totals[index] === undefined) return undefined;
  let score = 0;
  for (let c = 0; c < criteria.length; c++) {
    const value = values.valueOf(criteria[c], index);
    if (value === undefined) return undefined;
    score += criteria[c].weight * criterionScore(criteria[c].winningThreshold, value, bests[c]!);
  }
  return score;
}

/** A complete offer, where it stands among the offers, and its score. */
type ScoredOffer = { offer: RankingOffer; index: number; score: number };

/**
 * Runs on every bid in the live room: offers are read by index, and each map of the result is
 * written once, in offer order.
 */
export function rankOffers(
  items: readonly RankingItem[],
  criteria: readonly RankingCriterion[],
  offers: readonly RankingOffer[],
): RankingResult {
  const values = offerValues(items, offers);
  const bests = bestValues(criteria, offers.length, values);

  const totals = new Map<string, number>();
  const scores = new Map<string, number>();
  const ranked: ScoredOffer[] = [];
  offers.forEach((offer, index) => {
    const total = values.totals[index];
    if (total !== undefined) totals.set(offer.supplierId, total);
    const score = scoreOf(criteria, bests, values, index);
    if (score === undefined) return;
    scores.set(offer.supplierId, score);
    ranked.push({ offer, index, score });
  });
  ranked.sort((a, b) => b.score - a.score || a.offer.reachedAt - b.offer.reachedAt);

  const rankOf = new Array<number>(offers.length).fill(Constants.noPosition);
  ranked.forEach((scored, rank) => (rankOf[scored.index] = rank + 1));
  const positions = new Map<string, number>();
  offers.forEach((offer, index) => positions.set(offer.supplierId, rankOf[index]));

  return {
    itemBestBids: bestItemBids(offers),
    criterionBestBids: bestsById(criteria, bests),
    totals,
    scores,
    positions,
    leaderId: ranked[0]?.offer.supplierId,
  };
}

/** The formula as shown to suppliers, so the ranking is never a black box. */
export const RANKING_EXPLANATION =
  'Score = Σ weight × (best ÷ your value) for lowest-wins criteria, or weight × (your value ÷ best) for highest-wins ones. The highest score ranks first; on equal scores the offer made earlier ranks first. Offers without a value for every item and criterion are not ranked yet.';
