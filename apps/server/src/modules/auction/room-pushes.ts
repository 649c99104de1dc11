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
  bid?: {
    userName: string;
    targetKind: 'item' | 'criterion';
    targetId: string;
    value: number;
    at: string;
  };
  itemBestBids: Map<string, number | undefined>;
  criterionBestBids: Map<string, number | undefined>;
  standings: StandingPush[];
  /** Whether anything about the ranking changed (the owner gets the full list then). */
  rankingChanged: boolean;
  prolonged?: { endDate: Date; minutes: number };
};

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

  if (update.bid) publishBidToOwner(ctx, update);

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

/** Every accepted bid reaches the owner individually, with who placed it. */
function publishBidToOwner(ctx: AppContext, update: RoomUpdate): void {
  const { publisher } = ctx.realtime;
  const { tenderId, seq } = update;
  if (!update.bid) return;
  const { targetKind, targetId, ...bid } = update.bid;
  const event = { tenderId, seq, ...bid };
  if (targetKind === 'item')
    publisher.toTenderOwner(tenderId, 'updateSuppliersItemBid', { ...event, itemId: targetId });
  else
    publisher.toTenderOwner(tenderId, 'updateSuppliersCriterionBid', {
      ...event,
      criterionId: targetId,
    });
}

/**
 * The pushes of one committed batch of bids: each bid to the owner, but best bids and positions
 * only once, as they stand after the batch (with the batch's last sequence number). Under load a
 * batch holds many bids, and this is what keeps the fan-out to the room from growing with them.
 */
export function publishBatchUpdates(ctx: AppContext, updates: readonly RoomUpdate[]): void {
  const last = updates.at(-1);
  if (!last) return;
  const itemBestBids = new Map<string, number | undefined>();
  const criterionBestBids = new Map<string, number | undefined>();
  const notified = new Set<string>();
  for (const update of updates) {
    publishBidToOwner(ctx, update);
    update.itemBestBids.forEach((value, id) => itemBestBids.set(id, value));
    update.criterionBestBids.forEach((value, id) => criterionBestBids.set(id, value));
    for (const standing of update.standings) if (standing.notify) notified.add(standing.userId);
  }
  publishRoomUpdate(ctx, {
    ...last,
    bid: undefined,
    itemBestBids,
    criterionBestBids,
    standings: last.standings.map((standing) => ({
      ...standing,
      notify: notified.has(standing.userId),
    })),
    rankingChanged: updates.some((update) => update.rankingChanged),
    prolonged: updates.findLast((update) => update.prolonged)?.prolonged,
  });
}
