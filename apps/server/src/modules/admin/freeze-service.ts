/**
 * Freezing a tender (spec §4 FREEZE 100): an admin pauses it; bids, owner transitions and the
 * clock leave it alone until it is unfrozen, which restores the status it had. Only a tender
 * under way can be frozen (a draft has nothing to pause; an ended or canceled one nothing left).
 * The owner is told both ways: a notification written in the same transaction (pushed after the
 * commit) and a mail, as for other changes of their auction.
 */
import { eq } from 'drizzle-orm';
import {
  Messages,
  NotificationLinkAction,
  TenderStatus,
  type TFreezeReply,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { notifications, tenderFreezes, tenders } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { findUserById } from '../account/users.ts';
import { toWireNotification } from '../notifications/service.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordAudit } from './audit.ts';

const NOT_FREEZABLE: number[] = [TenderStatus.NEW, TenderStatus.ENDED, TenderStatus.CANCELED];

type TenderRow = typeof tenders.$inferSelect;
type OwnerNotice = { title: string; text: string };
type StoredNotice = typeof notifications.$inferSelect;

const named = (tender: TenderRow) => `"${tender.name || 'Untitled auction'}"`;

/** What the owner is told: what happened and what it means for the auction. */
export const FreezeNotices = {
  frozen: (tender: TenderRow): OwnerNotice => ({
    title: 'Auction frozen',
    text: `An administrator froze your auction ${named(tender)}. While it is frozen, suppliers cannot bid or change their proposals, its dates do not advance, and you cannot change it. Contact support if you think this is a mistake.`,
  }),
  unfrozen: (tender: TenderRow): OwnerNotice => ({
    title: 'Auction released',
    text: `An administrator released your auction ${named(tender)}. It continues from where it was frozen.`,
  }),
};

/** The owner's notification, in the transaction of the change. */
async function noticeToOwner(tx: DbExecutor, tender: TenderRow, notice: OwnerNotice, now: Date) {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: tender.ownerId,
      title: notice.title,
      text: notice.text,
      link: { action: NotificationLinkAction.OWNER_TENDER, dataId: tender.id },
      createdAt: now,
    })
    .returning();
  return row;
}

/** After the commit: the notification pushed live, and the same news by mail (if wanted). */
async function deliverToOwner(
  ctx: AppContext,
  tender: TenderRow,
  notice: OwnerNotice,
  stored: StoredNotice,
) {
  ctx.realtime.publisher.toUserNotifications(
    tender.ownerId,
    'addNotification',
    toWireNotification(stored),
  );
  const owner = await findUserById(ctx.db, tender.ownerId);
  if (owner)
    await ctx.mailer.sendToUser(owner, 'participationChanged', {
      tenderId: tender.id,
      tenderName: tender.name,
      headline: notice.title,
      text: notice.text,
      forOwner: true,
    });
}

function pushStatus(ctx: AppContext, tender: { id: string; endDate: Date }, status: number) {
  ctx.realtime.publisher.toTender(tender.id, 'updateTenderStatus', {
    tenderId: tender.id,
    status,
    endDate: tender.endDate.toISOString(),
  });
}

export async function freezeTender(
  ctx: AppContext,
  actor: AuthUser,
  tenderId: string,
): Promise<TFreezeReply> {
  if (!isUuid(tenderId)) throw notFound();
  const now = ctx.clock.now();
  const frozen = await ctx.db.transaction(async (tx) => {
    const [tender] = await tx.select().from(tenders).where(eq(tenders.id, tenderId)).for('update');
    if (!tender) throw notFound();
    if (tender.status === TenderStatus.FREEZE)
      throw conflict(Messages.tenderAlreadyFrozen, 'already_frozen');
    if (NOT_FREEZABLE.includes(tender.status))
      throw conflict(Messages.tenderNotFreezable, 'not_freezable');
    await tx
      .insert(tenderFreezes)
      .values({ tenderId, previousStatus: tender.status, frozenBy: actor.id, frozenAt: now });
    await tx
      .update(tenders)
      .set({ status: TenderStatus.FREEZE, updatedAt: now })
      .where(eq(tenders.id, tenderId));
    await recordAudit(tx, actor, {
      action: 'FreezeTender',
      target: tenderId,
      before: { status: tender.status, name: tender.name },
      after: { status: TenderStatus.FREEZE },
    });
    const notice = FreezeNotices.frozen(tender);
    return { tender, notice, stored: await noticeToOwner(tx, tender, notice, now) };
  });
  pushStatus(ctx, frozen.tender, TenderStatus.FREEZE);
  await deliverToOwner(ctx, frozen.tender, frozen.notice, frozen.stored);
  return { tenderId, status: TenderStatus.FREEZE };
}

/** Restores the previous status; the clock then catches up with any date that passed meanwhile. */
export async function unfreezeTender(
  ctx: AppContext,
  actor: AuthUser,
  tenderId: string,
): Promise<TFreezeReply> {
  if (!isUuid(tenderId)) throw notFound();
  const now = ctx.clock.now();
  const { tender, status, notice, stored } = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(tenders).where(eq(tenders.id, tenderId)).for('update');
    if (!current) throw notFound();
    const [freeze] = await tx
      .delete(tenderFreezes)
      .where(eq(tenderFreezes.tenderId, tenderId))
      .returning();
    if (current.status !== TenderStatus.FREEZE || !freeze)
      throw conflict(Messages.tenderNotFrozen, 'not_frozen');
    await tx
      .update(tenders)
      .set({ status: freeze.previousStatus, updatedAt: now })
      .where(eq(tenders.id, tenderId));
    await recordAudit(tx, actor, {
      action: 'UnfreezeTender',
      target: tenderId,
      before: { status: TenderStatus.FREEZE, name: current.name },
      after: { status: freeze.previousStatus },
    });
    const notice = FreezeNotices.unfrozen(current);
    const stored = await noticeToOwner(tx, current, notice, now);
    return { tender: current, status: freeze.previousStatus, notice, stored };
  });
  pushStatus(ctx, tender, status);
  await deliverToOwner(ctx, tender, notice, stored);
  return { tenderId, status };
}
