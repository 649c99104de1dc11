/** The rows an auction overview is made of: every supplier entry of the tender and its bid log. */
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { OFFER_ACTIONS } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { companies, tenderBids, tenderSuppliers, users } from '../../db/schema/index.ts';

export type OverviewEntry = {
  id: string;
  userId: string;
  userName: string;
  companyName: string | null;
  status: number;
  position: number;
  score: number | null;
  total: number | null;
  reachedSeq: number;
};

export async function readEntries(db: DbExecutor, tenderId: string): Promise<OverviewEntry[]> {
  return db
    .select({
      id: tenderSuppliers.id,
      userId: tenderSuppliers.userId,
      userName: users.userName,
      companyName: companies.name,
      status: tenderSuppliers.status,
      position: tenderSuppliers.overallPosition,
      score: tenderSuppliers.score,
      total: tenderSuppliers.total,
      reachedSeq: tenderSuppliers.reachedSeq,
    })
    .from(tenderSuppliers)
    .innerJoin(users, eq(users.id, tenderSuppliers.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(tenderSuppliers.tenderId, tenderId))
    .orderBy(asc(tenderSuppliers.id));
}

export type OverviewBidRow = {
  seq: number;
  createdAt: Date;
  supplierId: string;
  targetKind: string;
  targetId: string;
  value: number;
  phase: string;
  withdrawnAt: Date | null;
};

/**
 * The newest `limit` bids of the tender (only those of the entry `onlyOf` when given; none for
 * null), in chronological order, and how many there are in all.
 */
export async function readBids(
  db: DbExecutor,
  tenderId: string,
  { onlyOf, limit }: { onlyOf?: string | null; limit: number },
): Promise<{ rows: OverviewBidRow[]; totalCount: number }> {
  if (onlyOf === null) return { rows: [], totalCount: 0 };
  const where: SQL | undefined = and(
    eq(tenderBids.tenderId, tenderId),
    onlyOf ? eq(tenderBids.supplierId, onlyOf) : undefined,
    // Values offered: bids, accepted clock levels, opened sealed prices; not a sealed offer's
    // receipt (value 0) nor leaving a Japanese lot (issue 30; the chain keeps both).
    inArray(tenderBids.action, OFFER_ACTIONS),
  );
  const [[{ total }], newestFirst] = await Promise.all([
    db.select({ total: count() }).from(tenderBids).where(where),
    db
      .select({
        seq: tenderBids.seq,
        createdAt: tenderBids.createdAt,
        supplierId: tenderBids.supplierId,
        targetKind: tenderBids.targetKind,
        targetId: tenderBids.targetId,
        value: tenderBids.value,
        phase: tenderBids.phase,
        withdrawnAt: tenderBids.withdrawnAt,
      })
      .from(tenderBids)
      .where(where)
      .orderBy(desc(tenderBids.seq))
      .limit(limit),
  ]);
  return { rows: newestFirst.reverse(), totalCount: total };
}
