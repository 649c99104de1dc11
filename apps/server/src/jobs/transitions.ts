/**
 * The tender clock's transitions (DESIGN §5): SCHEDULED/RFP_SUBMITTED → RFP_ENDED at the proposal
 * deadline, → SUBMITTED at the start, → ENDED at the end (with approvals missed at the start and
 * the end, see approval-missed.ts). Each is a conditional UPDATE … WHERE
 * status IN (…) AND <date> <= now, so it happens once even with several processes on one
 * database, and a tender whose moments all passed while no server ran goes straight to ENDED.
 */
import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import { TenderStatus } from '@tendermark/shared';
import type { AppContext } from '../context.ts';
import { tenders } from '../db/schema/index.ts';
import { settleAuctionEnd, type AuctionEnd } from '../modules/auction/auction-end.ts';
import { publishRoomUpdate } from '../modules/auction/room-pushes.ts';
import { notifyAuctionEnded, notifyAuctionStarted } from '../modules/auction/room-notifications.ts';
import { publishPendingCountsOfClosedTender } from '../modules/suppliers/pushes.ts';
import {
  deliverMissedApprovals,
  missPendingApprovals,
  type MissedApproval,
} from './approval-missed.ts';

export type TransitionReport = { proposalsEnded: string[]; started: string[]; ended: string[] };

const moved = {
  id: tenders.id,
  ownerId: tenders.ownerId,
  name: tenders.name,
  currency: tenders.currency,
  version: tenders.version,
  endDate: tenders.endDate,
  bidSeq: tenders.bidSeq,
  bidVisibility: tenders.bidVisibility,
};
type MovedTender = { [K in keyof typeof moved]: (typeof tenders.$inferSelect)[K] };

async function moveDue(ctx: AppContext, to: number, due: SQL, now: Date): Promise<MovedTender[]> {
  return ctx.db.update(tenders).set({ status: to, updatedAt: now }).where(due).returning(moved);
}

/**
 * Opens the live room of the tenders whose start is due; what still waits for the owner's answer
 * becomes approval missed in the same transaction (so once, whichever process moved the tender).
 */
async function startDue(
  ctx: AppContext,
  now: Date,
): Promise<{ started: MovedTender[]; missed: MissedApproval[] }> {
  return ctx.db.transaction(async (tx) => {
    const started = await tx
      .update(tenders)
      .set({ status: TenderStatus.SUBMITTED, updatedAt: now })
      .where(and(eq(tenders.status, TenderStatus.RFP_ENDED), lte(tenders.startDate, now)))
      .returning(moved);
    return {
      started,
      missed: await missPendingApprovals(tx, started, TenderStatus.SUBMITTED, now),
    };
  });
}

function pushStatus(ctx: AppContext, tender: MovedTender, status: number): void {
  ctx.realtime.publisher.toTender(tender.id, 'updateTenderStatus', {
    tenderId: tender.id,
    status,
    endDate: tender.endDate.toISOString(),
  });
}

/** Moves one running tender to ENDED and settles it in the same transaction; undefined if another process did. */
async function endTender(
  ctx: AppContext,
  tenderId: string,
  now: Date,
): Promise<{ tender: MovedTender; end: AuctionEnd; missed: MissedApproval[] } | undefined> {
  return ctx.db.transaction(async (tx) => {
    const [tender] = await tx
      .update(tenders)
      .set({ status: TenderStatus.ENDED, updatedAt: now })
      .where(
        and(
          eq(tenders.id, tenderId),
          eq(tenders.status, TenderStatus.SUBMITTED),
          lte(tenders.endDate, now),
        ),
      )
      .returning(moved);
    if (!tender) return undefined;
    const end = await settleAuctionEnd(tx, tender, now);
    // Rejoin requests asked during the auction and not answered before its end.
    const missed = await missPendingApprovals(tx, [tender], TenderStatus.ENDED, now);
    return { tender, end, missed };
  });
}

async function endDueAuctions(ctx: AppContext, now: Date): Promise<string[]> {
  const due = await ctx.db
    .select({ id: tenders.id })
    .from(tenders)
    .where(and(eq(tenders.status, TenderStatus.SUBMITTED), lte(tenders.endDate, now)));
  const ended: string[] = [];
  for (const { id } of due) {
    const outcome = await endTender(ctx, id, now);
    if (!outcome) continue;
    const { tender, end, missed } = outcome;
    ended.push(tender.id);
    pushStatus(ctx, tender, TenderStatus.ENDED);
    publishRoomUpdate(ctx, {
      tenderId: tender.id,
      status: TenderStatus.ENDED,
      bidVisibility: tender.bidVisibility,
      seq: tender.bidSeq,
      itemBestBids: new Map(),
      criterionBestBids: new Map(),
      standings: end.standings,
      rankingChanged: true,
    });
    await notifyAuctionEnded(ctx, tender, end);
    await deliverMissedApprovals(ctx, missed);
    await publishPendingCountsOfClosedTender(ctx, tender);
  }
  return ended;
}

/** Runs every transition that is due by ctx.clock; safe to call at any time, from any process. */
export async function runDueTransitions(ctx: AppContext): Promise<TransitionReport> {
  const now = ctx.clock.now();
  const proposalsEnded = await moveDue(
    ctx,
    TenderStatus.RFP_ENDED,
    and(
      inArray(tenders.status, [TenderStatus.SCHEDULED, TenderStatus.RFP_SUBMITTED]),
      lte(tenders.proposalEndDate, now),
    )!,
    now,
  );
  for (const tender of proposalsEnded) pushStatus(ctx, tender, TenderStatus.RFP_ENDED);

  const { started, missed } = await startDue(ctx, now);
  for (const tender of started) pushStatus(ctx, tender, TenderStatus.SUBMITTED);
  await deliverMissedApprovals(ctx, missed);

  const ended = await endDueAuctions(ctx, now);
  // A tender whose end had passed too (catch-up after downtime) only reports its end.
  for (const tender of started) if (tender.endDate > now) await notifyAuctionStarted(ctx, tender);

  return {
    proposalsEnded: proposalsEnded.map((tender) => tender.id),
    started: started.map((tender) => tender.id),
    ended,
  };
}
