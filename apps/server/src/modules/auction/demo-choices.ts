/**
 * What demo bidders choose (rehearsal tenders): prices and values that look like a supplier's,
 * and figures drawn once per bidder and kept while the tender runs (a reservation price, the moment
 * in a round at which it answers). `random` is injectable so tests are deterministic.
 */
import { round2 } from '@tendermark/shared';
import type { StructureCriterion, StructureItem } from './tender-structure.ts';

export type Random = () => number;

export const pick = <T>(items: readonly T[], random: Random): T | undefined =>
  items[Math.floor(random() * items.length)];

/** A criterion value within its range (1 to 10 × the minimum when it has no range). */
export function criterionValue(criterion: StructureCriterion, random: Random): number {
  const min = criterion.minBid ?? 1;
  const max = Math.max(min, criterion.maxBid ?? min * 10);
  return Math.round(min + random() * (max - min));
}

/** A first price for an item: `share` of its expected unit price, never 0. */
export const itemPrice = (item: StructureItem, share: number): number =>
  round2(item.unitPrice * share) || item.bidStep || 1;

/** Figures a demo tender's bidders drew, by key (bidder and lot), forgotten when it stops. */
export type DemoMemory = Map<string, number>;

/** The figure under `key`, drawn the first time it is asked for. */
export function remembered(memory: DemoMemory, key: string, draw: () => number): number {
  let value = memory.get(key);
  if (value === undefined) memory.set(key, (value = draw()));
  return value;
}

/** A price between `low` and `high`, away from both ends: a bidder's reservation on a lot. */
export const reservationBetween = (low: number, high: number, random: Random) =>
  round2(low + (0.15 + 0.7 * random()) * (high - low));
