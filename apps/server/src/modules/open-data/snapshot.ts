/**
 * What the open data says about a tender, read from the database in one place: the tender, its
 * items, whether other criteria than the price count, the buyer's public name and the award rows
 * with their suppliers' public names. Nothing else of a supplier is read: bids, ranks and the
 * suppliers who won nothing never reach a release.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { TenderStatus } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import {
  companies,
  tenderAwards,
  tenderCriteria,
  tenderItems,
  tenderSuppliers,
  tenders,
  unitsOfMeasurement,
  users,
} from '../../db/schema/index.ts';

export type SnapshotItem = {
  id: string;
  name: string;
  description: string | null;
  quantity: number;
  unitName: string;
  unitPrice: number;
};

export type SnapshotAward = {
  id: string;
  /** Null: the whole tender. */
  itemId: string | null;
  supplierEntryId: string;
  supplierName: string;
  amount: number;
  awardedAt: Date;
  canceledAt: Date | null;
};

export type TenderSnapshot = {
  id: string;
  name: string;
  currency: string;
  status: number;
  isVatIncluded: boolean;
  scheduledAt: Date | null;
  createdAt: Date;
  proposalEndDate: Date;
  startDate: Date;
  endDate: Date;
  awardStatus: string | null;
  awardFinalAt: Date | null;
  buyerName: string;
  items: SnapshotItem[];
  /** Some criterion besides the price is weighed (rated criteria rather than price only). */
  hasOtherCriteria: boolean;
  awards: SnapshotAward[];
};

/** Drafts are nobody's business, and a frozen tender is held back until the admin releases it. */
const UNPUBLISHED_STATUSES: number[] = [TenderStatus.NEW, TenderStatus.FREEZE];

/** Public, real (not a demo) and past its draft: a tender whose state the open data follows. */
export function isPublishable(tender: {
  isPublic: boolean;
  isDemo: boolean;
  status: number;
}): boolean {
  return tender.isPublic && !tender.isDemo && !UNPUBLISHED_STATUSES.includes(tender.status);
}

/**
 * How an organization is named in open data: by its company, as the public tender pages name the
 * buyer. A user without a company stays unnamed: never a person's name, nor the user name, which
 * is often an e-mail address.
 */
const publicName = (companyName: string | null, unnamed: string): string =>
  companyName?.trim() || unnamed;

/** The tender as the open data shows it; undefined when it is unknown or not publishable. */
export async function readTenderSnapshot(
  db: DbExecutor,
  tenderId: string,
): Promise<TenderSnapshot | undefined> {
  const [row] = await db
    .select({
      tender: {
        id: tenders.id,
        name: tenders.name,
        currency: tenders.currency,
        status: tenders.status,
        isPublic: tenders.isPublic,
        isDemo: tenders.isDemo,
        isVatIncluded: tenders.isVatIncluded,
        scheduledAt: tenders.scheduledAt,
        createdAt: tenders.createdAt,
        proposalEndDate: tenders.proposalEndDate,
        startDate: tenders.startDate,
        endDate: tenders.endDate,
        awardStatus: tenders.awardStatus,
        awardFinalAt: tenders.awardFinalAt,
      },
      buyerCompany: companies.name,
    })
    .from(tenders)
    .innerJoin(users, eq(users.id, tenders.ownerId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(tenders.id, tenderId));
  if (!row || !isPublishable(row.tender)) return undefined;
  const { isPublic: _public, isDemo: _demo, ...tender } = row.tender;
  // One after another: `db` is the publisher's transaction, one connection that runs one query at
  // a time (pg queues the others, a use that pg@9 drops).
  const items = await readItems(db, tenderId);
  const otherCriteria = await db
    .select({ id: tenderCriteria.id })
    .from(tenderCriteria)
    .where(
      and(
        eq(tenderCriteria.tenderId, tenderId),
        eq(tenderCriteria.isPrice, false),
        ne(tenderCriteria.weight, 0),
      ),
    )
    .limit(1);
  const awards = await readAwards(db, tenderId);
  return {
    ...tender,
    buyerName: publicName(row.buyerCompany, 'Unnamed buyer'),
    items,
    hasOtherCriteria: otherCriteria.length > 0,
    awards,
  };
}

function readItems(db: DbExecutor, tenderId: string): Promise<SnapshotItem[]> {
  return db
    .select({
      id: tenderItems.id,
      name: tenderItems.name,
      description: tenderItems.description,
      quantity: tenderItems.quantity,
      unitName: unitsOfMeasurement.name,
      unitPrice: tenderItems.unitPrice,
    })
    .from(tenderItems)
    .innerJoin(unitsOfMeasurement, eq(unitsOfMeasurement.id, tenderItems.unitId))
    .where(eq(tenderItems.tenderId, tenderId))
    .orderBy(asc(tenderItems.position));
}

async function readAwards(db: DbExecutor, tenderId: string): Promise<SnapshotAward[]> {
  const rows = await db
    .select({
      id: tenderAwards.id,
      itemId: tenderAwards.itemId,
      supplierEntryId: tenderAwards.supplierId,
      amount: tenderAwards.amount,
      awardedAt: tenderAwards.awardedAt,
      canceledAt: tenderAwards.canceledAt,
      supplierCompany: companies.name,
    })
    .from(tenderAwards)
    .innerJoin(tenderSuppliers, eq(tenderSuppliers.id, tenderAwards.supplierId))
    .innerJoin(users, eq(users.id, tenderSuppliers.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(tenderItems, eq(tenderItems.id, tenderAwards.itemId))
    .where(eq(tenderAwards.tenderId, tenderId))
    // In the order of the decisions, a decision's lines in the order of the items.
    .orderBy(
      asc(tenderAwards.awardedAt),
      sql`${tenderItems.position} NULLS FIRST`,
      asc(tenderAwards.id),
    );
  return rows.map(({ supplierCompany, ...award }) => ({
    ...award,
    supplierName: publicName(supplierCompany, 'Unnamed supplier'),
  }));
}
