/**
 * Approval missed (spec §4 supplier status 8): an application or a rejoin request the owner has
 * not answered when the live auction starts (or, for a rejoin asked during it, when it ends) can
 * no longer be answered in time. The clock moves such entries to 8 in the transaction that moves
 * the tender, writes each supplier's notice there too, and delivers both after the commit.
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
import { notifications, tenderSuppliers, users } from '../db/schema/index.ts';
import type { MailUser } from '../mail/preferences.ts';
import { toWireNotification } from '../modules/notifications/service.ts';
import { SupplierNotices, type TenderRef } from '../modules/suppliers/notices.ts';
import { publishTransition } from '../modules/suppliers/pushes.ts';

type NotificationRow = typeof notifications.$inferSelect;

export type MissedApproval = {
  tender: TenderRef;
  supplier: MailUser & { userName: string };
  from: ParticipationState;
  /** The supplier's stored notice; none for a demo bidder, who is not a person. */
  notification: NotificationRow | undefined;
};

/**
 * Within the transaction that moved `moved` to `tenderStatus` (their rows are locked by it, so no
 * owner's answer can come between): their entries still waiting for the owner become approval
 * missed, with a stored notice each. Returns what is to be delivered after the commit.
 */
export async function missPendingApprovals(
  tx: Transaction,
  moved: readonly TenderRef[],
  tenderStatus: number,
  now: Date,
): Promise<MissedApproval[]> {
  if (moved.length === 0 || !isActionOpen(ParticipationAction.APPROVAL_MISSED, tenderStatus))
    return [];
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
  if (missed.length === 0) return [];
  await tx
    .update(tenderSuppliers)
    .set({ status: SupplierStatus.APPROVAL_MISSED })
    .where(
      inArray(
        tenderSuppliers.id,
        missed.map((entry) => entry.entryId),
      ),
    );
  const told = missed.filter((entry) => !entry.isDemo);
  const stored =
    told.length === 0
      ? []
      : await tx
          .insert(notifications)
          .values(
            told.map((entry) => {
              const tender = byId.get(entry.tenderId)!;
              const notice = SupplierNotices.approvalMissed(
                tender,
                entry.status === SupplierStatus.PENDING_COMEBACK,
              );
              return {
                userId: entry.id,
                ...notice,
                link: { action: NotificationLinkAction.SUPPLIER_TENDER, dataId: tender.id },
                createdAt: now,
              };
            }),
          )
          .returning();
  const noticeOf = new Map(stored.map((row) => [`${row.link?.dataId}:${row.userId}`, row]));
  return missed.map((entry) => ({
    tender: byId.get(entry.tenderId)!,
    supplier: {
      id: entry.id,
      userName: entry.userName,
      email: entry.email,
      mailPreferences: entry.mailPreferences,
    },
    from: entry.status as ParticipationState,
    notification: noticeOf.get(`${entry.tenderId}:${entry.id}`),
  }));
}

/** After the commit: the status and counter pushes, the stored notice live, and the mail. */
export async function deliverMissedApprovals(
  ctx: AppContext,
  missed: readonly MissedApproval[],
): Promise<void> {
  for (const { tender, supplier, from, notification } of missed) {
    await publishTransition(ctx, tender, supplier, { from, to: SupplierStatus.APPROVAL_MISSED });
    if (!notification) continue;
    ctx.realtime.publisher.toUserNotifications(
      supplier.id,
      'addNotification',
      toWireNotification(notification),
    );
    await ctx.mailer.sendToUser(supplier, 'participationChanged', {
      tenderId: tender.id,
      tenderName: tender.name,
      headline: notification.title,
      text: notification.text,
      forOwner: false,
    });
  }
}
