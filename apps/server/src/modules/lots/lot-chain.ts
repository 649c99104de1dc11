/**
 * What a lot action writes besides the lot: its entry in the tender's hash chain (an acceptance or
 * a drop, under the tender's row lock as every bid), and for an acceptance the supplier's bid on
 * the item, so ranking, the result, the award and the exports read it as any bid.
 */
import { eq, sql } from 'drizzle-orm';
import { round4 } from '@tendermark/shared';
import type { Transaction } from '../../db/client.ts';
import { tenderItems } from '../../db/schema/index.ts';
import { hashBid } from '../auction/bid-chain.ts';
import type { LotTender } from './lot-rows.ts';

export type ChainEntry = { seq: number; hash: string; createdAt: Date };

/** What the member's row records with the entry. */
export type MemberChange = { acceptedRound: number } | { droppedRound: number };

/**
 * Appends an 'accept' or 'drop' entry to the chain and moves the tender's head, with the member's
 * change and, for an acceptance, the supplier's bid on the item: one statement (the tender's lock
 * is held for as few round trips as possible). `tender` (locked) is moved along.
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
    member?: MemberChange;
  },
): Promise<ChainEntry> {
  const row = {
    tenderId: tender.id,
    supplierId: entry.supplierId,
    targetKind: 'item' as const,
    targetId: entry.itemId,
    value: round4(entry.value),
    seq: tender.bidSeq + 1,
    action: entry.action,
    createdAt: entry.at,
    prevHash: tender.bidHash,
  };
  const hash = hashBid(row);
  await tx.execute(sql`
    WITH chained AS (
      INSERT INTO tender_bids (tender_id, supplier_id, target_kind, target_id, value, seq, phase,
        action, created_at, prev_hash, hash)
      VALUES (${row.tenderId}, ${row.supplierId}, 'item', ${row.targetId}, ${row.value},
        ${row.seq}, 'live', ${row.action}, ${row.createdAt.toISOString()}::timestamptz,
        ${row.prevHash}, ${hash})
    ), head AS (
      UPDATE tenders SET bid_seq = ${row.seq}, bid_hash = ${hash} WHERE id = ${row.tenderId}
    )${memberChange(row, entry.member)}${offerChange(row)}
    SELECT 1`);
  tender.bidSeq = row.seq;
  tender.bidHash = hash;
  return { seq: row.seq, hash, createdAt: entry.at };
}

type EntryRow = {
  supplierId: string;
  targetId: string;
  value: number;
  seq: number;
  createdAt: Date;
  action: string;
};

function memberChange(row: EntryRow, change: MemberChange | undefined) {
  if (!change) return sql``;
  const set =
    'acceptedRound' in change
      ? sql`accepted_round = ${change.acceptedRound}, accepted_seq = ${row.seq}`
      : sql`dropped_round = ${change.droppedRound}`;
  return sql`, member AS (
      UPDATE lot_members SET ${set}
      WHERE item_id = ${row.targetId} AND supplier_id = ${row.supplierId}
    )`;
}

/** An acceptance is the supplier's bid on the item: the level, reached at the entry's seq. */
function offerChange(row: EntryRow) {
  if (row.action !== 'accept') return sql``;
  return sql`, offer AS (
      UPDATE tender_suppliers SET
        item_bids = item_bids || jsonb_build_object(${row.targetId}::text, ${row.value}::numeric),
        reached_seq = ${row.seq}, last_activity_date = ${row.createdAt.toISOString()}::timestamptz
      WHERE id = ${row.supplierId}
    )`;
}

/** The item's best bid once its lot is decided (never while a Japanese clock runs). */
export async function writeItemBest(
  tx: Transaction,
  itemId: string,
  level: number | null,
): Promise<void> {
  await tx.update(tenderItems).set({ bestBid: level }).where(eq(tenderItems.id, itemId));
}
