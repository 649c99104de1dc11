/**
 * Test data for applyBidBatch, the pure step of a bid flush: a live tender with one item and its
 * price criterion, a room of four offers ranked as stored, bids by name, and the batch applied.
 */
import { TenderStatus, type TieRule } from '@tendermark/shared';
import type { BatchLot } from '../../src/modules/auction/batch-state.ts';
import { applyBidBatch, type BidRequest } from '../../src/modules/auction/bid-batch.ts';
import {
  rankEntries,
  standingOf,
  type LockedTender,
  type RoomEntry,
} from '../../src/modules/auction/room-state.ts';
import type {
  StructureCriterion,
  StructureItem,
  TenderStructure,
} from '../../src/modules/auction/tender-structure.ts';

export const NOW = new Date('2030-03-01T10:00:00Z');
export const MINUTE = 60_000;

export const item: StructureItem = { id: 'item', quantity: 10, bidStep: 1, unitPrice: 120 };
export const price: StructureCriterion = {
  id: 'price',
  isPrice: true,
  winningThreshold: 0,
  weight: 100,
  minBid: null,
  maxBid: null,
};
export const structure: TenderStructure = {
  tenderId: 'tender',
  version: 1,
  items: [item],
  criteria: [price],
  itemsById: new Map([[item.id, item]]),
  criteriaById: new Map([[price.id, price]]),
  priceCriterionId: price.id,
  expectedTotal: 1200,
  tieRule: 'earlierWins',
};

export function liveTender(overrides: Partial<LockedTender> = {}): LockedTender {
  return {
    id: 'tender',
    status: TenderStatus.SUBMITTED,
    version: 1,
    proposalEndDate: new Date(NOW.getTime() - 60 * MINUTE),
    endDate: new Date(NOW.getTime() + 60 * MINUTE),
    prolongedMinutes: 0,
    autoExtendMinutes: 3,
    bidVisibility: 'rankAndBest',
    bidSeq: 4,
    bidHash: 'head',
    entriesVersion: 7,
    auctionFormat: 'english',
    ...overrides,
  };
}

/** Alice 100, Bob 105, Carol 110 and Dave 120 a unit (or `offers`), standings stored as ranked. */
export function room(
  offers: Record<string, number> = { alice: 100, bob: 105, carol: 110, dave: 120 },
  rules = structure,
): RoomEntry[] {
  const entries = Object.entries(offers).map(([name, bid], index): RoomEntry => ({
    id: `entry-${name}`,
    userId: `user-${name}`,
    userName: name,
    isDemo: false,
    itemBids: { [item.id]: bid },
    criterionBids: {},
    reachedSeq: index + 1,
    position: 0,
    score: null,
    total: null,
  }));
  const ranking = rankEntries(rules, entries);
  return entries.map((entry) => ({ ...entry, ...standingOf(entry, ranking) }));
}

export const bid = (name: string, value: number, targetId = item.id): BidRequest => ({
  userId: `user-${name}`,
  tenderId: 'tender',
  targetKind: targetId === price.id ? 'criterion' : 'item',
  targetId,
  value,
});

/**
 * Applies the bids at NOW to the tender (a live one by default) under the tie rule (earlier wins by
 * default), on `entries` or else the room of `offers`, with the tender's staggered `lots` if given.
 */
export function apply(
  requests: BidRequest[],
  {
    tender = liveTender(),
    tieRule = structure.tieRule,
    offers,
    entries,
    lots,
  }: {
    tender?: LockedTender;
    tieRule?: TieRule;
    offers?: Record<string, number>;
    entries?: RoomEntry[];
    lots?: BatchLot[];
  } = {},
) {
  const rules = { ...structure, tieRule };
  return applyBidBatch({
    tender,
    structure: rules,
    entries: entries ?? room(offers, rules),
    requests,
    now: NOW,
    lots,
  });
}

export const receipts = (batch: ReturnType<typeof apply>) =>
  batch.results.map((result) => (result.ok ? result.receipt : result.error.code));
