/** Criterion weights: fractions 0–1, shown as percent, always summing to exactly 1 (spec §4, §5). */
import { round2 } from './money.ts';

export type Weight = { id: number; name: string };

/** The wire form of a weight: id is the fraction, name the percent text ("40%"). */
export function weightOf(fraction: number): Weight {
  const id = round2(fraction);
  return { id, name: `${round2(id * 100)}%` };
}

/**
 * Sets one weight and spreads the rest over the other criteria in proportion to their current
 * weights (evenly when they are all 0), rounded to 2 decimals; the last other criterion takes the
 * rounding remainder so the sum is exactly 1.
 */
export function rebalanceWeights(
  weights: readonly number[],
  changedIndex: number,
  newWeight: number,
): number[] {
  const fixed = round2(Math.min(1, Math.max(0, newWeight)));
  if (weights.length === 1) return [1];
  const others = weights
    .map((weight, index) => ({ weight, index }))
    .filter(({ index }) => index !== changedIndex);
  const othersTotal = others.reduce((sum, { weight }) => sum + weight, 0);
  const remainder = round2(1 - fixed);
  const result = [...weights];
  result[changedIndex] = fixed;
  let assigned = 0;
  others.forEach(({ weight, index }, position) => {
    const isLast = position === others.length - 1;
    const share = othersTotal > 0 ? (remainder * weight) / othersTotal : remainder / others.length;
    const value = isLast ? round2(remainder - assigned) : round2(share);
    result[index] = Math.max(0, value);
    assigned = round2(assigned + result[index]);
  });
  return result;
}

/** The least weight the first (price) criterion keeps: with 0 the price would not count. */
export const MIN_PRICE_WEIGHT = 0.01;

/**
 * Adding a criterion takes its weight from the first criterion (spec §4), which keeps at least
 * MIN_PRICE_WEIGHT: the price never drops out of the ranking by adding a criterion.
 */
export function weightsAfterAdding(weights: readonly number[], newWeight: number): number[] {
  if (weights.length === 0) return [1];
  const taken = round2(Math.max(0, Math.min(newWeight, weights[0] - MIN_PRICE_WEIGHT)));
  return [round2(weights[0] - taken), ...weights.slice(1), taken];
}

/** Removing a criterion gives its weight back to the first one. */
export function weightsAfterRemoving(weights: readonly number[], removedIndex: number): number[] {
  const removed = weights[removedIndex] ?? 0;
  const rest = weights.filter((_, index) => index !== removedIndex);
  if (rest.length === 0) return [];
  return [round2(rest[0] + removed), ...rest.slice(1)];
}

export function weightsSumToOne(weights: readonly number[]): boolean {
  return Math.abs(weights.reduce((sum, weight) => sum + weight, 0) - 1) < 0.0001;
}
