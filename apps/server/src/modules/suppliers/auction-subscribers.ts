/**
 * What the suppliers module pushes when the clock ended an auction: its entries no longer count
 * among the owner's applicants waiting nor the suppliers' invitations to answer.
 */
import type { AppContext } from '../../context.ts';
import { publishPendingCountsOfClosedTender } from './pushes.ts';

export function subscribeSuppliersToAuctionEnd(ctx: AppContext): void {
  ctx.events.on('auctionEnded', 'push the pending counts of the ended tender', ({ tender }) =>
    publishPendingCountsOfClosedTender(ctx, tender),
  );
}
