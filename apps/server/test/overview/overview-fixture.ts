/** Test data for the overview PDF: an overview as the service would return it. */
import { TenderStatus, type TAuctionOverview, type TOverviewBid } from '@tendermark/shared';

/** An overview as the service returns it, with `bidCount` live bids of two suppliers. */
export function overviewFixture(bidCount: number): TAuctionOverview {
  const supplier = (index: number) => ({ label: `Supplier ${index}`, isMe: false });
  const bids: TOverviewBid[] = Array.from({ length: bidCount }, (_, index) => ({
    seq: index + 1,
    at: new Date(Date.UTC(2030, 4, 1, 8, 0, index)).toISOString(),
    supplier: supplier((index % 2) + 1),
    targetKind: 'item',
    targetName: 'Steel beams',
    value: 1000 - index,
    phase: 'live',
    withdrawn: false,
  }));
  return {
    tenderId: '6f1c1d2e-0000-4000-8000-000000000001',
    name: 'Стальные балки / Ocelové nosníky',
    tenderStatus: TenderStatus.ENDED,
    currency: 'CZK',
    isVatIncluded: true,
    isPublic: false,
    isDemo: false,
    viewerRole: 'owner',
    buyer: { userName: 'buyer@example.test', companyName: 'Stavby s.r.o.' },
    canceledReason: null,
    dates: {
      createdDate: '2030-04-01T08:00:00.000Z',
      proposalEndDate: '2030-04-28T08:00:00.000Z',
      startDate: '2030-05-01T08:00:00.000Z',
      durationMinutes: 60,
      prolongedMinutes: 10,
      endDate: '2030-05-01T09:10:00.000Z',
      endedAt: '2030-05-01T09:10:00.000Z',
    },
    items: [
      {
        id: 'i1',
        name: 'Steel beams',
        description: 'HEB 200, 6 m',
        quantity: 40,
        unitName: 'piece',
        unitPrice: 1000,
        expPrice: 40_000,
        bidStep: 10,
        bestBid: 650,
      },
    ],
    criteria: [
      {
        id: 'c1',
        name: 'Total price',
        unitName: 'CZK',
        winningThreshold: 0,
        winningThresholdName: 'Lowest wins',
        weight: 1,
        minBid: null,
        maxBid: null,
        isPrice: true,
        bestBid: 26_000,
      },
    ],
    mustHaveConditions: [{ id: 'm1', text: 'I share my contact e-mail, name and surname' }],
    participants: [
      { ...supplier(1), status: 3, statusName: 'Invitation accepted' },
      { ...supplier(2), status: 3, statusName: 'Invitation accepted' },
    ],
    ranking: [
      { ...supplier(1), position: 1, total: 26_000, score: 1, isWinner: true },
      { ...supplier(2), position: 2, total: 26_040, score: 0.9985, isWinner: false },
    ],
    bidHistory: { bids, totalCount: bidCount, truncated: false },
    othersValuesVisible: true,
    expectedTotal: 40_000,
    winner: supplier(1),
    winningTotal: 26_000,
    savings: { amount: 14_000, percent: 35 },
    generatedAt: '2030-05-01T09:30:00.000Z',
  };
}
