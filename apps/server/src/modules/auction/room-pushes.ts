/**
 * Real-time pushes of a committed room change (DESIGN §4): best bids to the room (or the owner
 * only when suppliers may not see them), every bid and full ranking to the owner, and to each
 * supplier only its own position, and only when it changed.
 */
import { TenderStatus, seesBestBids, type PositionEntry } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { TenderRoomPush } from '../../realtime/publisher.ts';
import type {
  BatchPushes,
  ClockedTender,
  OwnerFeedBid,
  RoomUpdate,
  StandingPush,
} from './events.ts';
import type { KeptRoomChange } from './room-entries-cache.ts';

const NO_BEST_BID = -1;

/** `tiedWith` only when the position is shared: pushes under the default rule never carry it. */
const tieOf = ({ tiedWith }: StandingPush) => (tiedWith > 0 ? { tiedWith } : {});

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
      ...tieOf(standing),
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
    const positions = [
      { userName: standing.userName, position: standing.position, ...tieOf(standing) },
    ];
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

/** updateTenderStatus to everyone following the tender: the clock moved it. */
export function publishTenderStatus(ctx: AppContext, tender: ClockedTender, status: number): void {
  ctx.realtime.publisher.toTender(tender.id, 'updateTenderStatus', {
    tenderId: tender.id,
    status,
    endDate: tender.endDate.toISOString(),
  });
}

/** The end: the status, then the final ranking (the owner's full list, each supplier its place). */
export function publishAuctionEnd(
  ctx: AppContext,
  tender: ClockedTender,
  standings: StandingPush[],
): void {
  publishTenderStatus(ctx, tender, TenderStatus.ENDED);
  publishRoomUpdate(ctx, {
    tenderId: tender.id,
    status: TenderStatus.ENDED,
    bidVisibility: tender.bidVisibility,
    seq: tender.bidSeq,
    itemBestBids: new Map(),
    criterionBestBids: new Map(),
    standings,
    rankingChanged: true,
  });
}
