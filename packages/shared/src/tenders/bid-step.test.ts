import { describe, expect, it } from 'vitest';
import { bidStepFor, MIN_BID_STEP } from './money.ts';
import { ScheduleProblems } from './schedule.ts';
import { ZDraftItem, ZItem } from './schemas.ts';

const item = (unitPrice: number, bidStep: number) => ({
  name: 'Paper clips',
  unitPrice,
  unitOfMeasurement: { id: 1, name: 'piece' },
  quantity: 1000,
  bidStep,
});

describe('the bid step of an item', () => {
  it('defaults to at least one cent, even for a cheap item', () => {
    expect(bidStepFor(0.45)).toBe(MIN_BID_STEP);
    expect(ZItem.safeParse(item(0.45, bidStepFor(0.45))).success).toBe(true);
  });

  it('must be at least one cent in a complete tender when the item has a price', () => {
    const parsed = ZItem.safeParse(item(0.45, 0));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['bidStep'], message: ScheduleProblems.bidStepTooSmall }),
    ]);
    expect(ScheduleProblems.bidStepTooSmall).toBe('The bid step needs to be at least 0.01');
    expect(ZItem.safeParse(item(100, 0.001)).success).toBe(false);
  });

  it('may be 0 for an item without a price (spec §5), and in a draft', () => {
    expect(ZItem.safeParse(item(0, 0)).success).toBe(true);
    expect(ZDraftItem.safeParse(item(0.45, 0)).success).toBe(true);
  });
});
