/**
 * Japanese acceptances applied as a batch (issue 30), as bids are: the acceptances that queued in
 * this process for one tender are taken in arrival order in one transaction, under the tender's row
 * lock and then their lots' (item order); each is checked against the state its predecessors left
 * (a supplier accepting twice in one batch is refused the second time), gets the next sequence
 * number and chain hash, and all of them are written in one statement. A thousand members accepting
 * in one round are then a few transactions, not a thousand queueing for the lock, each holding a
 * database connection the clock needs to close the round.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { SupplierStatus, round4, type TLotReceipt } from '@tendermark/shared';
import type { Transaction } from '../../db/client.ts';
import { lotMembers, tenderLots, tenderSuppliers } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { hashBid } from '../auction/bid-chain.ts';
import { ownEntriesVersion } from '../auction/room-writes.ts';
import { refuseAcceptance } from './japanese-actions.ts';
import { refuseInState, lotRefusals } from './lot-guards.ts';
import { lockLotTender, lotItems, readLotTender, type LotTender } from './lot-rows.ts';

export type AcceptanceRequest = { userId: string; itemId: string; round: number };
export type AcceptanceResult = { ok: true; receipt: TLotReceipt } | { ok: false; error: AppError };

type Member = typeof lotMembers.$inferSelect;
type ChainRow = {
  tender_id: string;
  supplier_id: string;
  target_id: string;
  value: number;
  seq: number;
  created_at: string;
  prev_hash: string;
  hash: string;
  round: number;
};

async function entriesOf(tx: Transaction, tenderId: string, userIds: string[]) {
  const rows = await tx
    .select({ id: tenderSuppliers.id, userId: tenderSuppliers.userId })
    .from(tenderSuppliers)
    .where(
      and(
        eq(tenderSuppliers.tenderId, tenderId),
        inArray(tenderSuppliers.userId, userIds),
        eq(tenderSuppliers.status, SupplierStatus.ACCEPTED),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.id]));
}

async function lockLots(tx: Transaction, tenderId: string, itemIds: string[]) {
  const lots = await tx
    .select()
    .from(tenderLots)
    .where(and(eq(tenderLots.tenderId, tenderId), inArray(tenderLots.itemId, itemIds)))
    .orderBy(asc(tenderLots.itemId))
    .for('update');
  return new Map(lots.map((lot) => [lot.itemId, lot]));
}

async function membersOf(tx: Transaction, itemIds: string[], supplierIds: string[]) {
  const rows =
    supplierIds.length === 0
      ? []
      : await tx
          .select()
          .from(lotMembers)
          .where(
            and(inArray(lotMembers.itemId, itemIds), inArray(lotMembers.supplierId, supplierIds)),
          );
  return new Map(rows.map((member) => [`${member.itemId}/${member.supplierId}`, member]));
}

/** Every acceptance of the batch, its chain row and the state moved along, in one statement. */
async function writeAcceptances(tx: Transaction, tender: LotTender, rows: ChainRow[]) {
  const offers = new Map<
    string,
    { id: string; bids: Record<string, number>; seq: number; at: string }
  >();
  for (const row of rows) {
    const offer = offers.get(row.supplier_id) ?? {
      id: row.supplier_id,
      bids: {},
      seq: row.seq,
      at: row.created_at,
    };
    offer.bids[row.target_id] = row.value;
    offer.seq = row.seq;
    offers.set(row.supplier_id, offer);
  }
  // The statement bumps the room's entries version once, instead of a trigger per entry.
  await tx.execute(ownEntriesVersion(true));
  await tx.execute(sql`
    WITH chained AS (
      INSERT INTO tender_bids (tender_id, supplier_id, target_kind, target_id, value, seq, phase,
        action, created_at, prev_hash, hash)
      SELECT tender_id, supplier_id, 'item', target_id, value, seq, 'live', 'accept', created_at,
        prev_hash, hash
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(tender_id uuid,
        supplier_id uuid, target_id uuid, value numeric, seq int, created_at timestamptz,
        prev_hash text, hash text)
    ), head AS (
      UPDATE tenders SET bid_seq = ${tender.bidSeq}, bid_hash = ${tender.bidHash},
        entries_version = entries_version + 1
      WHERE id = ${tender.id}
    ), member AS (
      UPDATE lot_members AS m SET accepted_round = v.round, accepted_seq = v.seq
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS v(target_id uuid, supplier_id uuid, round int, seq int)
      WHERE m.item_id = v.target_id AND m.supplier_id = v.supplier_id
    ), offer AS (
      UPDATE tender_suppliers AS s SET item_bids = s.item_bids || v.bids, reached_seq = v.seq,
        last_activity_date = v.at
      FROM jsonb_to_recordset(${JSON.stringify([...offers.values()])}::jsonb)
        AS v(id uuid, bids jsonb, seq int, at timestamptz)
      WHERE s.id = v.id AND s.tender_id = ${tender.id}
    ) SELECT 1`);
  await tx.execute(ownEntriesVersion(false));
}

/**
 * Applies the tender's queued acceptances in order under the locks; each gets its receipt or its
 * refusal (the same checks and refusals as one acceptance alone).
 */
export async function applyAcceptances(
  tx: Transaction,
  tenderId: string,
  requests: readonly AcceptanceRequest[],
  now: Date,
): Promise<AcceptanceResult[]> {
  const seen = await readLotTender(tx, tenderId);
  if (!seen) return requests.map(() => ({ ok: false, error: notFound() }));
  const entries = await entriesOf(tx, tenderId, [...new Set(requests.map((r) => r.userId))]);
  const items = new Map((await lotItems(tx, tenderId)).map((item) => [item.id, item]));
  const itemIds = [...new Set(requests.map((r) => r.itemId))].filter((id) => items.has(id));
  const tender = (await lockLotTender(tx, tenderId))!;
  const lots = itemIds.length > 0 ? await lockLots(tx, tenderId, itemIds) : new Map();
  const members = await membersOf(tx, itemIds, [...entries.values()]);
  const rows: ChainRow[] = [];
  const results = requests.map((request): AcceptanceResult => {
    try {
      const supplierId = entries.get(request.userId);
      const item = items.get(request.itemId);
      if (!supplierId || !item) throw notFound();
      refuseInState(tender, 'japanese');
      const lot = lots.get(request.itemId);
      if (!lot) throw lotRefusals.notOpen();
      const action = { tender, lot, item, supplierId, now };
      const member: Member | undefined = members.get(`${lot.itemId}/${supplierId}`);
      refuseAcceptance(action, member, request.round);
      const row = chain(tender, { supplierId, itemId: lot.itemId, level: Number(lot.level), now });
      rows.push({ ...row, round: lot.round });
      member!.acceptedRound = lot.round;
      member!.acceptedSeq = row.seq;
      return {
        ok: true,
        receipt: {
          accepted: true,
          seq: row.seq,
          serverTime: row.created_at,
          hash: row.hash,
          itemId: lot.itemId,
          action: 'accept',
          round: lot.round,
          level: row.value,
        },
      };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, error };
      throw error;
    }
  });
  if (rows.length > 0) await writeAcceptances(tx, tender, rows);
  return results;
}

/** The acceptance's chain row; the tender's head moves along. */
function chain(
  tender: LotTender,
  entry: { supplierId: string; itemId: string; level: number; now: Date },
): Omit<ChainRow, 'round'> {
  const bid = {
    tenderId: tender.id,
    supplierId: entry.supplierId,
    targetKind: 'item' as const,
    targetId: entry.itemId,
    value: round4(entry.level),
    seq: tender.bidSeq + 1,
    action: 'accept' as const,
    createdAt: entry.now,
    prevHash: tender.bidHash,
  };
  const hash = hashBid(bid);
  tender.bidSeq = bid.seq;
  tender.bidHash = hash;
  return {
    tender_id: bid.tenderId,
    supplier_id: bid.supplierId,
    target_id: bid.targetId,
    value: bid.value,
    seq: bid.seq,
    created_at: bid.createdAt.toISOString(),
    prev_hash: bid.prevHash,
    hash,
  };
}
