/** Rules a draft's parameters must satisfy before they are saved (beyond the shape ZTenderParameters checks). */
import { TenderCriterionUnit, UnitsOfTenderCriterion } from '../codelists/static-lists.ts';
import { Messages } from '../common/messages.ts';
import { WinningThreshold } from './constants.ts';
import type { TCriterion } from './schemas.ts';

type CriterionRule = Pick<TCriterion, 'unit' | 'winningThreshold' | 'minBid' | 'maxBid'>;

const criterionUnitIds = new Set(UnitsOfTenderCriterion.map((unit) => unit.id));
const thresholdIds = new Set<number>(Object.values(WinningThreshold));

/**
 * Every reason the criteria cannot be saved: the first criterion must be the total price
 * (currency, lowest wins), units and thresholds must be known, and minBid ≤ maxBid.
 */
export function criteriaProblems(criteria: readonly CriterionRule[]): string[] {
  const problems: string[] = [];
  const [price] = criteria;
  if (
    !price ||
    price.unit.id !== TenderCriterionUnit.CURRENCY ||
    price.winningThreshold.id !== WinningThreshold.LOWEST
  )
    problems.push(Messages.priceCriterionFirst);
  for (const criterion of criteria) {
    if (
      !criterionUnitIds.has(criterion.unit.id) ||
      !thresholdIds.has(criterion.winningThreshold.id)
    )
      problems.push(Messages.selectItem);
    const { minBid, maxBid } = criterion;
    if (minBid !== null && minBid !== undefined && maxBid !== null && maxBid !== undefined)
      if (minBid > maxBid) problems.push(Messages.minBidAboveMaxBid);
  }
  return [...new Set(problems)];
}

/** Puts the price criterion (flagged isPrice) first, keeping the order of the others. */
export function priceCriterionFirst<T extends { isPrice?: boolean }>(criteria: readonly T[]): T[] {
  const index = criteria.findIndex((criterion) => criterion.isPrice);
  if (index <= 0) return [...criteria];
  return [criteria[index], ...criteria.filter((_, position) => position !== index)];
}
