import { describe, expect, it } from 'vitest';
import { bidStepFor, expectedItemPrice, round2, totalExpectedPrice } from './money.ts';
import {
  rebalanceWeights,
  weightOf,
  weightsAfterAdding,
  weightsAfterRemoving,
  weightsSumToOne,
} from './weights.ts';
import {
  addressSourceForEditor,
  addressSourceForServer,
  defaultItem,
  defaultPriceCriterion,
  defaultTenderDates,
  mandatoryMustHaveCondition,
} from './defaults.ts';
import { commitMustHaveText } from './must-have.ts';
import {
  auctionEnd,
  isEditable,
  liveDuration,
  rescheduleIfDeadlinePassed,
  scheduleProblems,
  ScheduleProblems,
} from './schedule.ts';

describe('money', () => {
  it('bid step is 1 % rounded to 2 decimals, 0 for a zero value', () => {
    expect(bidStepFor(100)).toBe(1);
    expect(bidStepFor(1234.56)).toBe(12.35);
    expect(bidStepFor(0.5)).toBe(0.01);
    // A cheap item still gets a step of one cent, not 0.
    expect(bidStepFor(0.45)).toBe(0.01);
    expect(bidStepFor(0.01)).toBe(0.01);
    expect(bidStepFor(0)).toBe(0);
  });
  it('expected price is unit price × quantity', () => {
    expect(expectedItemPrice({ unitPrice: 100, quantity: 10 })).toBe(1000);
    expect(
      totalExpectedPrice([
        { unitPrice: 0.1, quantity: 3 },
        { unitPrice: 2.5, quantity: 2 },
      ]),
    ).toBe(5.3);
    expect(round2(1.005)).toBe(1.01);
  });
});

describe('weights', () => {
  it('shows fractions as percent', () => {
    expect(weightOf(0.4)).toEqual({ id: 0.4, name: '40%' });
  });
  it('rebalances the others proportionally to 2 decimals summing to 1', () => {
    const result = rebalanceWeights([0.5, 0.3, 0.2], 0, 0.7);
    expect(result[0]).toBe(0.7);
    expect(result[1]).toBe(0.18);
    expect(result[2]).toBe(0.12);
    expect(weightsSumToOne(result)).toBe(true);
  });
  it('spreads evenly when the others are zero and keeps the sum exact', () => {
    const result = rebalanceWeights([1, 0, 0, 0], 0, 0.01);
    expect(result.every((weight) => Number.isInteger(Math.round(weight * 100)))).toBe(true);
    expect(weightsSumToOne(result)).toBe(true);
  });
  it('a single criterion always weighs 100 %', () => {
    expect(rebalanceWeights([1], 0, 0.3)).toEqual([1]);
  });
  it('adding a criterion reduces the first one by the new weight; removing gives it back', () => {
    expect(weightsAfterAdding([1], 0.2)).toEqual([0.8, 0.2]);
    // The price criterion keeps 1 %: adding a criterion never weights the price 0.
    expect(weightsAfterAdding([0.1, 0.9], 0.2)).toEqual([0.01, 0.9, 0.09]);
    expect(weightsAfterAdding([0.01, 0.99], 0.1)).toEqual([0.01, 0.99, 0]);
    expect(weightsAfterRemoving([0.8, 0.2], 1)).toEqual([1]);
  });
});

describe('defaults', () => {
  it('dates are +7 and +9 days with seconds zeroed', () => {
    const { proposalEndDate, startDate } = defaultTenderDates(new Date('2026-03-01T10:20:33.456Z'));
    expect(proposalEndDate.toISOString()).toBe('2026-03-08T10:20:00.000Z');
    expect(startDate.toISOString()).toBe('2026-03-10T10:20:00.000Z');
  });
  it('item: price 100, quantity 10, piece, bid step 1', () => {
    const item = defaultItem({ id: 7, name: 'piece' });
    expect(item).toMatchObject({
      unitPrice: 100,
      quantity: 10,
      unitOfMeasurement: { id: 7, name: 'piece' },
      expPrice: 1000,
      bidStep: 1,
    });
  });
  it('criterion: total price, lowest wins, 100 %', () => {
    expect(defaultPriceCriterion({ id: 0, name: 'Currency' })).toMatchObject({
      winningThreshold: { id: 0 },
      weight: { id: 1, name: '100%' },
      isPrice: true,
    });
  });
  it("maps address sources 0 and 4 to 3, and a demo tender's 3 to 4", () => {
    expect([0, 1, 2, 3, 4].map(addressSourceForServer)).toEqual([3, 1, 2, 3, 3]);
    expect(addressSourceForEditor(3, true)).toBe(4);
    expect(addressSourceForEditor(3, false)).toBe(3);
  });
});

describe('must-have conditions', () => {
  const conditions = [
    mandatoryMustHaveCondition(),
    { id: '2', text: 'ISO 9001', hasAdditionalInfo: false },
  ];
  it('commits trimmed text and removes an emptied condition', () => {
    expect(commitMustHaveText(conditions, 1, '  ISO 14001 ')[1].text).toBe('ISO 14001');
    expect(commitMustHaveText(conditions, 1, '   ')).toHaveLength(1);
  });
  it('never changes or removes the mandatory first condition', () => {
    expect(commitMustHaveText(conditions, 0, '')).toEqual(conditions);
  });
});

describe('scheduling', () => {
  const valid = {
    name: 'Paper',
    itemCount: 1,
    weights: [0.6, 0.4],
    duration: 120,
    proposalEndDate: new Date('2026-03-08T10:00:00Z'),
    startDate: new Date('2026-03-10T10:00:00Z'),
    addressSource: 1,
    hasDeliveryCountry: true,
  };
  it('accepts a complete tender and lists every problem of an incomplete one', () => {
    expect(scheduleProblems(valid)).toEqual([]);
    expect(
      scheduleProblems({ ...valid, name: ' ', itemCount: 0, weights: [0.5], duration: 44001 }),
    ).toEqual([
      ScheduleProblems.nameRequired,
      ScheduleProblems.itemRequired,
      ScheduleProblems.weightsMustSumTo100,
      ScheduleProblems.durationOutOfRange,
    ]);
  });
  it('refuses a price criterion weighted 0 %, even when the weights add up', () => {
    expect(scheduleProblems({ ...valid, weights: [0, 1] })).toEqual([
      ScheduleProblems.priceWeightRequired,
    ]);
    expect(scheduleProblems({ ...valid, weights: [0.01, 0.99] })).toEqual([]);
  });
  it('moves a passed deadline to now + 1 h keeping the gap to the start', () => {
    const moved = rescheduleIfDeadlinePassed(valid, new Date('2026-03-09T12:34:56Z'));
    expect(moved.moved).toBe(true);
    expect(moved.proposalEndDate.toISOString()).toBe('2026-03-09T13:34:00.000Z');
    expect(moved.startDate.toISOString()).toBe('2026-03-11T13:34:00.000Z');
    expect(rescheduleIfDeadlinePassed(valid, new Date('2026-03-01T00:00:00Z')).moved).toBe(false);
  });
  it('only drafts are editable; the end adds prolongations', () => {
    expect(isEditable(0)).toBe(true);
    expect(isEditable(5)).toBe(false);
    expect(auctionEnd(new Date('2026-03-10T10:00:00Z'), 120, 5).toISOString()).toBe(
      '2026-03-10T12:05:00.000Z',
    );
  });

  it('counts the live duration from start to the prolonged end', () => {
    const start = new Date('2026-03-10T10:00:00Z');
    expect(liveDuration(start, auctionEnd(start, 120, 5), 120)).toEqual({
      minutes: 125,
      prolongedMinutes: 5,
    });
    expect(liveDuration(start, auctionEnd(start, 120), 120)).toEqual({
      minutes: 120,
      prolongedMinutes: 0,
    });
  });
});
