import { describe, expect, it } from 'vitest';
import {
  bestBids,
  offerTotal,
  rankOffers,
  type RankingCriterion,
  type RankingOffer,
} from './ranking.ts';

const items = [
  { id: 'paper', quantity: 10 },
  { id: 'toner', quantity: 2 },
];
const price: RankingCriterion = { id: 'price', isPrice: true, winningThreshold: 0, weight: 0.6 };
const warranty: RankingCriterion = {
  id: 'warranty',
  isPrice: false,
  winningThreshold: 1,
  weight: 0.4,
};

function offer(
  supplierId: string,
  itemBids: Record<string, number>,
  criterionBids: Record<string, number>,
  reachedAt: number,
): RankingOffer {
  return {
    supplierId,
    itemBids: new Map(Object.entries(itemBids)),
    criterionBids: new Map(Object.entries(criterionBids)),
    reachedAt,
  };
}

describe('ranking', () => {
  it('derives the price criterion from item bids × quantities', () => {
    expect(
      offerTotal(
        items,
        new Map([
          ['paper', 5],
          ['toner', 20],
        ]),
      ),
    ).toBe(90);
    expect(offerTotal(items, new Map([['paper', 5]]))).toBeUndefined();
  });

  it('combines a lowest-wins price and a highest-wins criterion by weight', () => {
    const result = rankOffers(
      items,
      [price, warranty],
      [
        offer('a', { paper: 5, toner: 20 }, { warranty: 12 }, 1), // total 90
        offer('b', { paper: 4, toner: 20 }, { warranty: 24 }, 2), // total 80
      ],
    );
    expect(result.criterionBestBids.get('price')).toBe(80);
    expect(result.criterionBestBids.get('warranty')).toBe(24);
    expect(result.itemBestBids.get('paper')).toBe(4);
    // a: 0.6·80/90 + 0.4·12/24 = 0.733; b: 0.6 + 0.4 = 1
    expect(result.scores.get('a')).toBeCloseTo(0.7333, 3);
    expect(result.scores.get('b')).toBe(1);
    expect(result.positions.get('b')).toBe(1);
    expect(result.positions.get('a')).toBe(2);
    expect(result.leaderId).toBe('b');
  });

  it('weights can make a dearer offer win', () => {
    const result = rankOffers(
      items,
      [
        { ...price, weight: 0.2 },
        { ...warranty, weight: 0.8 },
      ],
      [
        offer('cheap', { paper: 4, toner: 20 }, { warranty: 6 }, 1),
        offer('durable', { paper: 5, toner: 20 }, { warranty: 36 }, 2),
      ],
    );
    expect(result.positions.get('durable')).toBe(1);
  });

  it('breaks ties in favour of the earlier offer', () => {
    const result = rankOffers(
      items,
      [{ ...price, weight: 1 }],
      [
        offer('late', { paper: 5, toner: 20 }, {}, 7),
        offer('early', { paper: 5, toner: 20 }, {}, 3),
      ],
    );
    expect(result.positions.get('early')).toBe(1);
    expect(result.positions.get('late')).toBe(2);
  });

  it('leaves incomplete offers unranked at 9999 but counts their bids for best bids', () => {
    const result = rankOffers(
      items,
      [price, warranty],
      [
        offer('complete', { paper: 5, toner: 20 }, { warranty: 12 }, 1),
        offer('no-toner', { paper: 3 }, { warranty: 48 }, 2),
        offer('no-warranty', { paper: 5, toner: 10 }, {}, 3),
      ],
    );
    expect(result.positions.get('no-toner')).toBe(9999);
    expect(result.positions.get('no-warranty')).toBe(9999);
    expect(result.positions.get('complete')).toBe(1);
    expect(result.itemBestBids.get('paper')).toBe(3);
    expect(result.criterionBestBids.get('warranty')).toBe(48);
  });

  it('treats equal zero values as a full score', () => {
    const zero: RankingCriterion = { id: 'delay', isPrice: false, winningThreshold: 0, weight: 1 };
    const result = rankOffers(
      [],
      [zero],
      [offer('x', {}, { delay: 0 }, 1), offer('y', {}, { delay: 2 }, 2)],
    );
    expect(result.scores.get('x')).toBe(1);
    expect(result.positions.get('x')).toBe(1);
  });

  it('gives each offer with a bid on every item its total, whatever its criteria', () => {
    const result = rankOffers(
      items,
      [price, warranty],
      [
        offer('complete', { paper: 5, toner: 20 }, { warranty: 12 }, 1),
        offer('no-warranty', { paper: 4.5, toner: 10 }, {}, 2),
        offer('no-toner', { paper: 3 }, { warranty: 48 }, 3),
      ],
    );
    expect([...result.totals]).toEqual([
      ['complete', 90],
      ['no-warranty', 65],
    ]);
    expect(result.criterionBestBids.get('price')).toBe(65);
  });

  it('finds the best bids as the ranking does, without ranking', () => {
    const offers = [
      offer('a', { paper: 5, toner: 20 }, { warranty: 12 }, 1),
      offer('b', { paper: 3 }, { warranty: 48 }, 2),
      offer('c', { paper: 4, toner: 25 }, {}, 3),
    ];
    const ranking = rankOffers(items, [price, warranty], offers);
    const best = bestBids(items, [price, warranty], offers);
    expect(best).toEqual({
      itemBestBids: ranking.itemBestBids,
      criterionBestBids: ranking.criterionBestBids,
    });
    expect(best.itemBestBids).toEqual(
      new Map([
        ['paper', 3],
        ['toner', 20],
      ]),
    );
    expect(best.criterionBestBids).toEqual(
      new Map([
        ['price', 90],
        ['warranty', 48],
      ]),
    );
    expect(bestBids(items, [price], []).criterionBestBids.size).toBe(0);
  });

  it('has no leader without complete offers', () => {
    expect(rankOffers(items, [price], []).leaderId).toBeUndefined();
  });
});
