/**
 * Freezing a tender (spec §4 FREEZE 100): an admin pauses it; bids, owner transitions and the
 * clock leave it alone until it is unfrozen, which restores the status it had. Only a tender
 * under way can be frozen (a draft has nothing to pause; an ended or canceled one nothing left).
 * The owner is told both ways, in the same transaction: a notification (pushed after the commit)
 * and a mail, as for other changes of their auction; the room sees the status after the commit.
 */
import { eq } from 'drizzle-orm';
import {
  Messages,
  NotificationLinkAction,
  TenderStatus,
  type TFreezeReply,
} from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { tenderFreezes, tenders } from '../../db/schema/index.ts';
import { inTransaction } from '../../events/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { findUserById } from '../account/users.ts';
import type { MailQueue } from '../../mail/mailer.ts';
import { recordNotification } from '../notifications/service.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordAudit } from './audit.ts';

const NOT_FREEZABLE: number[] = [TenderStatus.NEW, TenderStatus.ENDED, TenderStatus.CANCELED];

type TenderRow = typeof tenders.$inferSelect;
type OwnerNotice = { title: string; text: string };

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

/** The owner's notification and the same news by mail (if wanted), in the change's transaction. */
async function tellOwner(ctx: AppContext, into: MailQueue, tender: TenderRow, notice: OwnerNotice) {
  await recordNotification(ctx, into, tender.ownerId, {
    ...notice,
    link: { action: NotificationLinkAction.OWNER_TENDER, dataId: tender.id },
  });
  const owner = await findUserById(into.tx, tender.ownerId);
  if (owner)
    await ctx.mailer.queueToUser(into, owner, 'participationChanged', {
      tenderId: tender.id,
      tenderName: tender.name,
      headline: notice.title,
      text: notice.text,
      forOwner: true,
    });
}

export async function freezeTender(
  ctx: AppContext,
  actor: AuthUser,
  tenderId: string,
): Promise<TFreezeReply> {
  if (!isUuid(tenderId)) throw notFound();
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx, events) => {
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
    await tellOwner(ctx, { tx, events }, tender, FreezeNotices.frozen(tender));
    const { endDate } = tender;
    events.record({ type: 'tenderFreezeChanged', tenderId, status: TenderStatus.FREEZE, endDate });
  });
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
  const status = await inTransaction(ctx, async (tx, events) => {
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
    await tellOwner(ctx, { tx, events }, current, FreezeNotices.unfrozen(current));
    const status = freeze.previousStatus;
    events.record({ type: 'tenderFreezeChanged', tenderId, status, endDate: current.endDate });
    return status;
  });
  return { tenderId, status };
}
