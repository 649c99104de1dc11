/**
 * The bid log as the room may read it: chain verification, the bid history (owner: everything;
 * supplier: own bids) and the anonymous best total over time for the live chart.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  OFFER_ACTIONS,
  Messages,
  offerTotal,
  seesBestBids,
  type TBestPricePoint,
  type TBidChainReport,
  type TBidHistory,
  type TBidHistoryEntry,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { tenderBids, tenderSuppliers, users } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { verifyBidChain } from './bid-chain.ts';
import { roomViewer, supplierEntryId, type RoomTender } from './room-access.ts';
import { tenderStructure } from './tender-structure.ts';

export async function verifyChainFor(
  ctx: AppContext,
  user: AuthUser,
  tenderId: string,
): Promise<TBidChainReport> {
  const { tender } = await roomViewer(ctx, user, tenderId);
  return verifyBidChain(ctx.db, tender.id, { seq: tender.bidSeq, hash: tender.bidHash });
}

/**
 * Replays the (not withdrawn) bids in order and records the lowest complete total whenever it
 * changes: the price line of the live chart.
 */
async function bestPriceSeries(ctx: AppContext, tender: RoomTender): Promise<TBestPricePoint[]> {
  const structure = await tenderStructure(ctx.db, tender.id, tender.version);
  const bids = await ctx.db
    .select({
      supplierId: tenderBids.supplierId,
      targetId: tenderBids.targetId,
      value: tenderBids.value,
      seq: tenderBids.seq,
      createdAt: tenderBids.createdAt,
    })
    .from(tenderBids)
    .where(
      and(
        eq(tenderBids.tenderId, tender.id),
        eq(tenderBids.targetKind, 'item'),
        inArray(tenderBids.action, OFFER_ACTIONS),
        isNull(tenderBids.withdrawnAt),
      ),
    )
    .orderBy(asc(tenderBids.seq));
  const offers = new Map<string, Map<string, number>>();
  const totals = new Map<string, number>();
  const series: TBestPricePoint[] = [];
  let best: number | undefined;
  for (const bid of bids) {
    const offer = offers.get(bid.supplierId) ?? new Map<string, number>();
    offers.set(bid.supplierId, offer.set(bid.targetId, bid.value));
    const total = offerTotal(structure.items, offer);
    if (total === undefined) continue;
    totals.set(bid.supplierId, total);
    const lowest = Math.min(...totals.values());
    if (lowest === best) continue;
    best = lowest;
    series.push({ at: bid.createdAt.toISOString(), seq: bid.seq, bestTotal: lowest });
  }
  return series;
}

export async function bestPriceHistory(
  ctx: AppContext,
  user: AuthUser,
  tenderId: string,
): Promise<TBestPricePoint[]> {
  const { tender, role } = await roomViewer(ctx, user, tenderId);
  if (!seesBestBids(tender.bidVisibility, role, tender.status))
    throw forbidden(Messages.bestBidsHidden);
  return bestPriceSeries(ctx, tender);
}

export async function bidHistory(
  ctx: AppContext,
  user: AuthUser,
  tenderId: string,
): Promise<TBidHistory> {
  const { tender, role } = await roomViewer(ctx, user, tenderId);
  const ownEntryId = role === 'owner' ? undefined : await supplierEntryId(ctx, tender.id, user.id);
  if (role === 'supplier' && !ownEntryId) return { bids: [], bestOverTime: [] };
  const rows = await ctx.db
    .select({
      seq: tenderBids.seq,
      createdAt: tenderBids.createdAt,
      userName: users.userName,
      targetKind: tenderBids.targetKind,
      targetId: tenderBids.targetId,
      value: tenderBids.value,
      phase: tenderBids.phase,
      hash: tenderBids.hash,
      withdrawnAt: tenderBids.withdrawnAt,
    })
    .from(tenderBids)
    .innerJoin(tenderSuppliers, eq(tenderSuppliers.id, tenderBids.supplierId))
    .innerJoin(users, eq(users.id, tenderSuppliers.userId))
    .where(
      and(
        eq(tenderBids.tenderId, tender.id),
        // Offered values only: a sealed submission's receipt and a drop-out carry no price.
        inArray(tenderBids.action, OFFER_ACTIONS),
        ownEntryId ? eq(tenderBids.supplierId, ownEntryId) : undefined,
      ),
    )
    .orderBy(asc(tenderBids.seq));
  const bids = rows.map((row): TBidHistoryEntry => ({
    seq: row.seq,
    at: row.createdAt.toISOString(),
    ...(role === 'owner' && { userName: row.userName }),
    targetKind: row.targetKind === 'criterion' ? 'criterion' : 'item',
    targetId: row.targetId,
    value: row.value,
    phase: row.phase === 'proposal' ? 'proposal' : 'live',
    hash: row.hash,
    withdrawn: row.withdrawnAt !== null,
  }));
  const bestOverTime = seesBestBids(tender.bidVisibility, role, tender.status)
    ? await bestPriceSeries(ctx, tender)
    : [];
  return { bids, bestOverTime };
}
