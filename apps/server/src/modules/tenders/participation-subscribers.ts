/**
 * A supplier's tender lists follow their participation (spec §4 addMyTender): every change of a
 * real supplier's status that they see, or that takes the tender out of their sight (removed,
 * blocked, bookmark dropped), sends the tender as a row of their lists to their open apps, which
 * then read their lists again.
 */
import { and, eq } from 'drizzle-orm';
import { seesTender, type TTenderListRow } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { tenderFavorites } from '../../db/schema/index.ts';
import type { DomainEventOf } from '../../events/domain-events.ts';
import { myTenderRow } from './list-service.ts';

type ParticipationChanged = DomainEventOf<'participationChanged'>;

/**
 * The tender as the supplier's list row once it left their lists: the owner's row (the tender's
 * own columns) with the supplier's side of it.
 */
async function formerRow(
  ctx: AppContext,
  { tender, supplier, to }: ParticipationChanged,
): Promise<TTenderListRow | null> {
  const ownerRow = await myTenderRow(ctx, tender.ownerId, tender.id);
  if (!ownerRow) return null;
  const favorites = await ctx.db
    .select({ tenderId: tenderFavorites.tenderId })
    .from(tenderFavorites)
    .where(and(eq(tenderFavorites.tenderId, tender.id), eq(tenderFavorites.userId, supplier.id)));
  return {
    ...ownerRow,
    isOwner: false,
    newAppliesCount: 0,
    hidden: false,
    supplierStatus: to,
    isFavorite: favorites.length > 0,
  };
}

export function subscribeTendersToParticipation(ctx: AppContext): void {
  ctx.events.on('participationChanged', 'push addMyTender to the supplier', async (event) => {
    const { tender, supplier, from, to } = event;
    // Demo bidders are nobody's apps; a prepared entry (0) is not shown to its supplier yet.
    if (supplier.isDemo || from === to || (!seesTender(from) && !seesTender(to))) return;
    const row =
      (await myTenderRow(ctx, supplier.id, tender.id)) ??
      (seesTender(to) ? null : await formerRow(ctx, event));
    if (row) ctx.realtime.publisher.toUserApp(supplier.id, 'addMyTender', { tender: row });
  });
}
