/**
 * A supplier's own participation calls: answer an invitation, apply to a public tender, leave,
 * ask to rejoin, and favorite. Every status change follows the shared table (spec §4).
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  Messages,
  ParticipationAction,
  SupplierStatus,
  isActionOpen,
  type TFavoriteReply,
  type TMustHaveResponse,
  type TSupplierEntry,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { tenderBids, tenderFavorites } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../events/transaction.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { loadTenderForViewer } from '../tenders/access.ts';
import { findEntry, lockOwnParticipation } from './entries.ts';
import { loadEntryDto } from './entry-dto.ts';
import { assertAllChecked, mergeMustHaveAnswers } from './must-haves.ts';
import { OwnerNotices, tellOwner } from './notices.ts';
import { recordTransition, transitionEntry } from './transition.ts';

type Supplier = Pick<AuthUser, 'id' | 'userName'>;

async function ownEntryDto(db: DbExecutor, tenderId: string, userId: string) {
  const dto = await loadEntryDto(db, tenderId, userId);
  if (!dto) throw notFound(Messages.notParticipant);
  return dto;
}

/** POST ResponseInvitation: accept (1 → 3) or decline with an optional reason (1 → 4). */
export async function respondToInvitation(
  ctx: AppContext,
  supplier: Supplier,
  { tenderId, accept, reason }: { tenderId: string; accept: boolean; reason?: string | null },
): Promise<TSupplierEntry> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, events) => {
    const { tender, entry } = await lockOwnParticipation(tx, tenderId, supplier.id);
    const action = accept ? ParticipationAction.ACCEPT : ParticipationAction.DECLINE;
    const change = await transitionEntry(tx, { tender, userId: supplier.id, entry }, action, {
      rejectedReason: accept ? null : reason || null,
      lastActivityDate: now,
    });
    recordTransition(events, tender, supplier, change);
    const notice = accept
      ? OwnerNotices.accepted(tender, supplier.userName)
      : OwnerNotices.declined(tender, supplier.userName, reason);
    await tellOwner(ctx, { tx, events }, tender, notice);
    return ownEntryDto(tx, tender.id, supplier.id);
  });
}

/**
 * POST ApplyToPublicAuction: a public tender, every must-have condition answered "yes"
 * ("You need to check all must have conditions"); the entry waits for the owner's approval (2).
 */
export async function applyToPublicAuction(
  ctx: AppContext,
  supplier: Supplier,
  { tenderId, responses }: { tenderId: string; responses: readonly TMustHaveResponse[] },
): Promise<TSupplierEntry> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, events) => {
    const { tender, entry } = await lockOwnParticipation(tx, tenderId, supplier.id);
    if (!tender.isPublic) throw conflict(Messages.notPublicAuction, 'not_public');
    const { answers, allChecked } = await mergeMustHaveAnswers(tx, tender.id, {}, responses);
    assertAllChecked(allChecked);
    const change = await transitionEntry(
      tx,
      { tender, userId: supplier.id, entry },
      ParticipationAction.APPLY,
      { isPublic: true, mustHaveResponses: answers, rejectedReason: null, lastActivityDate: now },
    );
    const dto = await ownEntryDto(tx, tender.id, supplier.id);
    events.record({ type: 'publicBidderApplied', tenderId: tender.id, entry: dto });
    recordTransition(events, tender, supplier, change);
    await tellOwner(ctx, { tx, events }, tender, OwnerNotices.applied(tender, supplier.userName));
    return dto;
  });
}

/**
 * POST LeaveAuction: 3 → 10. The supplier's current bids are cleared (their logged bids are
 * marked withdrawn, the log itself stays intact) and they leave the live room.
 */
export async function leaveAuction(
  ctx: AppContext,
  supplier: Supplier,
  tenderId: string,
): Promise<TSupplierEntry> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, events) => {
    const { tender, entry } = await lockOwnParticipation(tx, tenderId, supplier.id);
    const change = await transitionEntry(
      tx,
      { tender, userId: supplier.id, entry },
      ParticipationAction.LEAVE,
      {
        itemBids: {},
        criterionBids: {},
        overallPosition: 9999,
        score: null,
        total: null,
        reachedSeq: 0,
        proposalFinalizedAt: null,
        lastActivityDate: now,
      },
    );
    if (change.entry)
      await tx
        .update(tenderBids)
        .set({ withdrawnAt: now })
        .where(and(eq(tenderBids.supplierId, change.entry.id), isNull(tenderBids.withdrawnAt)));
    recordTransition(events, tender, supplier, change);
    await tellOwner(ctx, { tx, events }, tender, OwnerNotices.left(tender, supplier.userName));
    return ownEntryDto(tx, tender.id, supplier.id);
  });
}

/** POST RejoinAuction: a supplier who left asks to come back, with a reason (10 → 11). */
export async function rejoinAuction(
  ctx: AppContext,
  supplier: Supplier,
  { tenderId, reason }: { tenderId: string; reason: string },
): Promise<TSupplierEntry> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, events) => {
    const { tender, entry } = await lockOwnParticipation(tx, tenderId, supplier.id);
    const change = await transitionEntry(
      tx,
      { tender, userId: supplier.id, entry },
      ParticipationAction.REJOIN,
      { rejoinReason: reason, rejectedReason: null, lastActivityDate: now },
    );
    recordTransition(events, tender, supplier, change);
    const notice = OwnerNotices.rejoinRequested(tender, supplier.userName, reason);
    await tellOwner(ctx, { tx, events }, tender, notice);
    return ownEntryDto(tx, tender.id, supplier.id);
  });
}

/**
 * POST AddTenderToFavoriter: bookmarks a tender the caller can see. On a public tender where they
 * have no entry yet, the bookmark also creates a "Need to Apply" entry (9); removing the bookmark
 * removes that entry again.
 */
export async function setFavorite(
  ctx: AppContext,
  user: Supplier,
  { tenderId, isFavorite }: { tenderId: string; isFavorite: boolean },
): Promise<TFavoriteReply> {
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx, events) => {
    const { tender, relation } = await loadTenderForViewer(tx, tenderId, user.id, {
      forUpdate: true,
    });
    const entry = await findEntry(tx, tender.id, user.id, { forUpdate: true });
    const target = { tender, userId: user.id, entry };
    if (isFavorite) {
      await tx
        .insert(tenderFavorites)
        .values({ tenderId: tender.id, userId: user.id, createdAt: now })
        .onConflictDoNothing();
      const needsToApply =
        relation !== 'owner' &&
        !entry &&
        tender.isPublic &&
        isActionOpen(ParticipationAction.FAVORITE, tender.status);
      if (needsToApply) {
        const change = await transitionEntry(tx, target, ParticipationAction.FAVORITE, {
          isPublic: true,
        });
        recordTransition(events, tender, user, change);
      }
    } else {
      await tx
        .delete(tenderFavorites)
        .where(and(eq(tenderFavorites.tenderId, tender.id), eq(tenderFavorites.userId, user.id)));
      if (entry?.status === SupplierStatus.FAVORITE) {
        const change = await transitionEntry(tx, target, ParticipationAction.UNFAVORITE);
        recordTransition(events, tender, user, change);
      }
    }
    return { tenderId: tender.id, isFavorite };
  });
}
