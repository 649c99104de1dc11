/**
 * The award of a tender as GetTender shows it, from the award's lines read with the rest of the
 * tender (tender-dto.ts) instead of in statements of their own: the same rules as
 * award/award-view.ts (awardForViewer), which test/tenders/tender-dto-shared.test.ts holds this to.
 * The owner reads every line and the reason; a supplier whose entry took part (accepted) only
 * their own lines, their rank when the buyer shares ranks, and the reason of a closing without
 * award; anyone else nothing.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  AwardState,
  SupplierStatus,
  TenderStatus,
  awardStateOf,
  round2,
  type TTenderAward,
} from '@tendermark/shared';
import {
  companies,
  tenderAwards,
  tenderItems,
  tenderSuppliers,
  users,
} from '../../db/schema/index.ts';
import { rankOf, supplierDisplayName, type StoredAwardLine } from '../award/award-view.ts';
import type { TenderIdParam } from '../suppliers/entry-dto.ts';
import type { TenderRelation, TenderRow } from './access.ts';
import { jsonRows } from './json-sql.ts';

type AwardLineRow = Omit<StoredAwardLine, 'supplierName'> & {
  userName: string;
  companyName: string | null;
};

/** The award's lines in force, as activeAwardLines orders them: the whole tender first, then items. */
export const awardLineRows = (tenderId: TenderIdParam) =>
  jsonRows<AwardLineRow>({
    fields: {
      itemId: tenderAwards.itemId,
      itemName: tenderItems.name,
      supplierId: tenderAwards.supplierId,
      userId: tenderSuppliers.userId,
      userName: users.userName,
      companyName: companies.name,
      amount: tenderAwards.amount,
      awardedAt: tenderAwards.awardedAt,
    },
    from: sql`${tenderAwards}
      join ${tenderSuppliers} on ${eq(tenderSuppliers.id, tenderAwards.supplierId)}
      join ${users} on ${eq(users.id, tenderSuppliers.userId)}
      left join ${companies} on ${eq(companies.id, users.companyId)}
      left join ${tenderItems} on ${eq(tenderItems.id, tenderAwards.itemId)}
      where ${and(eq(tenderAwards.tenderId, tenderId), isNull(tenderAwards.canceledAt))}`,
    orderBy: sql`${tenderItems.position} nulls first, ${tenderAwards.awardedAt}`,
  });

/** The lines as activeAwardLines returns them. */
export const awardLinesOf = (rows: readonly AwardLineRow[]): StoredAwardLine[] =>
  rows.map(({ userName, companyName, awardedAt, itemName, ...line }) => ({
    ...line,
    itemName: itemName ?? null,
    supplierName: supplierDisplayName(userName, companyName),
    amount: round2(Number(line.amount)),
    awardedAt: new Date(awardedAt).toISOString(),
  }));

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
    lines: lines.map(({ userId: _userId, ...line }) => line),
    total: lines.length === 0 ? null : round2(lines.reduce((sum, line) => sum + line.amount, 0)),
  };
}

/**
 * The award for the viewer (awardForViewer's rules): ended tenders, their owner and participants
 * only. `ownEntry` is the viewer's entry (status and position), if they have one.
 */
export function awardForViewerOf(
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
