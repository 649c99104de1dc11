/**
 * The room while a batch of bids is applied (bid-batch.ts) and what the batch then writes and
 * pushes (batch-outcome.ts): entries as slots whose offers change in place, and what the bids
 * noted on the way.
 */
import type { BestBids, LotStateName, RankingOffer, RankingResult } from '@tendermark/shared';
import type { OwnerFeedBid } from './events.ts';
import { bidMap, storedTotal, type LockedTender, type RoomEntry } from './room-state.ts';
import type { BidRow } from './room-writes.ts';
import type { TenderStructure } from './tender-structure.ts';

/**
 * An entry while a batch is applied: its offer as the ranking reads it (the bidder's maps are
 * updated in place) and the standing it was last given, first the stored one.
 */
export type Slot = RankingOffer & {
  entry: RoomEntry;
  itemBids: Map<string, number>;
  criterionBids: Map<string, number>;
  position: number;
  /** How many other offers share that position (sharing tie rules). */
  tiedWith: number;
  score: number | null;
  total: number | null;
};

/** An entry as a slot; `tiedWith`: how many others share its stored position. */
export function toSlot(entry: RoomEntry, tiedWith: number): Slot {
  return {
    supplierId: entry.id,
    itemBids: bidMap(entry.itemBids),
    criterionBids: bidMap(entry.criterionBids),
    reachedAt: entry.reachedSeq,
    entry,
    position: entry.position,
    tiedWith,
    score: entry.score,
    total: storedTotal(entry.total),
  };
}

/** The room while a batch is applied; `tender` carries the moving chain head and end. */
export type BatchState = {
  tender: LockedTender;
  structure: TenderStructure;
  slots: Slot[];
  /** Best bids of the offers as read, before any bid of the batch. */
  startBests: BestBids;
  /**
   * The ranking after the last accepted bid. Before the first, it is made only when overtime
   * needs to know who led: the bids answer with the ranking after them.
   */
  ranking?: RankingResult;
  now: Date;
  at: string;
  bids: BidRow[];
  ownerFeed: OwnerFeedBid[];
  /** Users whose position changed with some bid, and the bidders. */
  notified: Set<string>;
  rankingChanged: boolean;
  /** Best bids changed by some bid, with their latest value. */
  itemBestBids: Map<string, number | undefined>;
  criterionBestBids: Map<string, number | undefined>;
  prolonged?: { endDate: Date; minutes: number };
  /** English with staggered close: the tender's lots by item (none for a plain tender). */
  lots?: Map<string, BatchLot>;
  /** The lots that overtime moved, as they stood before the batch. */
  movedLots?: Map<string, BatchLot>;
};

/** A staggered lot while a batch is applied: its end moves in place with overtime. */
export type BatchLot = {
  itemId: string;
  position: number;
  state: LotStateName;
  endDate: Date;
  prolongedMinutes: number;
};
