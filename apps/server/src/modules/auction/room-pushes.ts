/**
 * Real-time pushes of a committed room change (DESIGN §4): best bids to the room (or the owner
 * only when suppliers may not see them), every bid and full ranking to the owner, and to each
 * supplier only its own position, and only when it changed.
 */
import { seesBestBids, type PositionEntry } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { TenderRoomPush } from '../../realtime/publisher.ts';
import type { KeptRoomChange } from './room-entries-cache.ts';

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

/** The pushes of a room change: best bids, the owner's full ranking, each changed position. */
function roomUpdatePushes(update: RoomUpdate): TenderRoomPush[] {
  const { tenderId, seq } = update;
  const bestBidAudience = seesBestBids(update.bidVisibility, 'supplier', update.status)
    ? 'room'
    : 'owner';
  const pushes: TenderRoomPush[] = [];
  for (const [itemId, bestBid] of update.itemBestBids)
    pushes.push({
      to: bestBidAudience,
      event: 'updateItemBestBid',
      payload: { tenderId, itemId, bestBid: bestBid ?? NO_BEST_BID, seq },
    });
  for (const [criterionId, bestBid] of update.criterionBestBids)
    pushes.push({
      to: bestBidAudience,
      event: 'updateCriterionBestBid',
      payload: { tenderId, criterionId, bestBid: bestBid ?? NO_BEST_BID, seq },
    });

  if (update.rankingChanged) {
    const positions: PositionEntry[] = update.standings.map((standing) => ({
      userName: standing.userName,
      position: standing.position,
      score: standing.score,
      total: standing.total,
    }));
    pushes.push({
      to: 'owner',
      event: 'updateSuppliersPositions',
      payload: { tenderId, seq, positions },
    });
  }
  for (const standing of update.standings) {
    if (!standing.notify) continue;
    const positions = [{ userName: standing.userName, position: standing.position }];
    pushes.push({
      to: { member: standing.userId },
      event: 'updateSuppliersPositions',
      payload: { tenderId, seq, positions },
    });
  }

  if (update.prolonged) {
    const { endDate, minutes } = update.prolonged;
    pushes.push({
      to: 'room',
      event: 'prolongAuction',
      payload: { tenderId, endDate: endDate.toISOString(), minutes, reason: 'overtime' },
    });
  }
  return pushes;
}

/** Every accepted bid reaches the owner individually (payloads as literals: this runs per bid). */
function ownerFeedPush(tenderId: string, bid: OwnerFeedBid): TenderRoomPush {
  const { seq, userName, value, at, targetId } = bid;
  return bid.targetKind === 'item'
    ? {
        to: 'owner',
        event: 'updateSuppliersItemBid',
        payload: { tenderId, seq, userName, value, at, itemId: targetId },
      }
    : {
        to: 'owner',
        event: 'updateSuppliersCriterionBid',
        payload: { tenderId, seq, userName, value, at, criterionId: targetId },
      };
}

export function publishRoomUpdate(ctx: AppContext, update: RoomUpdate): void {
  ctx.realtime.publisher.toTenderRoom(update.tenderId, roomUpdatePushes(update));
}

/**
 * The pushes of one committed batch of bids: each bid to the owner, but best bids and positions
 * only once, as they stand after the batch (with the batch's last sequence number). Under load a
 * batch holds many bids, and this is what keeps the fan-out to the room from growing with them.
 */
export function publishBatchUpdates(
  ctx: AppContext,
  pushes: BatchPushes,
  roomChange?: KeptRoomChange,
): void {
  const { tenderId } = pushes.room;
  ctx.realtime.publisher.toTenderRoom(
    tenderId,
    [...pushes.bids.map((bid) => ownerFeedPush(tenderId, bid)), ...roomUpdatePushes(pushes.room)],
    roomChange,
  );
}
