/**
 * The clock's part in staggered lots (issue 30; decision 012): closes the lots whose end is due
 * and records how each ended. A close takes its tender's row lock first, as a flush of bids does,
 * so every bid accepted before the lot's end is in what it reads, and no bid is accepted on the lot
 * after it. The close itself is a conditional update (open, end passed), so a lot closes once
 * whichever process gets there first.
 */
import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  TenderStatus,
  WinningThreshold,
  rankOffers,
  type LotOutcome,
  type RankingOffer,
  type TieRule,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { tenderBids, tenderLots, tenders } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { storedLotState } from '../auction/batch-lots.ts';
import { lockTender, readActiveEntries, type RoomEntry } from '../auction/room-state.ts';
import { tenderStructure } from '../auction/tender-structure.ts';
import { tendersWithOpenLots } from './lot-rows.ts';

/** How a lot ended: its best bid, who holds it under the tender's tie rule. */
export type LotResult = {
  outcome: LotOutcome;
  finalLevel: number | null;
  winnerSupplierId: string | null;
};

/** A lot is ranked by its unit price alone, the lowest first. */
const LOT_PRICE = {
  id: 'lot',
  isPrice: true,
  winningThreshold: WinningThreshold.LOWEST,
  weight: 1,
};

/**
 * The lot's result from the offers on its item: the lowest unit price wins; equal prices rank by
 * the tender's tie rule, the earlier bid on the item first (`bidSeqs`: entry id → the sequence
 * number of the bid that set its price). Several offers sharing the best rank make it 'tied'
 * (the earliest is recorded); no offer at all, 'noAcceptance'.
 */
export function lotResult(
  itemId: string,
  entries: readonly RoomEntry[],
  bidSeqs: ReadonlyMap<string, number>,
  tieRule: TieRule,
): LotResult {
  const offers: RankingOffer[] = [];
  for (const entry of entries) {
    const bid = entry.itemBids[itemId];
    if (bid === undefined) continue;
    offers.push({
      supplierId: entry.id,
      itemBids: new Map([[itemId, bid]]),
      criterionBids: new Map(),
      reachedAt: bidSeqs.get(entry.id) ?? entry.reachedSeq,
    });
  }
  const ranking = rankOffers([{ id: itemId, quantity: 1 }], [LOT_PRICE], offers, tieRule);
  if (!ranking.leaderId)
    return { outcome: 'noAcceptance', finalLevel: null, winnerSupplierId: null };
  return {
    outcome: ranking.leaderIds.length > 1 ? 'tied' : 'won',
    finalLevel: ranking.itemBestBids.get(itemId) ?? null,
    winnerSupplierId: ranking.leaderId,
  };
}

/** Per item, each entry's latest bid sequence number on it (the bid that set its price). */
async function latestBidSeqs(tx: Transaction, tenderId: string, itemIds: string[]) {
  const rows = await tx
    .select({
      itemId: tenderBids.targetId,
      supplierId: tenderBids.supplierId,
      seq: sql<number>`max(${tenderBids.seq})`.mapWith(Number),
    })
    .from(tenderBids)
    .where(and(eq(tenderBids.tenderId, tenderId), inArray(tenderBids.targetId, itemIds)))
    .groupBy(tenderBids.targetId, tenderBids.supplierId);
  const byItem = new Map<string, Map<string, number>>(itemIds.map((id) => [id, new Map()]));
  for (const row of rows) byItem.get(row.itemId)!.set(row.supplierId, row.seq);
  return byItem;
}

/** Closes one tender's due lots under its lock; the room hears each closed lot after the commit. */
async function closeTenderLots(ctx: AppContext, tenderId: string, now: Date): Promise<number> {
  return inTransaction(ctx, async (tx, events) => {
    const tender = await lockTender(tx, tenderId);
    // A frozen tender's lots wait for it: the clock catches up once it is unfrozen.
    if (!tender || tender.status === TenderStatus.FREEZE) return 0;
    const closed = await tx
      .update(tenderLots)
      .set({ state: 'closed', closedAt: now })
      .where(
        and(
          eq(tenderLots.tenderId, tenderId),
          eq(tenderLots.state, 'open'),
          lte(tenderLots.endDate, now),
        ),
      )
      .returning();
    if (closed.length === 0) return 0;
    const { tieRule } = await tenderStructure(tx, tenderId, tender.version);
    const entries = await readActiveEntries(tx, tenderId);
    const seqs = await latestBidSeqs(
      tx,
      tenderId,
      closed.map((lot) => lot.itemId),
    );
    for (const lot of closed) {
      const result = lotResult(lot.itemId, entries, seqs.get(lot.itemId)!, tieRule);
      await tx.update(tenderLots).set(result).where(eq(tenderLots.itemId, lot.itemId));
      events.record({ type: 'lotUpdated', tenderId, lot: storedLotState({ ...lot, ...result }) });
    }
    return closed.length;
  });
}

/**
 * Closes every staggered lot whose end is due by ctx.clock, tender by tender (not while the tender
 * is frozen); safe to run at any time from any process. Returns how many lots this call closed.
 */
export async function closeDueLots(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await tendersWithOpenLots(
    ctx.db,
    lte(tenderLots.endDate, now),
    eq(tenders.auctionFormat, 'english'),
    ne(tenders.status, TenderStatus.FREEZE),
  );
  let closed = 0;
  for (const tenderId of due) closed += await closeTenderLots(ctx, tenderId, now);
  return closed;
}
