/** Status changes of a tender by its owner: schedule, cancel, hide, delete, share (DESIGN §5). */
import { and, eq } from 'drizzle-orm';
import {
  AddressSource,
  Messages,
  TenderStatus,
  auctionEnd,
  rescheduleIfDeadlinePassed,
  scheduleProblems,
  type TScheduleReply,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { files, tenders } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { conflict } from '../../lib/errors.ts';
import { addressOfSource } from '../addresses/service.ts';
import { removeContents } from '../files/service.ts';
import { fileStorageFor } from '../files/storage.ts';
import { releaseDraftInvitations } from '../suppliers/invitations-service.ts';
import { recordCancelNotices } from '../suppliers/owner-messages-service.ts';
import {
  assertEditable,
  loadTenderForOwner,
  loadTenderForViewer,
  type TenderRow,
} from './access.ts';
import { recordVisibility } from './app-pushes.ts';
import { AuditAction, recordChange } from './change-log.ts';
import { completenessProblems } from './completeness.ts';
import { readParameters } from './parameters-store.ts';
import { claimSchedulingAllowance } from './plan.ts';
import { tenderDto } from './tender-dto.ts';

const unique = (texts: string[]) => [...new Set(texts)];

export type ScheduleOutcome =
  { kind: 'scheduled'; reply: TScheduleReply } | { kind: 'refused'; problems: string[] };

/**
 * PUT ScheduleTender: validates the whole draft, moves a passed proposal deadline to now + 1 h
 * (keeping the gap to the start), checks the plan, and sets SCHEDULED; suppliers picked while
 * drafting are invited then.
 */
export async function scheduleTender(
  ctx: AppContext,
  userId: string,
  tenderId: string,
): Promise<ScheduleOutcome> {
  const now = ctx.clock.now();
  const outcome = await inTransaction(ctx, async (tx, events) => {
    const tender = await loadTenderForOwner(tx, tenderId, userId, { forUpdate: true });
    assertEditable(tender);
    const parameters = await readParameters(tx, tender);
    // The user's or company's address may have been filled in since the draft was saved.
    const deliveryAddress =
      tender.addressSource === AddressSource.USER || tender.addressSource === AddressSource.COMPANY
        ? await addressOfSource(tx, userId, tender.addressSource)
        : tender.deliveryAddress;
    const problems = unique([
      ...scheduleProblems({
        name: tender.name,
        itemCount: parameters.itemsDetails.length,
        weights: parameters.criteriaDetails.map((criterion) => criterion.weight.id),
        duration: tender.durationMinutes,
        proposalEndDate: tender.proposalEndDate,
        startDate: tender.startDate,
        addressSource: tender.addressSource,
        hasDeliveryCountry: Boolean(deliveryAddress?.country),
      }),
      ...completenessProblems(parameters),
    ]);
    if (problems.length > 0) return { kind: 'refused' as const, problems };

    const dates = rescheduleIfDeadlinePassed(tender, now);
    await claimSchedulingAllowance(tx, { userId, isDemo: tender.isDemo, now });
    const [scheduled] = await tx
      .update(tenders)
      .set({
        status: TenderStatus.SCHEDULED,
        proposalEndDate: dates.proposalEndDate,
        startDate: dates.startDate,
        endDate: auctionEnd(dates.startDate, tender.durationMinutes, tender.prolongedMinutes),
        deliveryAddress,
        scheduledAt: now,
        updatedAt: now,
        version: tender.version + 1,
      })
      .where(and(eq(tenders.id, tender.id), eq(tenders.status, TenderStatus.NEW)))
      .returning();
    // Suppliers picked while drafting hear of the tender now, not before.
    await releaseDraftInvitations(ctx, { tx, events }, scheduled, now);
    await recordChange(tx, {
      tenderId: tender.id,
      userId,
      action: AuditAction.SCHEDULED,
      changes: {
        tenderStatus: { from: tender.status, to: TenderStatus.SCHEDULED },
        ...(dates.moved && {
          proposalEndDate: {
            from: tender.proposalEndDate.toISOString(),
            to: dates.proposalEndDate.toISOString(),
          },
          startDate: { from: tender.startDate.toISOString(), to: dates.startDate.toISOString() },
        }),
      },
      at: now,
    });
    events.record({ type: 'tenderListed', tenderId: tender.id, userId });
    return { kind: 'scheduled' as const, tender: scheduled, rescheduled: dates.moved };
  });
  if (outcome.kind === 'refused') return outcome;
  const dto = await tenderDto(ctx, outcome.tender, { id: userId, relation: 'owner' });
  return { kind: 'scheduled', reply: { ...dto, rescheduled: outcome.rescheduled } };
}

const CLOSED_STATUSES: number[] = [TenderStatus.ENDED, TenderStatus.CANCELED];

/** POST CancelTender: any status but ENDED and CANCELED, with the owner's reason. */
export async function cancelTender(
  ctx: AppContext,
  userId: string,
  tenderId: string,
  reason: string,
) {
  const now = ctx.clock.now();
  const canceled = await inTransaction(ctx, async (tx, events) => {
    const tender = await loadTenderForOwner(tx, tenderId, userId, { forUpdate: true });
    if (CLOSED_STATUSES.includes(tender.status))
      throw conflict(Messages.notCanceled, 'not_canceled');
    if (tender.status === TenderStatus.FREEZE)
      throw conflict(Messages.tenderFrozen, 'tender_frozen');
    const [updated] = await tx
      .update(tenders)
      .set({
        status: TenderStatus.CANCELED,
        canceledReason: reason,
        updatedAt: now,
        version: tender.version + 1,
      })
      .where(eq(tenders.id, tender.id))
      .returning();
    await recordChange(tx, {
      tenderId: tender.id,
      userId,
      action: AuditAction.CANCELED,
      changes: { tenderStatus: { from: tender.status, to: TenderStatus.CANCELED }, reason },
      at: now,
    });
    // Invited and participating suppliers learn it in-app and by mail, with this commit.
    await recordCancelNotices(ctx, { tx, events }, updated, reason);
    events.record({
      type: 'tenderCanceled',
      tender: { id: updated.id, ownerId: updated.ownerId, endDate: updated.endDate },
    });
    return updated;
  });
  return tenderDto(ctx, canceled, { id: userId, relation: 'owner' });
}

/** PATCH HideTender: hidden tenders leave the caller's lists (unless asked for). */
export async function hideTender(
  ctx: AppContext,
  userId: string,
  tenderId: string,
  hidden: boolean,
): Promise<{ tenderId: string; hidden: boolean }> {
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx, events) => {
    const tender = await loadTenderForOwner(tx, tenderId, userId, { forUpdate: true });
    if (tender.hidden === hidden) return;
    await tx.update(tenders).set({ hidden, updatedAt: now }).where(eq(tenders.id, tender.id));
    await recordChange(tx, {
      tenderId: tender.id,
      userId,
      action: hidden ? AuditAction.HIDDEN : AuditAction.SHOWN,
      at: now,
    });
    // The owner's other tabs and devices take the tender out of (or back into) their lists.
    recordVisibility(events, tender, tender, { isPublic: tender.isPublic, hidden });
  });
  return { tenderId, hidden };
}

const DELETABLE_STATUSES: number[] = [TenderStatus.NEW, TenderStatus.CANCELED, TenderStatus.ENDED];

/**
 * DELETE DeleteTenderDraft (drafts only) and POST DeleteTender (anything not scheduled or
 * running). Rows go first (with their parts and file rows), file contents after the commit.
 */
export async function deleteTender(
  ctx: AppContext,
  userId: string,
  tenderId: string,
  { draftOnly }: { draftOnly: boolean },
): Promise<void> {
  const storageKeys = await ctx.db.transaction(async (tx) => {
    const tender = await loadTenderForOwner(tx, tenderId, userId, { forUpdate: true });
    if (draftOnly && tender.status !== TenderStatus.NEW)
      throw conflict(Messages.onlyDraftCanBeDeleted, 'modification_blocked');
    if (!DELETABLE_STATUSES.includes(tender.status))
      throw conflict(Messages.runningTenderCannotBeDeleted, 'modification_blocked');
    const stored = await tx
      .select({ storageKey: files.storageKey })
      .from(files)
      .where(eq(files.tenderId, tender.id));
    await tx.delete(tenders).where(eq(tenders.id, tender.id));
    return stored.map((file) => file.storageKey);
  });
  await removeContents(fileStorageFor(ctx.config), storageKeys);
}

/** POST ShareAuction: the public link of a public tender that is past its draft stage. */
export async function shareTender(
  ctx: AppContext,
  userId: string,
  tenderId: string,
): Promise<{ url: string }> {
  const { tender } = await loadTenderForViewer(ctx.db, tenderId, userId);
  if (!isShareable(tender)) throw conflict(Messages.onlyPublicTenderCanBeShared, 'not_public');
  return { url: `${ctx.config.publicUrl}/public/auction-overview/${tender.id}` };
}

const isShareable = (tender: TenderRow) => tender.isPublic && tender.status !== TenderStatus.NEW;
