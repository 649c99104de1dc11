/**
 * The pending counters shown in UserInfo and pushed on changes: invitations the user has not
 * answered, and applicants and rejoin requests waiting for the user's approval. Only tenders that
 * have not ended, been canceled or frozen count.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { AWAITING_OWNER_STATUSES, SupplierStatus, TenderStatus } from '@tendermark/shared';
import type { DbExecutor } from '../../db/client.ts';
import { tenderSuppliers, tenders } from '../../db/schema/index.ts';

const OPEN_TENDER_STATUSES: number[] = [
  TenderStatus.SCHEDULED,
  TenderStatus.RFP_SUBMITTED,
  TenderStatus.RFP_ENDED,
  TenderStatus.SUBMITTED,
];

/** Invitations to auctions the user has not answered yet. */
export async function countPendingAuctionInvitations(
  db: DbExecutor,
  userId: string,
): Promise<number> {
  const [{ pending }] = await db
    .select({ pending: count() })
    .from(tenderSuppliers)
    .innerJoin(tenders, eq(tenders.id, tenderSuppliers.tenderId))
    .where(
      and(
        eq(tenderSuppliers.userId, userId),
        eq(tenderSuppliers.status, SupplierStatus.INVITED),
        inArray(tenders.status, OPEN_TENDER_STATUSES),
      ),
    );
  return pending;
}

/** Public applicants and rejoin requests waiting for the user's approval in the user's auctions. */
export async function countPendingPublicBidders(db: DbExecutor, userId: string): Promise<number> {
  const [{ pending }] = await db
    .select({ pending: count() })
    .from(tenderSuppliers)
    .innerJoin(tenders, eq(tenders.id, tenderSuppliers.tenderId))
    .where(
      and(
        eq(tenders.ownerId, userId),
        inArray(tenderSuppliers.status, [...AWAITING_OWNER_STATUSES]),
        inArray(tenders.status, OPEN_TENDER_STATUSES),
      ),
    );
  return pending;
}
