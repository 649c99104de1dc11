/**
 * Approval missed (spec §4 supplier status 8): an application or a rejoin request the owner has
 * not answered when the live auction starts (or, for a rejoin asked during it, when it ends) can
 * no longer be answered in time. The clock moves such entries to 8 in the transaction that moves
 * the tender, and writes each supplier's notice and mail there too; the pushes follow the commit
 * (participationChanged, as for any other status change).
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  AWAITING_OWNER_STATUSES,
  NotificationLinkAction,
  ParticipationAction,
  SupplierStatus,
  canTransition,
  isActionOpen,
  type ParticipationState,
} from '@tendermark/shared';
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/client.ts';
import { tenderSuppliers, users } from '../db/schema/index.ts';
import type { EventRecorder } from '../events/domain-events.ts';
import { recordNotification } from '../modules/notifications/service.ts';
import { SupplierNotices, type TenderRef } from '../modules/suppliers/notices.ts';

/**
 * Within the transaction that moved `moved` to `tenderStatus` (their rows are locked by it, so no
 * owner's answer can come between): their entries still waiting for the owner become approval
 * missed, each supplier (not a demo bidder, who is not a person) with a notice and a mail.
 */
export async function missPendingApprovals(
  ctx: Pick<AppContext, 'clock' | 'mailer'>,
  into: { tx: Transaction; events: EventRecorder },
  moved: readonly TenderRef[],
  tenderStatus: number,
): Promise<void> {
  if (moved.length === 0 || !isActionOpen(ParticipationAction.APPROVAL_MISSED, tenderStatus))
    return;
  const { tx, events } = into;
  const byId = new Map(moved.map((tender) => [tender.id, tender]));
  const waiting = await tx
    .select({
      entryId: tenderSuppliers.id,
      tenderId: tenderSuppliers.tenderId,
      status: tenderSuppliers.status,
      isDemo: tenderSuppliers.isDemo,
      id: users.id,
      userName: users.userName,
      email: users.email,
      mailPreferences: users.mailPreferences,
    })
    .from(tenderSuppliers)
    .innerJoin(users, eq(users.id, tenderSuppliers.userId))
    .where(
      and(
        inArray(tenderSuppliers.tenderId, [...byId.keys()]),
        inArray(tenderSuppliers.status, [...AWAITING_OWNER_STATUSES]),
      ),
    )
    .orderBy(tenderSuppliers.createdAt, tenderSuppliers.id)
    .for('update', { of: tenderSuppliers });
  const missed = waiting.filter((entry) =>
    canTransition(entry.status as ParticipationState, ParticipationAction.APPROVAL_MISSED),
  );
  if (missed.length === 0) return;
  await tx
    .update(tenderSuppliers)
    .set({ status: SupplierStatus.APPROVAL_MISSED })
    .where(
      inArray(
        tenderSuppliers.id,
        missed.map((entry) => entry.entryId),
      ),
    );
  for (const entry of missed) {
    const tender = byId.get(entry.tenderId)!;
    const from = entry.status as ParticipationState;
    events.record({
      type: 'participationChanged',
      tender: { id: tender.id, ownerId: tender.ownerId },
      supplier: { id: entry.id, userName: entry.userName, isDemo: entry.isDemo },
      from,
      to: SupplierStatus.APPROVAL_MISSED,
    });
    if (entry.isDemo) continue;
    const notice = SupplierNotices.approvalMissed(tender, from === SupplierStatus.PENDING_COMEBACK);
    await recordNotification(ctx, into, entry.id, {
      ...notice,
      link: { action: NotificationLinkAction.SUPPLIER_TENDER, dataId: tender.id },
    });
    await ctx.mailer.queueToUser(into, entry, 'participationChanged', {
      tenderId: tender.id,
      tenderName: tender.name,
      headline: notice.title,
      text: notice.text,
      forOwner: false,
    });
  }
}
