// The next value a supplier may bid, read off the shared bid rules (DESIGN §5) rather than
// recomputed here: a bid equal to the own last one is refused with the limit that would pass.
import {
  WinningThreshold,
  bidProblemMessage,
  criterionBidProblem,
  itemBidProblem,
  round2,
  type BidProblem,
} from '@tendermark/shared';

/** The smallest amount an input can express; a zero step still needs a strictly better value. */
const CENT = 0.01;

export type CriterionRule = {
  minBid: number | null;
  maxBid: number | null;
  winningThreshold: number;
};

const isWithin = (value: number, rule: CriterionRule) =>
  (rule.minBid === null || value >= rule.minBid) && (rule.maxBid === null || value <= rule.maxBid);

function limitOf(problem: BidProblem | undefined, last: number): number | undefined {
  if (problem?.kind !== 'stepNotMet') return undefined;
  if (problem.step > 0) return problem.limit;
  return round2(problem.direction === 'down' ? last - CENT : last + CENT);
}

/** Own last unit price − bid step; undefined before a first bid (any positive price is fine). */
export function nextItemBid(last: number | undefined, bidStep: number): number | undefined {
  if (last === undefined) return undefined;
  const next = limitOf(itemBidProblem({ bid: last, previous: last, bidStep, phase: 'live' }), last);
  return next !== undefined && next > 0 ? next : undefined;
}

/** Own last value improved by one criterion step, when that is still within the range. */
export function nextCriterionBid(
  last: number | undefined,
  rule: CriterionRule,
): number | undefined {
  if (last === undefined) return undefined;
  const problem = criterionBidProblem({ ...rule, bid: last, previous: last, phase: 'live' });
  const next = limitOf(problem, last);
  return next !== undefined && next >= 0 && isWithin(next, rule) ? next : undefined;
}

/** The shared rule's objection to an item bid, as the text the server would send. */
export function itemBidObjection(bid: number, last: number | undefined, bidStep: number) {
  const problem = itemBidProblem({ bid, previous: last, bidStep, phase: 'live' });
  return problem ? bidProblemMessage(problem) : undefined;
}

export function criterionBidObjection(bid: number, last: number | undefined, rule: CriterionRule) {
  const problem = criterionBidProblem({ ...rule, bid, previous: last, phase: 'live' });
  return problem ? bidProblemMessage(problem) : undefined;
}

export const isHighestWins = (rule: CriterionRule) =>
  rule.winningThreshold === WinningThreshold.HIGHEST;
