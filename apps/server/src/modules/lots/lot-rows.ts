/**
 * The rows a clock lot is decided on, read under their locks: the tender (the chain head, the
 * format and its rules, the moments) and the lot; the tenders whose lots the clock may have to
 * step; and a lot as the room sees it (TLotState).
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  toAuctionFormat,
  toFormatRules,
  toTieRule,
  type AuctionFormat,
  type LotOutcome,
  type LotPricing,
  type LotStateName,
  type TFormatRules,
  type TLotState,
  type TieRule,
} from '@tendermark/shared';
import type { DbExecutor, Transaction } from '../../db/client.ts';
import { tenderItems, tenderLots, tenders } from '../../db/schema/index.ts';

export type LotRow = typeof tenderLots.$inferSelect;

/** The tender's fields a lot decision reads, locked until the transaction ends. */
export type LotTender = {
  id: string;
  status: number;
  version: number;
  format: AuctionFormat;
  rules: TFormatRules;
  tieRule: TieRule;
  startDate: Date;
  endDate: Date;
  bidSeq: number;
  bidHash: string;
};

const tenderColumns = {
  id: tenders.id,
  status: tenders.status,
  version: tenders.version,
  auctionFormat: tenders.auctionFormat,
  formatRules: tenders.formatRules,
  tieRule: tenders.tieRule,
  startDate: tenders.startDate,
  endDate: tenders.endDate,
  bidSeq: tenders.bidSeq,
  bidHash: tenders.bidHash,
};

type TenderColumns = { [K in keyof typeof tenderColumns]: (typeof tenders.$inferSelect)[K] };

const toLotTender = (row: TenderColumns): LotTender => ({
  id: row.id,
  status: row.status,
  version: row.version,
  format: toAuctionFormat(row.auctionFormat),
  rules: toFormatRules(row.formatRules),
  tieRule: toTieRule(row.tieRule),
  startDate: row.startDate,
  endDate: row.endDate,
  bidSeq: row.bidSeq,
  bidHash: row.bidHash,
});

/** The query of the tender's row as a lot decision reads it. */
const lotTenderQuery = (db: DbExecutor, tenderId: string) =>
  db.select(tenderColumns).from(tenders).where(eq(tenders.id, tenderId));

/**
 * Locks the tender row (first, as a bid flush does: one order, tender then lot, so a lot action,
 * a round close and a bid flush serialize without deadlock).
 */
export async function lockLotTender(
  tx: Transaction,
  tenderId: string,
): Promise<LotTender | undefined> {
  const [row] = await lotTenderQuery(tx, tenderId).for('update');
  return row && toLotTender(row);
}

/** The tender as a lot decision reads it, without a lock (the checks before the locks). */
export async function readLotTender(
  db: DbExecutor,
  tenderId: string,
): Promise<LotTender | undefined> {
  const [row] = await lotTenderQuery(db, tenderId);
  return row && toLotTender(row);
}

/** The query of one lot of the tender. */
const lotQuery = (db: DbExecutor, tenderId: string, itemId: string) =>
  db
    .select()
    .from(tenderLots)
    .where(and(eq(tenderLots.itemId, itemId), eq(tenderLots.tenderId, tenderId)));

/** One lot of the tender, without a lock. */
export async function readLot(
  db: DbExecutor,
  tenderId: string,
  itemId: string,
): Promise<LotRow | undefined> {
  const [lot] = await lotQuery(db, tenderId, itemId);
  return lot;
}

/** Locks one lot of the tender (after the tender's row). */
export async function lockLot(
  tx: Transaction,
  tenderId: string,
  itemId: string,
): Promise<LotRow | undefined> {
  const [lot] = await lotQuery(tx, tenderId, itemId).for('update');
  return lot;
}

/**
 * The lot's row while it is still open in the round it was read in: a change made under this
 * condition happens once, whichever process gets there first; the others find the lot moved on.
 */
export const stillOpenInRound = (lot: LotRow) =>
  and(
    eq(tenderLots.itemId, lot.itemId),
    eq(tenderLots.round, lot.round),
    eq(tenderLots.state, 'open'),
  );

/**
 * The tenders with an open lot that meets the conditions (on the lot and its tender's row), each
 * once: the clock's search for the lots that are due.
 */
export async function tendersWithOpenLots(
  db: DbExecutor,
  ...conditions: (SQL | undefined)[]
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tenderId: tenderLots.tenderId })
    .from(tenderLots)
    .innerJoin(tenders, eq(tenders.id, tenderLots.tenderId))
    .where(and(eq(tenderLots.state, 'open'), ...conditions));
  return rows.map((row) => row.tenderId);
}

export type LotItem = LotPricing & { id: string; position: number };

/** The columns of an item that a lot is priced on. */
const itemColumns = {
  id: tenderItems.id,
  position: tenderItems.position,
  unitPrice: tenderItems.unitPrice,
  bidStep: tenderItems.bidStep,
};

/** The price scale of one item of the tender (its expected unit price and bid step). */
export async function lotItem(
  db: DbExecutor,
  tenderId: string,
  itemId: string,
): Promise<LotItem | undefined> {
  const [item] = await db
    .select(itemColumns)
    .from(tenderItems)
    .where(and(eq(tenderItems.id, itemId), eq(tenderItems.tenderId, tenderId)));
  return item && toLotItem(item);
}

/** The tender's items in position order. */
export async function lotItems(db: DbExecutor, tenderId: string): Promise<LotItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(tenderItems)
    .where(eq(tenderItems.tenderId, tenderId))
    .orderBy(asc(tenderItems.position));
  return rows.map(toLotItem);
}

const toLotItem = (row: {
  id: string;
  position: number;
  unitPrice: number | string;
  bidStep: number | string;
}): LotItem => ({
  id: row.id,
  position: row.position,
  unitPrice: Number(row.unitPrice),
  bidStep: Number(row.bidStep),
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** A lot as everyone in the room may see it: never who remains, only how many. */
export function toLotState(lot: LotRow, format: AuctionFormat): TLotState {
  const clocked = format === 'japanese' || format === 'dutch';
  return {
    itemId: lot.itemId,
    position: lot.position,
    state: lot.state as LotStateName,
    round: clocked ? lot.round : null,
    level: numberOrNull(lot.level),
    roundEndsAt: iso(lot.roundEndsAt),
    endDate: iso(lot.endDate),
    prolongedMinutes: lot.prolongedMinutes,
    remaining: format === 'japanese' ? lot.remaining : null,
    outcome: (lot.outcome as LotOutcome | null) ?? null,
    finalLevel: numberOrNull(lot.finalLevel),
    closedAt: iso(lot.closedAt),
  };
}
