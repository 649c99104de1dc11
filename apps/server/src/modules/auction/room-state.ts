/**
 * The live state of one tender's room read under its lock: the active supplier entries with their
 * current offers, and what a ranking changes compared with what is stored.
 */
import { and, eq } from 'drizzle-orm';
import {
  SupplierStatus,
  offerTotal,
  rankOffers,
  round4,
  type RankingOffer,
  type RankingResult,
} from '@tendermark/shared';
import type { DbExecutor, Transaction } from '../../db/client.ts';
import { tenderSuppliers, tenders, users, type BidValues } from '../../db/schema/index.ts';
import type { TenderStructure } from './tender-structure.ts';

export type RoomEntry = {
  id: string;
  userId: string;
  userName: string;
  isDemo: boolean;
  itemBids: BidValues;
  criterionBids: BidValues;
  reachedSeq: number;
  position: number;
  score: number | null;
  total: number | null;
};

/** The tender's room fields, with its row locked until the transaction ends: bids queue here. */
export async function lockTender(tx: Transaction, tenderId: string) {
  const [tender] = await tx
    .select({
      id: tenders.id,
      status: tenders.status,
      version: tenders.version,
      proposalEndDate: tenders.proposalEndDate,
      endDate: tenders.endDate,
      prolongedMinutes: tenders.prolongedMinutes,
      autoExtendMinutes: tenders.autoExtendMinutes,
      bidVisibility: tenders.bidVisibility,
      bidSeq: tenders.bidSeq,
      bidHash: tenders.bidHash,
    })
    .from(tenders)
    .where(eq(tenders.id, tenderId))
    .for('update');
  return tender;
}

export type LockedTender = NonNullable<Awaited<ReturnType<typeof lockTender>>>;

/** Entries that take part in the ranking: status accepted (3). */
export async function readActiveEntries(db: DbExecutor, tenderId: string): Promise<RoomEntry[]> {
  return db
    .select({
      id: tenderSuppliers.id,
      userId: tenderSuppliers.userId,
      userName: users.userName,
      isDemo: tenderSuppliers.isDemo,
      itemBids: tenderSuppliers.itemBids,
      criterionBids: tenderSuppliers.criterionBids,
      reachedSeq: tenderSuppliers.reachedSeq,
      position: tenderSuppliers.overallPosition,
      score: tenderSuppliers.score,
      total: tenderSuppliers.total,
    })
    .from(tenderSuppliers)
    .innerJoin(users, eq(users.id, tenderSuppliers.userId))
    .where(
      and(
        eq(tenderSuppliers.tenderId, tenderId),
        eq(tenderSuppliers.status, SupplierStatus.ACCEPTED),
      ),
    );
}

const asMap = (values: BidValues) => new Map(Object.entries(values));

export function toRankingOffer(entry: RoomEntry): RankingOffer {
  return {
    supplierId: entry.id,
    itemBids: asMap(entry.itemBids),
    criterionBids: asMap(entry.criterionBids),
    reachedAt: entry.reachedSeq,
  };
}

export function rankEntries(structure: TenderStructure, entries: RoomEntry[]): RankingResult {
  return rankOffers(structure.items, structure.criteria, entries.map(toRankingOffer));
}

/** An entry's ranking figures as they should be stored. */
export type EntryStanding = {
  id: string;
  position: number;
  score: number | null;
  total: number | null;
};

export function standingOf(
  structure: TenderStructure,
  entry: RoomEntry,
  ranking: RankingResult,
): EntryStanding {
  const total = offerTotal(structure.items, asMap(entry.itemBids));
  return {
    id: entry.id,
    position: ranking.positions.get(entry.id)!,
    score: ranking.scores.get(entry.id) ?? null,
    total: total === undefined ? null : round4(total),
  };
}

export const standingChanged = (entry: RoomEntry, standing: EntryStanding) =>
  entry.position !== standing.position ||
  entry.score !== standing.score ||
  (entry.total === null ? null : round4(entry.total)) !== standing.total;

/** Ids whose best value differs between two rankings, with the new value (undefined: none). */
export function changedBestBids(
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
  ids: Iterable<string>,
): Map<string, number | undefined> {
  const changed = new Map<string, number | undefined>();
  for (const id of ids) if (before.get(id) !== after.get(id)) changed.set(id, after.get(id));
  return changed;
}
