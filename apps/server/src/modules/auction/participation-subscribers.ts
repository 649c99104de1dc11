/**
 * The room follows participation: when a supplier enters or leaves the accepted status (approved,
 * left, blocked, unblocked, removed, demo bidders added), best bids, positions and totals are
 * recomputed from the stored offers and pushed.
 */
import { SupplierStatus } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { refreshRoom } from './ranking-refresh.ts';

export function subscribeAuctionToParticipation(ctx: AppContext): void {
  ctx.events.on('participationChanged', 'recompute the room', async ({ tender, from, to }) => {
    if ((from === SupplierStatus.ACCEPTED) !== (to === SupplierStatus.ACCEPTED))
      await refreshRoom(ctx, tender.id);
  });
}
