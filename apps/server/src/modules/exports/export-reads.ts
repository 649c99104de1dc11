/** The rows the exports are made of: the whole bid log, and a supplier's awards for the letter. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { OFFER_ACTIONS } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import {
  companies,
  tenderAwards,
  tenderBids,
  tenderSuppliers,
  users,
} from '../../db/schema/index.ts';

export type ExportBidRow = {
  seq: number;
  createdAt: Date;
  supplierName: string;
  companyName: string | null;
  targetKind: string;
  targetId: string;
  value: number;
  phase: string;
  withdrawnAt: Date | null;
};

/**
 * Every bid of the tender in the order of its log, or only those of the supplier entry `onlyOf`.
 * Unlike the overview (newest 2,000), an export holds the whole log.
 */
export async function readAllBids(
  db: DbExecutor,
  tenderId: string,
  onlyOf?: string,
): Promise<ExportBidRow[]> {
  return db
    .select({
      seq: tenderBids.seq,
      createdAt: tenderBids.createdAt,
      supplierName: users.userName,
      companyName: companies.name,
      targetKind: tenderBids.targetKind,
      targetId: tenderBids.targetId,
      value: tenderBids.value,
      phase: tenderBids.phase,
      withdrawnAt: tenderBids.withdrawnAt,
    })
    .from(tenderBids)
    .innerJoin(tenderSuppliers, eq(tenderSuppliers.id, tenderBids.supplierId))
    .innerJoin(users, eq(users.id, tenderSuppliers.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(tenderBids.tenderId, tenderId),
        inArray(tenderBids.action, OFFER_ACTIONS),
        onlyOf === undefined ? undefined : eq(tenderBids.supplierId, onlyOf),
      ),
    )
    .orderBy(asc(tenderBids.seq));
}

export type AwardLine = { itemId: string | null; amount: number; awardedAt: Date };

/** The awards of a supplier entry in the tender that are not cancelled, oldest first. */
export async function readActiveAwards(
  db: DbExecutor,
  tenderId: string,
  supplierEntryId: string,
): Promise<AwardLine[]> {
  return db
    .select({
      itemId: tenderAwards.itemId,
      amount: tenderAwards.amount,
      awardedAt: tenderAwards.awardedAt,
    })
    .from(tenderAwards)
    .where(
      and(
        eq(tenderAwards.tenderId, tenderId),
        eq(tenderAwards.supplierId, supplierEntryId),
        isNull(tenderAwards.canceledAt),
      ),
    )
    .orderBy(asc(tenderAwards.awardedAt), asc(tenderAwards.id));
}

export type Party = { userName: string; fullName: string | null; companyName: string | null };

/** The supplier of an entry of the tender, as a letter addresses them; undefined for none. */
export async function readSupplierParty(
  db: DbExecutor,
  tenderId: string,
  supplierEntryId: string,
): Promise<Party | undefined> {
  const [party] = await db
    .select({
      userName: users.userName,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: companies.name,
    })
    .from(tenderSuppliers)
    .innerJoin(users, eq(users.id, tenderSuppliers.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(tenderSuppliers.id, supplierEntryId), eq(tenderSuppliers.tenderId, tenderId)));
  if (!party) return undefined;
  const fullName = [party.firstName, party.lastName].filter(Boolean).join(' ').trim();
  return { userName: party.userName, fullName: fullName || null, companyName: party.companyName };
}
