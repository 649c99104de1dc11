/**
 * Real-time consequences of participation changes (spec §4 pushes): status changes to the owner
 * and the supplier concerned, counters of pending invitations and applicants, and leaving the
 * live room when a supplier no longer takes part. Run by subscribers.ts after the commit; the
 * supplier's lists and the room's ranking are the tenders' and the auction's subscribers.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  AWAITING_OWNER_STATUSES,
  Hubs,
  SupplierStatus,
  type ParticipationState,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { tenderSuppliers } from '../../db/schema/index.ts';
import { Rooms } from '../../realtime/rooms.ts';
import {
  countPendingAuctionInvitations,
  countPendingPublicBidders,
} from '../account/pending-counts.ts';

const awaitsOwner = (status: number | null) =>
  AWAITING_OWNER_STATUSES.some((awaiting) => awaiting === status);

export type StatusChange = {
  tenderId: string;
  userId: string;
  userName: string;
  /** null: the entry is gone (a bookmark removed); nothing to show. */
  status: number | null;
};

/** updateSuppliersParticipationStatus to the owner's room and to the supplier's own sockets. */
export function publishStatusChange(ctx: AppContext, change: StatusChange): void {
  if (change.status === null) return;
  const payload = { tenderId: change.tenderId, userName: change.userName, status: change.status };
  const { publisher } = ctx.realtime;
  publisher.toTenderOwner(change.tenderId, 'updateSuppliersParticipationStatus', payload);
  publisher.toTenderMember(
    change.tenderId,
    change.userId,
    'updateSuppliersParticipationStatus',
    payload,
  );
}

/** The supplier's count of invitations to answer, on their notification hub. */
export async function publishInvitationCount(ctx: AppContext, supplierId: string): Promise<void> {
  const pending = await countPendingAuctionInvitations(ctx.db, supplierId);
  ctx.realtime.publisher.toUserNotifications(supplierId, 'updatePendingAuctionInvitationsCount', {
    count: pending,
  });
}

/** The owner's counters of applicants waiting: per tender (room) and overall (notification hub). */
export async function publishApplicantCounts(
  ctx: AppContext,
  tender: { id: string; ownerId: string },
): Promise<void> {
  const [{ waiting }] = await ctx.db
    .select({ waiting: count() })
    .from(tenderSuppliers)
    .where(
      and(
        eq(tenderSuppliers.tenderId, tender.id),
        inArray(tenderSuppliers.status, [...AWAITING_OWNER_STATUSES]),
      ),
    );
  const { publisher } = ctx.realtime;
  publisher.toTenderOwner(tender.id, 'updateTenderNewAppliesCount', {
    tenderId: tender.id,
    count: waiting,
  });
  publisher.toUserNotifications(tender.ownerId, 'updatePendingPublicBiddersCount', {
    count: await countPendingPublicBidders(ctx.db, tender.ownerId),
  });
}

/**
 * The pending counters a tender's closing (end, cancel) changes: the owner's applicants waiting
 * and every invited supplier's unanswered invitations.
 */
export async function publishPendingCountsOfClosedTender(
  ctx: AppContext,
  tender: { id: string; ownerId: string },
): Promise<void> {
  const entries = await ctx.db
    .select({ userId: tenderSuppliers.userId, status: tenderSuppliers.status })
    .from(tenderSuppliers)
    .where(eq(tenderSuppliers.tenderId, tender.id));
  if (entries.some((entry) => awaitsOwner(entry.status)))
    ctx.realtime.publisher.toUserNotifications(tender.ownerId, 'updatePendingPublicBiddersCount', {
      count: await countPendingPublicBidders(ctx.db, tender.ownerId),
    });
  for (const entry of entries)
    if (entry.status === SupplierStatus.INVITED) await publishInvitationCount(ctx, entry.userId);
}

/**
 * A supplier who no longer takes part stops receiving the room's pushes, on every node at once.
 * Their own member room stays, so pushes addressed to them (their status) still arrive.
 */
export function evictFromTenderRoom(ctx: AppContext, tenderId: string, userId: string): void {
  ctx.realtime.io
    .of(Hubs.tender)
    .in(Rooms.tenderMember(tenderId, userId))
    .socketsLeave([Rooms.tender(tenderId), Rooms.tenderSuppliers(tenderId)]);
}

/**
 * This module's pushes for a status change, whoever made it: the status, the counters that depend
 * on it, and for a supplier leaving the accepted status, the room. (The supplier's lists and the
 * room's ranking follow the same participationChanged event in their own modules.)
 */
export async function publishTransition(
  ctx: AppContext,
  tender: { id: string; ownerId: string },
  supplier: { id: string; userName: string },
  { from, to }: { from: ParticipationState; to: ParticipationState },
): Promise<void> {
  publishStatusChange(ctx, {
    tenderId: tender.id,
    userId: supplier.id,
    userName: supplier.userName,
    status: to,
  });
  if (from === SupplierStatus.INVITED || to === SupplierStatus.INVITED)
    await publishInvitationCount(ctx, supplier.id);
  if (awaitsOwner(from) || awaitsOwner(to)) await publishApplicantCounts(ctx, tender);
  if (from === SupplierStatus.ACCEPTED && to !== SupplierStatus.ACCEPTED)
    evictFromTenderRoom(ctx, tender.id, supplier.id);
}
