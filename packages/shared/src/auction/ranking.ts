/**
 * Ranking of offers in the live room (DESIGN §5). A supplier with a value for every item and
 * criterion is ranked by score = Σ weight_c · s_c, where s_c = best_c / value_c when the lowest
 * value wins and value_c / best_c when the highest wins (1 when both are 0). Higher scores rank
 * first; equal scores rank by the tender's tie rule (issue 29): the earlier offer first (lower
 * sequence number, the default), or the equal offers share the better or the worse rank.
 * Incomplete offers get position 9999.
 */
import { Constants } from '../common/enums.ts';
import { round2 } from '../tenders/money.ts';
import { WinningThreshold } from '../tenders/constants.ts';

/**
 * How equal scores rank (Market Dojo's three rules), chosen by the buyer while drafting:
 * - `earlierWins`: the offer reached earlier ranks first (1, 2, 3); there are no shared ranks.
 * - `shareBetter`: equal offers share the better rank, the next offer skips (1, 1, 3).
 * - `shareWorse`: equal offers share the worse rank (2, 2, 3): nobody leads while tied.
 */
export const TIE_RULES = ['earlierWins', 'shareBetter', 'shareWorse'] as const;
export type TieRule = (typeof TIE_RULES)[number];
export const DEFAULT_TIE_RULE: TieRule = 'earlierWins';

/** A stored rule as a TieRule; anything unknown is the default. */
export const toTieRule = (value: string): TieRule =>
  (TIE_RULES as readonly string[]).includes(value) ? (value as TieRule) : DEFAULT_TIE_RULE;

/**
 * Scores within this fraction of each other are equal. Weighted sums of ratios carry floating
 * noise (0.1 + 0.2 ≠ 0.3, about 1e-16), and offers the user sees as equal (the same totals and
 * values, or trade-offs that come out the same) must tie; a cent on a total of ten billion is
 * still 1e-12 apart at weight 1, so real differences stay apart.
 */
export const SCORE_TOLERANCE = 1e-12;

/** Whether two scores are equal for the ranking (relative tolerance). */
export const scoresEqual = (a: number, b: number): boolean =>
  Math.abs(a - b) <= SCORE_TOLERANCE * Math.max(Math.abs(a), Math.abs(b));

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
  /**
   * How many other offers share each offer's position, for those that share one (only under
   * `shareBetter` and `shareWorse`; read missing ids as 0).
   */
  tiedWith: Map<string, number>;
  /**
   * The offers holding the best rank, earliest first: one under `earlierWins`, every offer tied
   * for the best score under the sharing rules (at position 1, or at position n under `shareWorse`
   * when n tie). Empty without a complete offer.
   */
  leaderIds: string[];
  /**
   * The earliest of `leaderIds`: the offer recorded as the winner when the auction ends (under a
   * sharing rule, the others tied with it are told they tied for first).
   */
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

/**
 * One criterion's score before its weight: best ÷ value when the lowest value wins, value ÷ best
 * when the highest does, 1 when both are equal (the comparison matrix shows it weighted).
 */
export function criterionScore(threshold: number, value: number, best: number): number {
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

/** Best score first, then the earlier offer (then offer order, for equal sequence numbers). */
const byScoreThenEarlier = (a: ScoredOffer, b: ScoredOffer) =>
  b.score - a.score || a.offer.reachedAt - b.offer.reachedAt || a.index - b.index;
const byEarlier = (a: ScoredOffer, b: ScoredOffer) =>
  a.offer.reachedAt - b.offer.reachedAt || a.index - b.index;

/**
 * Sorts the ranked offers best first, equal scores (within SCORE_TOLERANCE of their group's best)
 * earliest first, and calls `place` with each group's bounds [start, end). Comparing with the
 * group's first score, not the neighbour's, keeps a drift of tiny differences from chaining into
 * one group. No array per group: this runs on every bid, and groups of one are the rule.
 */
function forEachTieGroup(ranked: ScoredOffer[], place: (start: number, end: number) => void): void {
  ranked.sort(byScoreThenEarlier);
  let start = 0;
  while (start < ranked.length) {
    let end = start + 1;
    while (end < ranked.length && scoresEqual(ranked[start].score, ranked[end].score)) end++;
    if (end - start > 1) {
      const tied = ranked.slice(start, end).sort(byEarlier);
      for (let index = start; index < end; index++) ranked[index] = tied[index - start];
    }
    place(start, end);
    start = end;
  }
}

/**
 * Runs on every bid in the live room: offers are read by index, and each map of the result is
 * written once, in offer order. `tieRule` decides how equal scores rank (see TIE_RULES).
 */
export function rankOffers(
  items: readonly RankingItem[],
  criteria: readonly RankingCriterion[],
  offers: readonly RankingOffer[],
  tieRule: TieRule = DEFAULT_TIE_RULE,
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
  const rankOf = new Array<number>(offers.length).fill(Constants.noPosition);
  const tiedWith = new Map<string, number>();
  let bestGroupEnd = 0;
  forEachTieGroup(ranked, (start, end) => {
    if (start === 0) bestGroupEnd = end;
    const shares = tieRule !== 'earlierWins' && end - start > 1;
    const shared = tieRule === 'shareBetter' ? start + 1 : end;
    for (let index = start; index < end; index++) {
      const { offer, index: offerIndex } = ranked[index];
      rankOf[offerIndex] = shares ? shared : index + 1;
      if (shares) tiedWith.set(offer.supplierId, end - start - 1);
    }
  });
  const positions = new Map<string, number>();
  offers.forEach((offer, index) => positions.set(offer.supplierId, rankOf[index]));

  const leaderCount = tieRule === 'earlierWins' ? Math.min(bestGroupEnd, 1) : bestGroupEnd;
  const leaderIds = ranked.slice(0, leaderCount).map((scored) => scored.offer.supplierId);
  return {
    itemBestBids: bestItemBids(offers),
    criterionBestBids: bestsById(criteria, bests),
    totals,
    scores,
    positions,
    tiedWith,
    leaderIds,
    leaderId: leaderIds[0],
  };
}

/**
 * How many other offers hold each position, from positions alone (stored ones, say): under the
 * sharing rules equal offers hold one position and distinct groups distinct ones, so this gives
 * what the ranking's `tiedWith` gave. Unranked (9999) offers share nothing.
 */
export function tiedWithByPosition(positions: Iterable<number>): Map<number, number> {
  const holders = new Map<number, number>();
  for (const position of positions)
    if (position !== Constants.noPosition) holders.set(position, (holders.get(position) ?? 0) + 1);
  for (const [position, count] of holders) holders.set(position, count - 1);
  return holders;
}

/** Where an offer stands, as its supplier is told (badge, result, end notice). */
export type StandingKind = 'leading' | 'tiedForFirst' | 'tied' | 'behind' | 'unranked';

/**
 * The kind of an offer's standing from its position and how many others share it. Under
 * `shareWorse` a group of n tied offers holds the n-th of the ranks it covers, so it is tied for
 * first when position − tiedWith is 1.
 */
export function standingKind(tieRule: TieRule, position: number, tiedWith = 0): StandingKind {
  if (position === Constants.noPosition) return 'unranked';
  const groupStart = tieRule === 'shareWorse' ? position - tiedWith : position;
  if (groupStart === 1) return tiedWith > 0 ? 'tiedForFirst' : 'leading';
  return tiedWith > 0 ? 'tied' : 'behind';
}

/** The score formula in words, for suppliers. */
export const SCORE_EXPLANATION =
  'Score = Σ weight × (best ÷ your value) for lowest-wins criteria, or weight × (your value ÷ best) for highest-wins ones. The highest score ranks first. Offers without a value for every item and criterion are not ranked yet.';

/**
 * Each tie rule in one line, for the buyer choosing it and the suppliers bidding under it (the
 * room shows SCORE_EXPLANATION and the rule in force, so the ranking is never a black box).
 */
export const TIE_RULE_EXPLANATIONS: Record<TieRule, string> = {
  earlierWins: 'On equal scores, the offer made earlier ranks first.',
  shareBetter:
    'Equal scores share the better rank: two offers tied for first are both 1st, the next is 3rd.',
  shareWorse:
    'Equal scores share the worse rank: two offers tied for first are both 2nd, so nobody leads until one improves.',
};
