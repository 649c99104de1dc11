/**
 * The comparison of an ended tender's final offers (issue 29), for its owner's matrix and for the
 * exports: `tenderComparison` for a caller that has checked access, `comparisonForOwner` for the
 * owner's route. Read with the caller's executor, so the award reads it under the tender's lock.
 */
import { asc, eq } from 'drizzle-orm';
import { AwardMessages, TenderStatus, type TTenderComparison } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { companies, tenderSuppliers, tenders, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { bidderAttachments } from '../suppliers/entry-dto.ts';
import { loadTenderForOwner, type TenderRow } from '../tenders/access.ts';
import { readParameters } from '../tenders/parameters-store.ts';
import { ownerAward } from './award-view.ts';
import { comparisonMatrix, type ComparisonEntry } from './comparison-rows.ts';

async function readEntries(db: DbExecutor, tenderId: string): Promise<ComparisonEntry[]> {
  return db
    .select({
      id: tenderSuppliers.id,
      userId: tenderSuppliers.userId,
      userName: users.userName,
      companyName: companies.name,
      status: tenderSuppliers.status,
      isDemo: tenderSuppliers.isDemo,
      itemBids: tenderSuppliers.itemBids,
      criterionBids: tenderSuppliers.criterionBids,
      mustHaveResponses: tenderSuppliers.mustHaveResponses,
      position: tenderSuppliers.overallPosition,
      score: tenderSuppliers.score,
      offerDescription: tenderSuppliers.offerDescription,
    })
    .from(tenderSuppliers)
    .innerJoin(users, eq(users.id, tenderSuppliers.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(tenderSuppliers.tenderId, tenderId))
    .orderBy(asc(tenderSuppliers.createdAt), asc(tenderSuppliers.id));
}

/** 409 unless the auction has ended: before, there are no final offers to compare or award. */
export function assertEnded(tender: TenderRow): void {
  if (tender.status !== TenderStatus.ENDED) throw conflict(AwardMessages.notEnded, 'not_ended');
}

/** The comparison of a tender row the caller has read (and may have locked). */
export async function comparisonOf(db: DbExecutor, tender: TenderRow): Promise<TTenderComparison> {
  // One connection runs one statement at a time: in a transaction, the reads go in sequence.
  const parameters = await readParameters(db, tender);
  const entries = await readEntries(db, tender.id);
  const attachments = await bidderAttachments(db, tender.id);
  const award = await ownerAward(db, tender);
  return {
    tenderId: tender.id,
    tenderName: tender.name,
    currency: tender.currency,
    tenderStatus: tender.status,
    endedAt: tender.endedAt?.toISOString() ?? null,
    tieRule: tender.tieRule,
    ...comparisonMatrix(parameters, entries, attachments),
    award,
  };
}

/**
 * The comparison of an ended tender, for a caller that has already decided the viewer may see it
 * (the exports): 404 for no such tender, 409 before the end.
 */
export async function tenderComparison(
  ctx: Pick<AppContext, 'db'>,
  tenderId: string,
): Promise<TTenderComparison> {
  const [tender] = isUuid(tenderId)
    ? await ctx.db.select().from(tenders).where(eq(tenders.id, tenderId))
    : [];
  if (!tender) throw notFound();
  assertEnded(tender);
  return comparisonOf(ctx.db, tender);
}

/** GET GetTenderComparison: the owner's (403 for a participant, 404 for anyone else). */
export async function comparisonForOwner(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  tenderId: string,
): Promise<TTenderComparison> {
  const tender = await loadTenderForOwner(ctx.db, tenderId, userId);
  assertEnded(tender);
  return comparisonOf(ctx.db, tender);
}
