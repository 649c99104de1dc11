/**
 * What a lot action writes besides the lot: its entry in the tender's hash chain (an acceptance or
 * a drop, under the tender's row lock as every bid), and for an acceptance the supplier's bid on
 * the item, so ranking, the result, the award and the exports read it as any bid.
 */
import { eq, sql } from 'drizzle-orm';
import { round4 } from '@tendermark/shared';
import type { Transaction } from '../../db/client.ts';
import { tenderBids, tenderItems, tenderSuppliers, tenders } from '../../db/schema/index.ts';
import { hashBid } from '../auction/bid-chain.ts';
import type { LotTender } from './lot-rows.ts';

export type ChainEntry = { seq: number; hash: string; createdAt: Date };

/**
 * Appends an 'accept' or 'drop' entry to the chain and moves the tender's head; `tender` (locked)
 * is moved along, so a second entry in the same transaction follows this one.
 */
export async function appendLotEntry(
  tx: Transaction,
  tender: LotTender,
  entry: {
    supplierId: string;
    itemId: string;
    action: 'accept' | 'drop';
    value: number;
    at: Date;
  },
): Promise<ChainEntry> {
  const row = {
    tenderId: tender.id,
    supplierId: entry.supplierId,
    targetKind: 'item' as const,
    targetId: entry.itemId,
    value: round4(entry.value),
    seq: tender.bidSeq + 1,
    phase: 'live',
    action: entry.action,
    createdAt: entry.at,
    prevHash: tender.bidHash,
  };
  const hash = hashBid(row);
  await tx.insert(tenderBids).values({ ...row, hash });
  await tx.update(tenders).set({ bidSeq: row.seq, bidHash: hash }).where(eq(tenders.id, tender.id));
  tender.bidSeq = row.seq;
  tender.bidHash = hash;
  return { seq: row.seq, hash, createdAt: entry.at };
}

/** The accepted level as the supplier's bid on the item, reached at the entry's seq. */
export async function writeItemBid(
  tx: Transaction,
  bid: { supplierId: string; itemId: string; level: number; seq: number; at: Date },
): Promise<void> {
  const value = sql`jsonb_build_object(${bid.itemId}::text, ${round4(bid.level)}::numeric)`;
  await tx
    .update(tenderSuppliers)
    .set({
      itemBids: sql`${tenderSuppliers.itemBids} || ${value}`,
      reachedSeq: bid.seq,
      lastActivityDate: bid.at,
    })
    .where(eq(tenderSuppliers.id, bid.supplierId));
}

/** The item's best bid once its lot is decided (never while a Japanese clock runs). */
export async function writeItemBest(
  tx: Transaction,
  itemId: string,
  level: number | null,
): Promise<void> {
  await tx.update(tenderItems).set({ bestBid: level }).where(eq(tenderItems.id, itemId));
}
