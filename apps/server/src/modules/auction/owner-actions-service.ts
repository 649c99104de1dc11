/** The owner's calls in the live room: prolong the auction and post announcements to everyone in it. */
import { and, eq, gt, sql } from 'drizzle-orm';
import { Messages, TenderStatus } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { tenderAnnouncements, tenderLots, tenders } from '../../db/schema/index.ts';
import type { EventRecorder } from '../../events/domain-events.ts';
import { inTransaction } from '../../events/transaction.ts';
import { conflict } from '../../lib/errors.ts';
import { loadTenderForOwner } from '../tenders/access.ts';
import { AuditAction, recordChange } from '../tenders/change-log.ts';
import { storedLotState } from './batch-lots.ts';
import { notifyAnnouncement, notifyAuctionProlonged } from './room-notifications.ts';

const MINUTE = 60_000;

/**
 * With staggered lots, the owner's prolongation moves every lot still open by the same minutes, so
 * the last lot still closes with the tender and the lots keep their spacing.
 */
async function prolongOpenLots(
  { tx, events }: { tx: Transaction; events: EventRecorder },
  tenderId: string,
  minutes: number,
  now: Date,
): Promise<void> {
  const moved = await tx
    .update(tenderLots)
    .set({
      endDate: sql`${tenderLots.endDate} + make_interval(mins => ${minutes}::int)`,
      prolongedMinutes: sql`${tenderLots.prolongedMinutes} + ${minutes}::int`,
    })
    .where(
      and(
        eq(tenderLots.tenderId, tenderId),
        eq(tenderLots.state, 'open'),
        gt(tenderLots.endDate, now),
      ),
    )
    .returning();
  for (const lot of moved)
    events.record({ type: 'lotUpdated', tenderId, lot: storedLotState(lot) });
}

/**
 * PUT ProlongTender: only while the room runs (SUBMITTED, before its end by the server clock).
 * The participants' notices are written with the new end; the room and the clock hear of it
 * after the commit.
 */
export async function prolongTender(
  ctx: AppContext,
  userId: string,
  tenderId: string,
  minutes: number,
) {
  return inTransaction(ctx, async (tx, events) => {
    const tender = await loadTenderForOwner(tx, tenderId, userId, { forUpdate: true });
    const now = ctx.clock.now();
    if (tender.status !== TenderStatus.SUBMITTED)
      throw conflict(Messages.prolongOnlyRunning, 'not_running');
    if (now >= tender.endDate) throw conflict(Messages.biddingClosed, 'bidding_closed');
    const endDate = new Date(tender.endDate.getTime() + minutes * MINUTE);
    const prolongedMinutes = tender.prolongedMinutes + minutes;
    await tx
      .update(tenders)
      .set({ endDate, prolongedMinutes, updatedAt: now })
      .where(eq(tenders.id, tender.id));
    await prolongOpenLots({ tx, events }, tender.id, minutes, now);
    await recordChange(tx, {
      tenderId: tender.id,
      userId,
      action: AuditAction.PROLONGED,
      changes: {
        endDate: { from: tender.endDate.toISOString(), to: endDate.toISOString() },
        minutes,
      },
      at: now,
    });
    events.record({ type: 'auctionProlonged', tenderId: tender.id, endDate, minutes });
    events.record({ type: 'tenderMomentMoved', tenderId: tender.id, instant: endDate });
    await notifyAuctionProlonged(ctx, { tx, events }, tender, { minutes, endDate });
    return {
      tenderId: tender.id,
      endDate: endDate.toISOString(),
      minutes,
      prolongedMinutes,
    };
  });
}

/** POST AddAnnouncement: once the tender is out of draft; everyone in the room sees it at once. */
export async function addAnnouncement(
  ctx: AppContext,
  userId: string,
  tenderId: string,
  text: string,
) {
  return inTransaction(ctx, async (tx, events) => {
    const tender = await loadTenderForOwner(tx, tenderId, userId);
    if (tender.status === TenderStatus.NEW)
      throw conflict(Messages.announcementOnDraft, 'modification_blocked');
    const [stored] = await tx
      .insert(tenderAnnouncements)
      .values({ tenderId: tender.id, authorId: userId, text, createdAt: ctx.clock.now() })
      .returning();
    const announcement = { tenderId: tender.id, date: stored.createdAt.toISOString(), text };
    events.record({ type: 'announcementPosted', ...announcement });
    await notifyAnnouncement(ctx, { tx, events }, tender, text);
    return announcement;
  });
}
