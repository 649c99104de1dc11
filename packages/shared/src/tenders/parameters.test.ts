import { describe, expect, it } from 'vitest';
import { Messages } from '../common/messages.ts';
import { isActiveTenderStatus } from './api.ts';
import { criteriaProblems, priceCriterionFirst } from './parameters.ts';

const price = {
  unit: { id: 0, name: 'Currency' },
  winningThreshold: { id: 0, name: 'Lowest wins' },
  minBid: null,
  maxBid: null,
};

describe('criteria rules', () => {
  it('accepts the price criterion first and well-formed others', () => {
    const delivery = { ...price, unit: { id: 2, name: 'Days' }, minBid: 1, maxBid: 30 };
    expect(criteriaProblems([price, delivery])).toEqual([]);
  });

  it('needs the total price in currency, lowest wins, as the first criterion', () => {
    expect(criteriaProblems([])).toEqual([Messages.priceCriterionFirst]);
    expect(criteriaProblems([{ ...price, winningThreshold: { id: 1, name: '' } }])).toEqual([
      Messages.priceCriterionFirst,
    ]);
  });

  it('refuses unknown units and thresholds, and minBid above maxBid, once each', () => {
    const odd = { ...price, unit: { id: 99, name: '?' }, minBid: 5, maxBid: 1 };
    expect(criteriaProblems([price, odd, odd])).toEqual([
      Messages.selectItem,
      Messages.minBidAboveMaxBid,
    ]);
  });

  it('moves the flagged price criterion to the front, keeping the others in order', () => {
    type Named = { name: string; isPrice?: boolean };
    const list: Named[] = [{ name: 'a' }, { name: 'b' }, { name: 'price', isPrice: true }];
    expect(priceCriterionFirst(list).map((criterion) => criterion.name)).toEqual([
      'price',
      'a',
      'b',
    ]);
    expect(priceCriterionFirst<Named>([{ name: 'a' }])).toEqual([{ name: 'a' }]);
  });
});

it('only ended and canceled tenders are inactive', () => {
  expect([0, 5, 10, 11, 20, 22, 50, 100].filter(isActiveTenderStatus)).toEqual([
    0, 5, 10, 11, 20, 100,
  ]);
});
