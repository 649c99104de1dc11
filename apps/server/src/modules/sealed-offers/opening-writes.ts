/**
 * What the opening reads and writes, in its transaction: the sealed offers with their chain
 * entries, the `open` chain entries, the entries' offers, and the change history's record.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import {
  sealedOffers,
  tenderBids,
  tenderSuppliers,
  tenders,
  users,
  type BidValues,
} from '../../db/schema/index.ts';
import { hashBid } from '../auction/bid-chain.ts';
import { AuditAction, recordChange } from '../tenders/change-log.ts';
import type { TenderStructure } from '../auction/tender-structure.ts';
import { sealedDigest } from './sealing.ts';

/** A stored sealed offer, with its entry and the digest its chain entry recorded. */
export type StoredOffer = {
  tenderId: string;
  supplierId: string;
  userName: string;
  entryStatus: number;
  sealed: string;
  seq: number;
  /** The digest of the entry's latest `sealed` chain entry (null: none). */
  chainDigest: string | null;
};

export type OpenedOffer = StoredOffer & { itemBids: BidValues; criterionBids: BidValues };

/** Who opened the offers, as the change history says it. */
export const OPENED_BY = 'the system clock at the deadline';

/** The tender's sealed offers in submission order, each with its entry's latest `sealed` digest. */
export async function readSealedOffers(tx: Transaction, tenderId: string): Promise<StoredOffer[]> {
  const latestSealed = sql<string | null>`(
    SELECT b.sealed_digest FROM ${tenderBids} b
    WHERE b.tender_id = ${sealedOffers.tenderId} AND b.supplier_id = ${sealedOffers.supplierId}
      AND b.action = 'sealed' AND b.seq = ${sealedOffers.seq}
      AND NOT EXISTS (SELECT 1 FROM ${tenderBids} later
        WHERE later.tender_id = b.tender_id AND later.supplier_id = b.supplier_id
          AND later.action = 'sealed' AND later.seq > b.seq))`;
  return tx
    .select({
      tenderId: sealedOffers.tenderId,
      supplierId: sealedOffers.supplierId,
      userName: users.userName,
      entryStatus: tenderSuppliers.status,
      sealed: sealedOffers.sealed,
      seq: sealedOffers.seq,
      chainDigest: latestSealed,
    })
    .from(sealedOffers)
    .innerJoin(tenderSuppliers, eq(tenderSuppliers.id, sealedOffers.supplierId))
    .innerJoin(users, eq(users.id, tenderSuppliers.userId))
    .where(eq(sealedOffers.tenderId, tenderId))
    .orderBy(asc(sealedOffers.seq));
}

const INSERT_CHUNK = 1000;

/**
 * One `open` entry per value, offer after offer in submission order, items then criteria in the
 * tender's order; each names the digest of the ciphertext it came from. Returns the new head.
 */
export async function chainOpenedOffers(
  tx: Transaction,
  tender: { id: string; bidSeq: number; bidHash: string },
  structure: TenderStructure,
  offers: readonly OpenedOffer[],
  now: Date,
): Promise<{ seq: number; hash: string }> {
  let head = { seq: tender.bidSeq, hash: tender.bidHash };
  const rows = [];
  for (const offer of offers) {
    const digest = sealedDigest(offer.sealed);
    const values = [
      ...structure.items.map((item) => ['item', item.id, offer.itemBids[item.id]] as const),
      ...structure.criteria
        .filter((criterion) => !criterion.isPrice)
        .map(
          (criterion) => ['criterion', criterion.id, offer.criterionBids[criterion.id]] as const,
        ),
    ];
    for (const [targetKind, targetId, value] of values) {
      if (value === undefined) continue;
      const row = {
        tenderId: tender.id,
        supplierId: offer.supplierId,
        targetKind,
        targetId,
        value,
        seq: head.seq + 1,
        phase: 'proposal',
        action: 'open' as const,
        sealedDigest: digest,
        createdAt: now,
        prevHash: head.hash,
        hash: '',
      };
      row.hash = hashBid(row);
      rows.push(row);
      head = { seq: row.seq, hash: row.hash };
    }
  }
  for (let start = 0; start < rows.length; start += INSERT_CHUNK)
    await tx.insert(tenderBids).values(rows.slice(start, start + INSERT_CHUNK));
  await tx
    .update(tenders)
    .set({ bidSeq: head.seq, bidHash: head.hash })
    .where(eq(tenders.id, tender.id));
  return head;
}

/**
 * Each opened offer becomes its entry's offer. Its sequence is the `sealed` entry's: under the
 * default tie rule the offer submitted earlier ranks first, as the earlier bid does in a room.
 */
export async function writeOpenedOffers(
  tx: Transaction,
  tenderId: string,
  offers: readonly OpenedOffer[],
): Promise<void> {
  if (offers.length === 0) return;
  const rows = offers.map((offer) => ({
    id: offer.supplierId,
    item_bids: offer.itemBids,
    criterion_bids: offer.criterionBids,
    reached_seq: offer.seq,
  }));
  await tx.execute(sql`
    UPDATE tender_suppliers AS s SET item_bids = v.item_bids, criterion_bids = v.criterion_bids,
      reached_seq = v.reached_seq
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS v(id uuid, item_bids jsonb, criterion_bids jsonb, reached_seq int)
    WHERE s.id = v.id AND s.tender_id = ${tenderId}::uuid`);
}

export async function markOpened(
  tx: Transaction,
  offers: readonly OpenedOffer[],
  now: Date,
): Promise<void> {
  if (offers.length === 0) return;
  await tx
    .update(sealedOffers)
    .set({ openedAt: now })
    .where(
      inArray(
        sealedOffers.supplierId,
        offers.map((offer) => offer.supplierId),
      ),
    );
}

/** The change history's entry: when, by whom (the clock, no user), how many, which did not open. */
export async function recordOpening(
  tx: Transaction,
  opening: {
    tender: { id: string; proposalEndDate: Date };
    now: Date;
    opened: readonly OpenedOffer[];
    unreadable: readonly StoredOffer[];
  },
): Promise<void> {
  const { tender, now, opened, unreadable } = opening;
  await recordChange(tx, {
    tenderId: tender.id,
    userId: null,
    at: now,
    action: AuditAction.OFFERS_OPENED,
    changes: {
      openedAt: now.toISOString(),
      deadline: tender.proposalEndDate.toISOString(),
      openedBy: OPENED_BY,
      count: opened.length,
      ...(unreadable.length > 0 && {
        unreadable: unreadable.map((offer) => offer.userName),
      }),
    },
  });
}
