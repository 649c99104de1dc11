/**
 * What the suppliers module pushes when a tender closes (the clock ended its auction, or its owner
 * canceled it): its entries no longer count among the owner's applicants waiting nor the
 * suppliers' invitations to answer.
 */
import type { AppContext } from '../../context.ts';
import { publishPendingCountsOfClosedTender } from './pushes.ts';

export function subscribeSuppliersToTenderClose(ctx: AppContext): void {
  ctx.events.on('auctionEnded', 'push the pending counts of the ended tender', ({ tender }) =>
    publishPendingCountsOfClosedTender(ctx, tender),
  );
  ctx.events.on('tenderCanceled', 'push the pending counts of the canceled tender', ({ tender }) =>
    publishPendingCountsOfClosedTender(ctx, tender),
  );
}
