/** The owner's calls in the live room: prolong the auction and post announcements to everyone in it. */
import { eq } from 'drizzle-orm';
import { Messages, TenderStatus } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { tenderAnnouncements, tenders } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { loadTenderForOwner } from '../tenders/access.ts';
import { AuditAction, recordChange } from '../tenders/change-log.ts';
import { notifyAnnouncement, notifyAuctionProlonged } from './room-notifications.ts';

const MINUTE = 60_000;

/** PUT ProlongTender: only while the room runs (SUBMITTED, before its end by the server clock). */
export async function prolongTender(
  ctx: AppContext,
  userId: string,
  tenderId: string,
  minutes: number,
) {
  const prolonged = await ctx.db.transaction(async (tx) => {
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
    return { tender, endDate, minutes, prolongedMinutes };
  });
  const { tender } = prolonged;
  ctx.realtime.publisher.toTender(tender.id, 'prolongAuction', {
    tenderId: tender.id,
    endDate: prolonged.endDate.toISOString(),
    minutes,
    reason: 'owner',
  });
  await ctx.events.dispatch([
    { type: 'tenderMomentMoved', tenderId: tender.id, instant: prolonged.endDate },
  ]);
  await notifyAuctionProlonged(ctx, tender, prolonged);
  return {
    tenderId: tender.id,
    endDate: prolonged.endDate.toISOString(),
    minutes,
    prolongedMinutes: prolonged.prolongedMinutes,
  };
}

/** POST AddAnnouncement: once the tender is out of draft; everyone in the room sees it at once. */
export async function addAnnouncement(
  ctx: AppContext,
  userId: string,
  tenderId: string,
  text: string,
) {
  const tender = await loadTenderForOwner(ctx.db, tenderId, userId);
  if (tender.status === TenderStatus.NEW)
    throw conflict(Messages.announcementOnDraft, 'modification_blocked');
  const [stored] = await ctx.db
    .insert(tenderAnnouncements)
    .values({ tenderId: tender.id, authorId: userId, text, createdAt: ctx.clock.now() })
    .returning();
  const announcement = { tenderId: tender.id, date: stored.createdAt.toISOString(), text };
  ctx.realtime.publisher.toTender(tender.id, 'addTenderAnnouncement', announcement);
  await notifyAnnouncement(ctx, tender, text);
  return announcement;
}
