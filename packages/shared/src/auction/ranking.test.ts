import { describe, expect, it } from 'vitest';
import {
  TIE_RULES,
  TIE_RULE_EXPLANATIONS,
  bestBids,
  offerTotal,
  rankOffers,
  scoresEqual,
  standingKind,
  tiedWithByPosition,
  toTieRule,
  type RankingCriterion,
  type RankingOffer,
  type TieRule,
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

describe('tie rules', () => {
  const priceOnly = [{ ...price, weight: 1 }];
  /** Offers by id: equal totals tie; reachedAt is the order of the ids' letters below. */
  const totals: Record<string, { paper: number; toner: number }> = {
    a: { paper: 5, toner: 20 }, // 90
    b: { paper: 5, toner: 20 }, // 90
    c: { paper: 5, toner: 20 }, // 90
    d: { paper: 6, toner: 20 }, // 100
  };
  /** Offers reached in the order given; listed to the ranking in reverse, so order is no hint. */
  function rank(ids: string[], tieRule?: TieRule, extra: RankingOffer[] = []) {
    const offers = ids.map((id, seq) => offer(id, totals[id], {}, seq + 1)).reverse();
    return rankOffers(items, priceOnly, [...offers, ...extra], tieRule);
  }
  const positionsOf = (result: ReturnType<typeof rankOffers>) =>
    Object.fromEntries(result.positions);

  it('earlierWins (the default) ranks two equal offers by who reached them first', () => {
    for (const result of [rank(['b', 'a', 'd']), rank(['b', 'a', 'd'], 'earlierWins')]) {
      expect(positionsOf(result)).toEqual({ b: 1, a: 2, d: 3 });
      expect(result.tiedWith.size).toBe(0);
      expect(result.leaderIds).toEqual(['b']);
      expect(result.leaderId).toBe('b');
    }
  });

  it('shareBetter gives two equal offers the better rank and skips the next (1, 1, 3)', () => {
    const result = rank(['b', 'a', 'd'], 'shareBetter');
    expect(positionsOf(result)).toEqual({ b: 1, a: 1, d: 3 });
    expect(Object.fromEntries(result.tiedWith)).toEqual({ a: 1, b: 1 });
    expect(result.leaderIds).toEqual(['b', 'a']);
    expect(result.leaderId).toBe('b');
  });

  it('shareWorse gives two equal offers the worse rank (2, 2, 3): nobody holds 1', () => {
    const result = rank(['b', 'a', 'd'], 'shareWorse');
    expect(positionsOf(result)).toEqual({ b: 2, a: 2, d: 3 });
    expect(Object.fromEntries(result.tiedWith)).toEqual({ a: 1, b: 1 });
    expect(result.leaderIds).toEqual(['b', 'a']);
    expect(result.leaderId).toBe('b');
  });

  it('ties of three, below the lead, under each rule', () => {
    const cheap = offer('cheap', { paper: 4, toner: 20 }, {}, 9); // 80: leads alone
    expect(positionsOf(rank(['c', 'a', 'b'], 'earlierWins', [cheap]))).toEqual({
      cheap: 1,
      c: 2,
      a: 3,
      b: 4,
    });
    const better = rank(['c', 'a', 'b'], 'shareBetter', [cheap]);
    expect(positionsOf(better)).toEqual({ cheap: 1, c: 2, a: 2, b: 2 });
    expect(Object.fromEntries(better.tiedWith)).toEqual({ a: 2, b: 2, c: 2 });
    expect(better.leaderIds).toEqual(['cheap']);
    const worse = rank(['c', 'a', 'b'], 'shareWorse', [cheap]);
    expect(positionsOf(worse)).toEqual({ cheap: 1, c: 4, a: 4, b: 4 });
    expect(worse.leaderId).toBe('cheap');
  });

  it('ties of three for first (1, 1, 1, 4 and 3, 3, 3, 4)', () => {
    expect(positionsOf(rank(['a', 'b', 'c', 'd'], 'shareBetter'))).toEqual({
      a: 1,
      b: 1,
      c: 1,
      d: 4,
    });
    const worse = rank(['c', 'b', 'a', 'd'], 'shareWorse');
    expect(positionsOf(worse)).toEqual({ a: 3, b: 3, c: 3, d: 4 });
    expect(worse.leaderIds).toEqual(['c', 'b', 'a']);
  });

  it('sees scores equal to the user as equal despite floating sums (0.1 + 0.2 = 0.3)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(scoresEqual(0.1 + 0.2, 0.3)).toBe(true);
    expect(scoresEqual(0.3, 0.3000001)).toBe(false);
    // The same score 0.925 reached two ways, which floating point sums differently:
    // 0.1·(90/90) + 0.9·(11/12) and 0.1·(90/360) + 0.9·(12/12).
    const weighted = [
      { ...price, weight: 0.1 },
      { ...warranty, weight: 0.9 },
    ];
    const offers = [
      offer('cheap', { paper: 5, toner: 20 }, { warranty: 11 }, 1), // 90
      offer('durable', { paper: 20, toner: 80 }, { warranty: 12 }, 2), // 360
      offer('neither', { paper: 80, toner: 100 }, { warranty: 1 }, 3), // 1000
    ];
    const result = rankOffers(items, weighted, offers, 'shareBetter');
    expect(result.scores.get('cheap')).not.toBe(result.scores.get('durable'));
    expect(result.positions.get('cheap')).toBe(1);
    expect(result.positions.get('durable')).toBe(1);
    expect(result.positions.get('neither')).toBe(3);
  });

  it('keeps a real difference of one cent apart', () => {
    const result = rankOffers(
      items,
      priceOnly,
      [offer('x', { paper: 5, toner: 20 }, {}, 2), offer('y', { paper: 5, toner: 20.005 }, {}, 1)],
      'shareBetter',
    );
    expect(Object.fromEntries(result.positions)).toEqual({ x: 1, y: 2 });
  });

  it('leaves incomplete offers at 9999 and out of every tie, under every rule', () => {
    for (const tieRule of TIE_RULES) {
      const result = rank(['a', 'b'], tieRule, [
        offer('no-toner', { paper: 5 }, {}, 5),
        offer('also-no-toner', { paper: 5 }, {}, 6),
      ]);
      expect(result.positions.get('no-toner')).toBe(9999);
      expect(result.positions.get('also-no-toner')).toBe(9999);
      expect(result.tiedWith.has('no-toner')).toBe(false);
      expect(result.leaderIds).not.toContain('no-toner');
    }
  });

  it('has no leaders without complete offers', () => {
    for (const tieRule of TIE_RULES) {
      const result = rankOffers(items, priceOnly, [offer('x', { paper: 1 }, {}, 1)], tieRule);
      expect(result.leaderIds).toEqual([]);
      expect(result.leaderId).toBeUndefined();
    }
  });

  it('finds the ties from stored positions as the ranking did', () => {
    for (const tieRule of TIE_RULES) {
      const result = rank(['c', 'a', 'b', 'd'], tieRule, [offer('none', { paper: 1 }, {}, 9)]);
      const byPosition = tiedWithByPosition(result.positions.values());
      for (const [id, position] of result.positions)
        expect(position === 9999 ? 0 : byPosition.get(position)).toBe(result.tiedWith.get(id) ?? 0);
    }
  });

  it('says where an offer stands under each rule', () => {
    expect(standingKind('earlierWins', 1)).toBe('leading');
    expect(standingKind('earlierWins', 2)).toBe('behind');
    expect(standingKind('shareBetter', 1, 1)).toBe('tiedForFirst');
    expect(standingKind('shareBetter', 3, 1)).toBe('tied');
    expect(standingKind('shareWorse', 2, 1)).toBe('tiedForFirst');
    expect(standingKind('shareWorse', 3, 2)).toBe('tiedForFirst');
    expect(standingKind('shareWorse', 4, 1)).toBe('tied');
    expect(standingKind('shareWorse', 2)).toBe('behind');
    expect(standingKind('shareWorse', 9999)).toBe('unranked');
  });

  it('explains the rule in force, and reads unknown stored rules as the default', () => {
    expect(TIE_RULE_EXPLANATIONS.earlierWins).toMatch(/earlier ranks first/);
    expect(TIE_RULE_EXPLANATIONS.shareBetter).toMatch(/share the better rank/);
    expect(TIE_RULE_EXPLANATIONS.shareWorse).toMatch(/share the worse rank/);
    expect(toTieRule('shareWorse')).toBe('shareWorse');
    expect(toTieRule('bogus')).toBe('earlierWins');
  });
});
