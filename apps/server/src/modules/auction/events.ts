/**
 * What happens in the live room and to a tender on the clock, as the auction's services and the
 * clock (jobs/) record it in their transactions; the auction's subscribers (subscribers.ts) push
 * it to the room after the commit, other modules subscribe to what concerns them. Also the shapes
 * of the room's pushes that the events carry. Types only, no imports of services: the events'
 * union (events/domain-events.ts) imports this file.
 */
import type { KeptRoomChange } from './room-entries-cache.ts';

export type StandingPush = {
  userId: string;
  userName: string;
  position: number;
  /** How many other offers share the position (sharing tie rules; 0: none). */
  tiedWith: number;
  score: number | null;
  total: number | null;
  /** Push this supplier its own position (changed, or it is the bidder). */
  notify: boolean;
};

export type RoomUpdate = {
  tenderId: string;
  status: number;
  bidVisibility: string;
  seq: number;
  itemBestBids: Map<string, number | undefined>;
  criterionBestBids: Map<string, number | undefined>;
  standings: StandingPush[];
  /** Whether anything about the ranking changed (the owner gets the full list then). */
  rankingChanged: boolean;
  prolonged?: { endDate: Date; minutes: number };
};

/** An accepted bid as the owner's feed shows it, with who placed it. */
export type OwnerFeedBid = {
  seq: number;
  userName: string;
  targetKind: 'item' | 'criterion';
  targetId: string;
  value: number;
  at: string;
};

/** What one committed batch of bids pushes: each bid to the owner, then the room once. */
export type BatchPushes = { bids: OwnerFeedBid[]; room: RoomUpdate };

/** A tender the clock moved, with what its pushes and the other modules' subscribers need. */
export type ClockedTender = {
  id: string;
  ownerId: string;
  endDate: Date;
  bidSeq: number;
  bidVisibility: string;
};

export type AuctionEvent =
  /**
   * A batch of bids on one tender committed with at least one bid accepted: one event per batch,
   * however many bids it holds. `roomChange` tells the other nodes keeping the room what the batch
   * wrote to its entries.
   */
  | { type: 'bidsAccepted'; tenderId: string; pushes: BatchPushes; roomChange?: KeptRoomChange }
  /** The room was ranked again other than by a bid (participation or offers changed). */
  | { type: 'roomRanked'; update: RoomUpdate }
  /** The owner prolonged the live auction to `endDate`. */
  | { type: 'auctionProlonged'; tenderId: string; endDate: Date; minutes: number }
  /** The owner posted an announcement to everyone in the room. */
  | { type: 'announcementPosted'; tenderId: string; date: string; text: string }
  /** The clock closed the proposal phase (RFP_ENDED). */
  | { type: 'proposalsEnded'; tender: ClockedTender }
  /** The clock opened the live room (SUBMITTED). */
  | { type: 'auctionStarted'; tender: ClockedTender }
  /** The clock ended the auction (ENDED) and settled it: each participant's final standing. */
  | { type: 'auctionEnded'; tender: ClockedTender; standings: StandingPush[] };
