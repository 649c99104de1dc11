/** The owner speaks to suppliers: a comment on one offer (CommentOffer) and a message to all bidders (MessageToBidders). */
import { and, eq, inArray } from 'drizzle-orm';
import { INFORMED_STATUSES, Messages, seesTender, type TSupplierEntry } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { tenderSuppliers, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { loadTenderForOwner } from '../tenders/access.ts';
import { commitThen } from './after-commit.ts';
import { lockEntryOf } from './entries.ts';
import { loadEntryDto } from './entry-dto.ts';
import { SupplierNotices, tellSupplier, type TenderRef } from './notices.ts';

/**
 * POST CommentOffer: the owner's comment on a supplier's offer, stored on the entry, pushed to
 * both (commentOffer), and sent to the supplier in-app and by mail.
 */
export async function commentOffer(
  ctx: AppContext,
  ownerId: string,
  { tenderId, userName, comment }: { tenderId: string; userName: string; comment: string },
): Promise<TSupplierEntry> {
  return commitThen(ctx, async (tx, later) => {
    const tender = await loadTenderForOwner(tx, tenderId, ownerId, { forUpdate: true });
    const { user, entry } = await lockEntryOf(tx, tender.id, userName);
    if (!seesTender(entry.status)) throw conflict(Messages.notParticipant, 'invalid_transition');
    await tx
      .update(tenderSuppliers)
      .set({ ownerComment: comment })
      .where(eq(tenderSuppliers.id, entry.id));
    later(async (ctx) => {
      const payload = { tenderId: tender.id, userName: user.userName, comment };
      ctx.realtime.publisher.toTenderOwner(tender.id, 'commentOffer', payload);
      ctx.realtime.publisher.toTenderMember(tender.id, user.id, 'commentOffer', payload);
      if (entry.isDemo) return;
      await tellSupplier(ctx, user, tender, SupplierNotices.commented(tender));
      await ctx.mailer.sendToUser(user, 'offerComment', {
        tenderId: tender.id,
        tenderName: tender.name,
        comment,
      });
    });
    const dto = await loadEntryDto(tx, tender.id, user.id);
    if (!dto) throw notFound();
    return dto;
  });
}

/** The real (not demo) suppliers who are invited or take part: they hear from the owner. */
export async function informedSuppliers(ctx: AppContext, tenderId: string) {
  return ctx.db
    .select({ id: users.id, email: users.email, mailPreferences: users.mailPreferences })
    .from(tenderSuppliers)
    .innerJoin(users, eq(users.id, tenderSuppliers.userId))
    .where(
      and(
        eq(tenderSuppliers.tenderId, tenderId),
        inArray(tenderSuppliers.status, [...INFORMED_STATUSES]),
        eq(tenderSuppliers.isDemo, false),
      ),
    );
}

/** POST MessageToBidders: every invited or participating supplier gets a notification and a mail. */
export async function messageToBidders(
  ctx: AppContext,
  ownerId: string,
  tenderId: string,
  message: string,
): Promise<{ recipients: number }> {
  const tender = await loadTenderForOwner(ctx.db, tenderId, ownerId);
  const recipients = await informedSuppliers(ctx, tender.id);
  for (const supplier of recipients) {
    await tellSupplier(ctx, supplier, tender, SupplierNotices.message(tender, message));
    await ctx.mailer.sendToUser(supplier, 'messageToBidders', {
      tenderId: tender.id,
      tenderName: tender.name,
      message,
    });
  }
  return { recipients: recipients.length };
}

/** After CancelTender: invited and participating suppliers learn it in-app and by mail. */
export async function tellSuppliersOfCancel(
  ctx: AppContext,
  tender: TenderRef,
  reason: string,
): Promise<void> {
  for (const supplier of await informedSuppliers(ctx, tender.id))
    await tellSupplier(ctx, supplier, tender, SupplierNotices.canceled(tender, reason), {
      mail: true,
    });
}
