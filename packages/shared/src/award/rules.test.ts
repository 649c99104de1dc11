import { describe, expect, it } from 'vitest';
import type { TComparisonRow, TTenderComparison } from './comparison.ts';
import { AwardMessages } from './messages.ts';
import { awardLinesProblem, isBestChoice, linesNeedingReason, needsAwardReason } from './rules.ts';

const cell = (itemId: string, unitPrice: number | null, isBest = false) => ({
  itemId,
  unitPrice,
  lineTotal: unitPrice,
  isBest,
});

function row(supplierId: string, overrides: Partial<TComparisonRow> = {}): TComparisonRow {
  return {
    supplierId,
    userName: supplierId,
    companyName: null,
    displayName: supplierId,
    isDemo: false,
    position: 2,
    isBestRanked: false,
    score: 0.9,
    total: 100,
    isBestTotal: false,
    savings: 0,
    savingsPercent: 0,
    items: [],
    criteria: [],
    mustHaves: [],
    meetsMandatoryMustHaves: true,
    offerDescription: null,
    attachments: [],
    ...overrides,
  };
}

/** Best: position 1 with the lowest bid on item b; cheap: the lowest on item a; partial: bid on a only. */
const comparison: Pick<TTenderComparison, 'rows' | 'items'> = {
  items: ['a', 'b'].map((itemId) => ({
    itemId,
    name: itemId,
    quantity: 1,
    unit: 'pc',
    startingUnitPrice: 10,
    startingTotal: 10,
    bestUnitPrice: null,
    bestSupplierIds: [],
  })),
  rows: [
    row('best', { position: 1, isBestRanked: true, items: [cell('a', 9), cell('b', 4, true)] }),
    row('cheap', { items: [cell('a', 8, true), cell('b', 5)] }),
    row('partial', { position: null, total: null, items: [cell('a', 9.5), cell('b', null)] }),
  ],
};

describe('the award lines', () => {
  it('accepts the whole tender to a complete offer, or items once each to suppliers with a bid', () => {
    expect(awardLinesProblem(comparison, [{ itemId: null, supplierId: 'cheap' }])).toBeNull();
    expect(
      awardLinesProblem(comparison, [
        { itemId: 'a', supplierId: 'partial' },
        { itemId: 'b', supplierId: 'best' },
      ]),
    ).toBeNull();
  });

  it.each([
    [
      [
        { itemId: null, supplierId: 'best' },
        { itemId: 'a', supplierId: 'best' },
      ],
      'mixedLines',
    ],
    [[{ itemId: 'z', supplierId: 'best' }], 'unknownItem'],
    [
      [
        { itemId: 'a', supplierId: 'best' },
        { itemId: 'a', supplierId: 'cheap' },
      ],
      'duplicateItem',
    ],
    [[{ itemId: 'a', supplierId: 'nobody' }], 'notParticipating'],
    [[{ itemId: null, supplierId: 'partial' }], 'incompleteOffer'],
    [[{ itemId: 'b', supplierId: 'partial' }], 'noBidOnItem'],
  ] as const)('refuses %j (%s)', (lines, message) => {
    expect(awardLinesProblem(comparison, lines)).toBe(AwardMessages[message]);
  });
});

describe('when the award needs a reason', () => {
  it('needs none for the best-ranked offer, whole or per item, nor for an item to its lowest bid', () => {
    expect(needsAwardReason(comparison, [{ itemId: null, supplierId: 'best' }])).toBe(false);
    expect(needsAwardReason(comparison, [{ itemId: 'a', supplierId: 'best' }])).toBe(false);
    expect(needsAwardReason(comparison, [{ itemId: 'a', supplierId: 'cheap' }])).toBe(false);
  });

  it('needs one for the whole tender to another offer, or an item to neither', () => {
    expect(linesNeedingReason(comparison, [{ itemId: null, supplierId: 'cheap' }])).toEqual([
      { itemId: null, supplierId: 'cheap' },
    ]);
    expect(
      linesNeedingReason(comparison, [
        { itemId: 'a', supplierId: 'cheap' },
        { itemId: 'b', supplierId: 'cheap' },
      ]),
    ).toEqual([{ itemId: 'b', supplierId: 'cheap' }]);
  });

  it('needs one when the supplier did not confirm every mandatory condition, best-ranked or not', () => {
    const unconfirmed = row('best', {
      isBestRanked: true,
      meetsMandatoryMustHaves: false,
      items: [cell('a', 1, true)],
    });
    expect(isBestChoice(unconfirmed, null)).toBe(false);
    expect(isBestChoice(unconfirmed, 'a')).toBe(false);
  });
});
