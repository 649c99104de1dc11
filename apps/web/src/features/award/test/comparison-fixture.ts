// A comparison of two suppliers as the server sends it: Alice has the lowest total and the lowest
// paper price, Bob ranks first (better delivery) with the lowest toner price; Carol's offer misses
// the toner.
import type { TComparisonRow, TTenderComparison } from '@tendermark/shared';

const row = (overrides: Partial<TComparisonRow> & Pick<TComparisonRow, 'supplierId'>) => ({
  userName: `${overrides.supplierId}@example.test`,
  companyName: null,
  displayName: overrides.supplierId,
  isDemo: false,
  position: null,
  isBestRanked: false,
  score: null,
  total: null,
  isBestTotal: false,
  savings: null,
  savingsPercent: null,
  items: [],
  criteria: [],
  mustHaves: [],
  meetsMandatoryMustHaves: true,
  offerDescription: null,
  attachments: [],
  ...overrides,
});

export function comparisonFixture(): TTenderComparison {
  return {
    tenderId: 'tender-1',
    tenderName: 'Office paper',
    currency: 'EUR',
    tenderStatus: 22,
    endedAt: '2030-07-01T09:02:00.000Z',
    tieRule: 'earlierWins',
    startingTotal: 1200,
    items: [
      {
        itemId: 'paper',
        name: 'Paper A4',
        quantity: 10,
        unit: 'box',
        startingUnitPrice: 100,
        startingTotal: 1000,
        bestUnitPrice: 90,
        bestSupplierIds: ['alice'],
      },
      {
        itemId: 'toner',
        name: 'Toner',
        quantity: 4,
        unit: 'piece',
        startingUnitPrice: 50,
        startingTotal: 200,
        bestUnitPrice: 40,
        bestSupplierIds: ['bob'],
      },
    ],
    criteria: [
      {
        criterionId: 'price',
        name: 'Total price',
        unit: '',
        weight: 0.8,
        isPrice: true,
        lowestWins: true,
        bestValue: 1092,
        bestSupplierIds: ['alice'],
      },
      {
        criterionId: 'delivery',
        name: 'Delivery days',
        unit: 'days',
        weight: 0.2,
        isPrice: false,
        lowestWins: true,
        bestValue: 5,
        bestSupplierIds: ['bob'],
      },
    ],
    mustHaves: [{ mustHaveId: 'iso', text: 'ISO 9001', isMandatory: true }],
    rows: [
      row({
        supplierId: 'bob',
        position: 1,
        isBestRanked: true,
        score: 0.987,
        total: 1110,
        savings: 90,
        savingsPercent: 7.5,
        items: [
          { itemId: 'paper', unitPrice: 95, lineTotal: 950, isBest: false },
          { itemId: 'toner', unitPrice: 40, lineTotal: 160, isBest: true },
        ],
        criteria: [
          { criterionId: 'price', value: 1110, weightedScore: 0.787, isBest: false },
          { criterionId: 'delivery', value: 5, weightedScore: 0.2, isBest: true },
        ],
        mustHaves: [{ mustHaveId: 'iso', answer: true }],
      }),
      row({
        supplierId: 'alice',
        position: 2,
        score: 0.9,
        total: 1092,
        isBestTotal: true,
        savings: 108,
        savingsPercent: 9,
        items: [
          { itemId: 'paper', unitPrice: 90, lineTotal: 900, isBest: true },
          { itemId: 'toner', unitPrice: 48, lineTotal: 192, isBest: false },
        ],
        criteria: [
          { criterionId: 'price', value: 1092, weightedScore: 0.8, isBest: true },
          { criterionId: 'delivery', value: 10, weightedScore: 0.1, isBest: false },
        ],
        mustHaves: [{ mustHaveId: 'iso', answer: false }],
        meetsMandatoryMustHaves: false,
      }),
      row({
        supplierId: 'carol',
        items: [
          { itemId: 'paper', unitPrice: 92, lineTotal: 920, isBest: false },
          { itemId: 'toner', unitPrice: null, lineTotal: null, isBest: false },
        ],
      }),
    ],
    excluded: [{ supplierId: 'dave', displayName: 'dave', status: 7, reason: 'blocked' }],
    award: {
      state: 'pending',
      isFinal: false,
      decidedAt: null,
      finalAt: null,
      reason: null,
      sharesRanks: false,
      lines: [],
      total: null,
    },
  };
}
