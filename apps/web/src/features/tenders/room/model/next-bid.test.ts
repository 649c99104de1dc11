// The pre-filled next bid follows the shared rule: own last − bid step (items), one criterion step
// in the winning direction (criteria), nothing before a first bid.
import { describe, expect, it } from 'vitest';
import { WinningThreshold } from '@tendermark/shared';
import {
  criterionBidObjection,
  itemBidObjection,
  nextCriterionBid,
  nextItemBid,
} from './next-bid.ts';

const lowest = { minBid: null, maxBid: null, winningThreshold: WinningThreshold.LOWEST };

describe('next allowed bid', () => {
  it('is the own last unit price minus the bid step', () => {
    expect(nextItemBid(98, 1)).toBe(97);
    expect(nextItemBid(95.3, 0.95)).toBe(94.35);
    expect(nextItemBid(undefined, 1)).toBeUndefined();
  });

  it('with a zero step is one cent below, and never zero or less', () => {
    expect(nextItemBid(5, 0)).toBe(4.99);
    expect(nextItemBid(1, 1)).toBeUndefined();
  });

  it('for a criterion moves one step (1 % of the last value) in the winning direction, within range', () => {
    expect(nextCriterionBid(20, lowest)).toBe(19.8);
    expect(nextCriterionBid(24, { ...lowest, winningThreshold: WinningThreshold.HIGHEST })).toBe(
      24.24,
    );
    expect(
      nextCriterionBid(30, { ...lowest, winningThreshold: WinningThreshold.HIGHEST, maxBid: 30 }),
    ).toBeUndefined();
  });

  it('objects with the text the server would send', () => {
    expect(itemBidObjection(97.5, 97, 1)).toBe(
      'Your bid needs to be at most 96.00 (one bid step of 1.00 below your last bid)',
    );
    expect(itemBidObjection(96, 97, 1)).toBeUndefined();
    expect(criterionBidObjection(31, undefined, { ...lowest, minBid: 1, maxBid: 30 })).toBe(
      'Your bid needs to be between 1.00 and 30.00',
    );
  });
});
