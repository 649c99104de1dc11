/**
 * The bids this process has taken and not yet answered: queued until a flush takes them, and the
 * tenders whose flush is running (bidding-service.ts). One per app (AppContext.bidQueue): tests
 * run several apps in one process.
 */
import type { TBidReceipt } from '@tendermark/shared';
import type { BidRequest } from './bid-batch.ts';

export type PendingBid = {
  request: BidRequest;
  resolve(receipt: TBidReceipt): void;
  reject(error: unknown): void;
};

export type BidQueue = {
  /** Bids no flush has taken yet, in arrival order. */
  pending: PendingBid[];
  /** Tenders that some running flush holds: their bids wait for the next one. */
  tendersInFlight: Set<string>;
  /** Flushes running. */
  flushes: number;
  /** Whether the flushes start at the end of this turn (bidding-service). */
  startScheduled: boolean;
};

export const createBidQueue = (): BidQueue => ({
  pending: [],
  tendersInFlight: new Set(),
  flushes: 0,
  startScheduled: false,
});
