/**
 * The tender clock's transitions (DESIGN §5): SCHEDULED/RFP_SUBMITTED → RFP_ENDED at the proposal
 * deadline, → SUBMITTED at the start, → ENDED at the end (with approvals missed at the start and
 * the end, see approval-missed.ts). Each is a conditional UPDATE … WHERE
 * status IN (…) AND <date> <= now, so it happens once even with several processes on one
 * database, and a tender whose moments all passed while no server ran goes straight to ENDED.
 * The start and the end write their notices and mails in the transaction that moves the tender;
 * pushes follow the commit through the events they record (proposalsEnded, auctionStarted,
 * auctionEnded, and participationChanged for each approval missed).
 */
import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import { TenderStatus } from '@tendermark/shared';
import type { AppContext } from '../context.ts';
import { tenders } from '../db/schema/index.ts';
import { dispatchNow, inTransaction } from '../events/transaction.ts';
import { settleAuctionEnd } from '../modules/auction/auction-end.ts';
import type { ClockedTender } from '../modules/auction/events.ts';
import { notifyAuctionEnded, notifyAuctionStarted } from '../modules/auction/room-notifications.ts';
import { startLots } from '../modules/lots/start.ts';
import { missPendingApprovals } from './approval-missed.ts';

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

const clocked = ({ id, ownerId, endDate, bidSeq, bidVisibility }: MovedTender): ClockedTender => ({
  id,
  ownerId,
  endDate,
  bidSeq,
  bidVisibility,
});

/** Closes the proposal phase of the tenders whose deadline is due (one statement, no notice). */
async function endDueProposals(ctx: AppContext, now: Date): Promise<MovedTender[]> {
  const ended = await ctx.db
    .update(tenders)
    .set({ status: TenderStatus.RFP_ENDED, updatedAt: now })
    .where(
      and(
        inArray(tenders.status, [TenderStatus.SCHEDULED, TenderStatus.RFP_SUBMITTED]),
        lte(tenders.proposalEndDate, now),
      ),
    )
    .returning(moved);
  await dispatchNow(
    ctx,
    ...ended.map((tender) => ({ type: 'proposalsEnded' as const, tender: clocked(tender) })),
  );
  return ended;
}

/**
 * Opens the live room of the tenders whose start is due; what still waits for the owner's answer
 * becomes approval missed in the same transaction (so once, whichever process moved the tender),
 * and the room hears that it started (a tender whose end had passed too, on a catch-up after
 * downtime, only reports its end).
 */
async function startDue(ctx: AppContext, now: Date): Promise<MovedTender[]> {
  return inTransaction(ctx, async (tx, events) => {
    const started = await tx
      .update(tenders)
      .set({ status: TenderStatus.SUBMITTED, updatedAt: now })
      .where(
        and(
          eq(tenders.status, TenderStatus.RFP_ENDED),
          lte(tenders.startDate, now),
          // Sealed offers have no live room: the clock opens them at the deadline instead.
          ne(tenders.auctionFormat, 'sealed'),
        ),
      )
      .returning(moved);
    if (started.length === 0) return started;
    await missPendingApprovals(ctx, { tx, events }, started, TenderStatus.SUBMITTED);
    await startLots(
      ctx,
      { tx, events },
      started.map((tender) => tender.id),
    );
    // Staggered lots moved the end to the last lot's close: the room and the notices say that one.
    const ends = await tx
      .select({ id: tenders.id, endDate: tenders.endDate })
      .from(tenders)
      .where(
        inArray(
          tenders.id,
          started.map((tender) => tender.id),
        ),
      );
    for (const { id, endDate } of ends)
      started.find((tender) => tender.id === id)!.endDate = endDate;
    for (const tender of started) {
      events.record({ type: 'auctionStarted', tender: clocked(tender) });
      if (tender.endDate > now) await notifyAuctionStarted(ctx, { tx, events }, tender);
    }
    return started;
  });
}

/**
 * Moves one running tender to ENDED and settles it, with everyone's notice and result mail, in
 * one transaction; undefined if another process did.
 */
async function endTender(
  ctx: AppContext,
  tenderId: string,
  now: Date,
): Promise<MovedTender | undefined> {
  return inTransaction(ctx, async (tx, events) => {
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
    events.record({ type: 'auctionEnded', tender: clocked(tender), standings: end.standings });
    await notifyAuctionEnded(ctx, { tx, events }, tender, end);
    // Rejoin requests asked during the auction and not answered before its end.
    await missPendingApprovals(ctx, { tx, events }, [tender], TenderStatus.ENDED);
    return tender;
  });
}

async function endDueAuctions(ctx: AppContext, now: Date): Promise<string[]> {
  const due = await ctx.db
    .select({ id: tenders.id })
    .from(tenders)
    .where(and(eq(tenders.status, TenderStatus.SUBMITTED), lte(tenders.endDate, now)));
  const ended: string[] = [];
  for (const { id } of due) {
    const tender = await endTender(ctx, id, now);
    if (tender) ended.push(tender.id);
  }
  return ended;
}

/** Runs every transition that is due by ctx.clock; safe to call at any time, from any process. */
export async function runDueTransitions(ctx: AppContext): Promise<TransitionReport> {
  const now = ctx.clock.now();
  const proposalsEnded = await endDueProposals(ctx, now);
  const started = await startDue(ctx, now);
  const ended = await endDueAuctions(ctx, now);
  return {
    proposalsEnded: proposalsEnded.map((tender) => tender.id),
    started: started.map((tender) => tender.id),
    ended,
  };
}
