/** The tenders module's reactions to its own events, after the commit: the pushes of spec §4. */
import { TenderStatus } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { myTenderRow } from './list-service.ts';

export function subscribeToTendersEvents(ctx: AppContext): void {
  const { publisher } = ctx.realtime;
  ctx.events.on('tenderListed', 'push addMyTender', async ({ tenderId, userId }) => {
    // Nothing when the tender is in none of the user's lists (anymore).
    const row = await myTenderRow(ctx, userId, tenderId);
    if (row) publisher.toUserApp(userId, 'addMyTender', { tender: row });
  });
  ctx.events.on('tenderVisibilityChanged', 'push updateTenderVisibility', (event) =>
    publisher.toUserApp(event.ownerId, 'updateTenderVisibility', {
      tenderId: event.tenderId,
      isPublic: event.isPublic,
      hidden: event.hidden,
    }),
  );
  // Everyone in the room sees the end at once, as with the clock's and the admin's changes.
  ctx.events.on('tenderCanceled', 'push the canceled status to the room', ({ tender }) =>
    publisher.toTender(tender.id, 'updateTenderStatus', {
      tenderId: tender.id,
      status: TenderStatus.CANCELED,
      endDate: tender.endDate.toISOString(),
    }),
  );
}
