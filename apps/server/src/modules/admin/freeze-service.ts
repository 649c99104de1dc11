/**
 * Freezing a tender (spec §4 FREEZE 100): an admin pauses it; bids, owner transitions and the
 * clock leave it alone until it is unfrozen, which restores the status it had.
 */
import { eq } from 'drizzle-orm';
import { Messages, TenderStatus, type TFreezeReply } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { tenderFreezes, tenders } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../account/access-tokens.ts';
import { isUuid } from '../tenders/access.ts';
import { recordAudit } from './audit.ts';

const NOT_FREEZABLE: number[] = [TenderStatus.ENDED, TenderStatus.CANCELED];

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
    return tender;
  });
  pushStatus(ctx, frozen, TenderStatus.FREEZE);
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
  const { tender, status } = await ctx.db.transaction(async (tx) => {
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
    return { tender: current, status: freeze.previousStatus };
  });
  pushStatus(ctx, tender, status);
  return { tenderId, status };
}
