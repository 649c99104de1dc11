/**
 * Real-time pushes of a committed room change (DESIGN §4): best bids to the room (or the owner
 * only when suppliers may not see them), every bid and full ranking to the owner, and to each
 * supplier only its own position, and only when it changed.
 */
import { seesBestBids, type PositionEntry } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';

export type StandingPush = {
  userId: string;
  userName: string;
  position: number;
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

const NO_BEST_BID = -1;

export function publishRoomUpdate(ctx: AppContext, update: RoomUpdate): void {
  const { publisher } = ctx.realtime;
  const { tenderId, seq } = update;
  const bestBidsToRoom = seesBestBids(update.bidVisibility, 'supplier', update.status);
  const toBestBidAudience: typeof publisher.toTender = bestBidsToRoom
    ? publisher.toTender
    : publisher.toTenderOwner;

  for (const [itemId, bestBid] of update.itemBestBids)
    toBestBidAudience(tenderId, 'updateItemBestBid', {
      tenderId,
      itemId,
      bestBid: bestBid ?? NO_BEST_BID,
      seq,
    });
  for (const [criterionId, bestBid] of update.criterionBestBids)
    toBestBidAudience(tenderId, 'updateCriterionBestBid', {
      tenderId,
      criterionId,
      bestBid: bestBid ?? NO_BEST_BID,
      seq,
    });

  if (update.rankingChanged) {
    const positions: PositionEntry[] = update.standings.map((standing) => ({
      userName: standing.userName,
      position: standing.position,
      score: standing.score,
      total: standing.total,
    }));
    publisher.toTenderOwner(tenderId, 'updateSuppliersPositions', { tenderId, seq, positions });
  }
  for (const standing of update.standings) {
    if (!standing.notify) continue;
    publisher.toTenderMember(tenderId, standing.userId, 'updateSuppliersPositions', {
      tenderId,
      seq,
      positions: [{ userName: standing.userName, position: standing.position }],
    });
  }

  if (update.prolonged)
    publisher.toTender(tenderId, 'prolongAuction', {
      tenderId,
      endDate: update.prolonged.endDate.toISOString(),
      minutes: update.prolonged.minutes,
      reason: 'overtime',
    });
}

/** Every accepted bid reaches the owner individually (payloads as literals: this runs per bid). */
function publishBidToOwner(ctx: AppContext, tenderId: string, bid: OwnerFeedBid): void {
  const { publisher } = ctx.realtime;
  const { seq, userName, value, at, targetId } = bid;
  if (bid.targetKind === 'item')
    publisher.toTenderOwner(tenderId, 'updateSuppliersItemBid', {
      tenderId,
      seq,
      userName,
      value,
      at,
      itemId: targetId,
    });
  else
    publisher.toTenderOwner(tenderId, 'updateSuppliersCriterionBid', {
      tenderId,
      seq,
      userName,
      value,
      at,
      criterionId: targetId,
    });
}

/**
 * The pushes of one committed batch of bids: each bid to the owner, but best bids and positions
 * only once, as they stand after the batch (with the batch's last sequence number). Under load a
 * batch holds many bids, and this is what keeps the fan-out to the room from growing with them.
 */
export function publishBatchUpdates(ctx: AppContext, pushes: BatchPushes): void {
  for (const bid of pushes.bids) publishBidToOwner(ctx, pushes.room.tenderId, bid);
  publishRoomUpdate(ctx, pushes.room);
}
