/**
 * Called after a supplier's offer changed outside bidding (left, removed, blocked, unblocked,
 * demo offers added) so the auction engine recomputes best bids and positions and pushes them.
 */
import type { AppContext } from '../../context.ts';
import { refreshRoom } from '../auction/ranking-refresh.ts';

export async function afterOfferChanged(ctx: AppContext, tenderId: string): Promise<void> {
  await refreshRoom(ctx, tenderId);
}
