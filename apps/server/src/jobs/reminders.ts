/**
 * Reminders before a tender's moments: "proposal deadline near" a day before the proposal
 * deadline and "starts in 1 hour" before the live auction. Each is claimed by a conditional
 * UPDATE that records the date it was sent for, so it goes out once even with several
 * processes, and again only if the date moves. The claim, the notices and the mails commit
 * together: a reminder claimed is a reminder written.
 */
import { and, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TenderStatus } from '@tendermark/shared';
import type { AppContext } from '../context.ts';
import { tenders } from '../db/schema/index.ts';
import { inTransaction } from '../events/transaction.ts';
import {
  notifyAuctionStartsSoon,
  notifyProposalDeadlineNear,
} from '../modules/auction/room-notifications.ts';

const HOUR_MS = 60 * 60 * 1000;
export const ReminderLeadMs = { proposalDeadline: 24 * HOUR_MS, start: HOUR_MS } as const;

const notYetSentFor = (sentFor: AnyPgColumn, date: AnyPgColumn): SQL =>
  or(isNull(sentFor), ne(sentFor, date))!;

/** Within `leadMs` before `date` (and not past it), in one of `statuses`, not yet reminded for it. */
const dueWithin = (
  date: AnyPgColumn,
  sentFor: AnyPgColumn,
  statuses: number[],
  leadMs: number,
  now: Date,
): SQL =>
  and(
    inArray(tenders.status, statuses),
    gt(date, now),
    lte(date, new Date(now.getTime() + leadMs)),
    notYetSentFor(sentFor, date),
  )!;

const claimed = {
  id: tenders.id,
  ownerId: tenders.ownerId,
  name: tenders.name,
  proposalEndDate: tenders.proposalEndDate,
  startDate: tenders.startDate,
};

export async function runDueReminders(
  ctx: AppContext,
): Promise<{ deadlines: string[]; starts: string[] }> {
  const now = ctx.clock.now();
  const { SCHEDULED, RFP_SUBMITTED, RFP_ENDED } = TenderStatus;
  const deadlines = await inTransaction(ctx, async (tx, events) => {
    const due = await tx
      .update(tenders)
      .set({ proposalReminderFor: sql`${tenders.proposalEndDate}` })
      .where(
        dueWithin(
          tenders.proposalEndDate,
          tenders.proposalReminderFor,
          [SCHEDULED, RFP_SUBMITTED],
          ReminderLeadMs.proposalDeadline,
          now,
        ),
      )
      .returning(claimed);
    for (const tender of due) await notifyProposalDeadlineNear(ctx, { tx, events }, tender);
    return due;
  });

  const starts = await inTransaction(ctx, async (tx, events) => {
    const due = await tx
      .update(tenders)
      .set({ startReminderFor: sql`${tenders.startDate}` })
      .where(
        dueWithin(
          tenders.startDate,
          tenders.startReminderFor,
          [SCHEDULED, RFP_SUBMITTED, RFP_ENDED],
          ReminderLeadMs.start,
          now,
        ),
      )
      .returning(claimed);
    for (const tender of due) await notifyAuctionStartsSoon(ctx, { tx, events }, tender);
    return due;
  });

  return {
    deadlines: deadlines.map((tender) => tender.id),
    starts: starts.map((tender) => tender.id),
  };
}
