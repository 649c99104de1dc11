/**
 * The award of a tender as each viewer may read it (issue 29): the owner every awarded line and
 * the reason; a participating supplier only their own lines, their rank when the buyer shares
 * ranks, and the reason of a closing without award. Never another supplier's prices.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  AwardState,
  Constants,
  SupplierStatus,
  TenderStatus,
  awardStateOf,
  round2,
  type TAwardLine,
  type TTenderAward,
} from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import {
  companies,
  tenderAwards,
  tenderItems,
  tenderSuppliers,
  users,
} from '../../db/schema/index.ts';
import type { TenderRelation, TenderRow } from '../tenders/access.ts';

/** The company's name, or the user's when they have none: how the award names a supplier. */
export const supplierDisplayName = (userName: string, companyName: string | null) =>
  companyName?.trim() || userName;

export type StoredAwardLine = TAwardLine & { userId: string };

/** An award line's columns with its supplier's names (here, and in GetTender's JSON read). */
export const awardLineFields = {
  itemId: tenderAwards.itemId,
  itemName: tenderItems.name,
  supplierId: tenderAwards.supplierId,
  userId: tenderSuppliers.userId,
  userName: users.userName,
  companyName: companies.name,
  amount: tenderAwards.amount,
  awardedAt: tenderAwards.awardedAt,
};

/** The award's lines in force (not cancelled): the whole tender first, then items in order. */
export async function activeAwardLines(
  db: DbExecutor,
  tenderId: string,
): Promise<StoredAwardLine[]> {
  const rows = await db
    .select(awardLineFields)
    .from(tenderAwards)
    .innerJoin(tenderSuppliers, eq(tenderSuppliers.id, tenderAwards.supplierId))
    .innerJoin(users, eq(users.id, tenderSuppliers.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(tenderItems, eq(tenderItems.id, tenderAwards.itemId))
    .where(and(eq(tenderAwards.tenderId, tenderId), isNull(tenderAwards.canceledAt)))
    .orderBy(sql`${tenderItems.position} nulls first`, asc(tenderAwards.awardedAt));
  return rows.map(toStoredAwardLine);
}

/** An award line as read with its supplier's names (from a select, or as JSON: text and numbers). */
export type AwardLineRow = {
  itemId: string | null;
  itemName: string | null;
  supplierId: string;
  userId: string;
  userName: string;
  companyName: string | null;
  amount: number | string;
  awardedAt: Date | string;
};

export const toStoredAwardLine = ({
  userName,
  companyName,
  awardedAt,
  itemName,
  amount,
  ...line
}: AwardLineRow): StoredAwardLine => ({
  ...line,
  itemName: itemName ?? null,
  supplierName: supplierDisplayName(userName, companyName),
  amount: round2(Number(amount)),
  awardedAt: new Date(awardedAt).toISOString(),
});

const publicLine = ({ userId: _userId, ...line }: StoredAwardLine): TAwardLine => line;

function awardOf(
  tender: TenderRow,
  lines: readonly StoredAwardLine[],
  reason: string | null,
): TTenderAward {
  return {
    state: awardStateOf(tender.awardStatus),
    isFinal: tender.awardFinalAt !== null,
    decidedAt: tender.awardDecidedAt?.toISOString() ?? null,
    finalAt: tender.awardFinalAt?.toISOString() ?? null,
    reason,
    sharesRanks: tender.awardShowsRank,
    lines: lines.map(publicLine),
    total: lines.length === 0 ? null : round2(lines.reduce((sum, line) => sum + line.amount, 0)),
  };
}

/** The owner's view: every line, and the reason of the decision. */
export async function ownerAward(db: DbExecutor, tender: TenderRow): Promise<TTenderAward> {
  return awardOf(tender, await activeAwardLines(db, tender.id), tender.awardReason);
}

/**
 * A supplier's view, for an entry that took part in the auction (accepted): their own lines, the
 * reason only when the tender closed without award, their rank when the buyer shares ranks.
 */
export async function supplierAward(
  db: DbExecutor,
  tender: TenderRow,
  userId: string,
): Promise<TTenderAward | undefined> {
  const [entry] = await db
    .select({ status: tenderSuppliers.status, position: tenderSuppliers.overallPosition })
    .from(tenderSuppliers)
    .where(and(eq(tenderSuppliers.tenderId, tender.id), eq(tenderSuppliers.userId, userId)));
  if (entry?.status !== SupplierStatus.ACCEPTED) return undefined;
  const lines =
    awardStateOf(tender.awardStatus) === AwardState.AWARDED
      ? await activeAwardLines(db, tender.id)
      : [];
  return awardForViewerFrom(tender, lines, { id: userId, relation: 'supplier' }, entry);
}

/** A stored position as a rank: null for an offer that was not complete (9999). */
export const rankOf = (position: number) => (position === Constants.noPosition ? null : position);

/**
 * The award for the tender pages (GetTender), from the award's lines in force: ended tenders,
 * their owner and participants only. `ownEntry` is the viewer's entry (status and position), if
 * they have one; a supplier reads only their own lines.
 */
export function awardForViewerFrom(
  tender: TenderRow,
  lines: readonly StoredAwardLine[],
  viewer: { id: string | undefined; relation: TenderRelation },
  ownEntry: { status: number; position: number } | undefined,
): TTenderAward | undefined {
  if (tender.status !== TenderStatus.ENDED || viewer.id === undefined) return undefined;
  if (viewer.relation === 'owner') return awardOf(tender, lines, tender.awardReason);
  if (viewer.relation !== 'supplier' || ownEntry?.status !== SupplierStatus.ACCEPTED)
    return undefined;
  const state = awardStateOf(tender.awardStatus);
  const own = state === AwardState.AWARDED ? lines.filter((line) => line.userId === viewer.id) : [];
  const award = awardOf(tender, own, state === AwardState.NOT_AWARDED ? tender.awardReason : null);
  return tender.awardShowsRank && state === AwardState.AWARDED
    ? { ...award, myRank: rankOf(ownEntry.position) }
    : award;
}

/** The award for the tender pages as its own statements read it (the reference GetTender's is held to). */
export async function awardForViewer(
  db: DbExecutor,
  tender: TenderRow,
  viewer: { id: string | undefined; relation: TenderRelation },
): Promise<TTenderAward | undefined> {
  if (tender.status !== TenderStatus.ENDED || viewer.id === undefined) return undefined;
  if (viewer.relation === 'owner') return ownerAward(db, tender);
  if (viewer.relation === 'supplier') return supplierAward(db, tender, viewer.id);
  return undefined;
}
