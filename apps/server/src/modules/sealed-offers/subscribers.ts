/** The sealed offers' reactions to their events (issue 30). */
import type { AppContext } from '../../context.ts';

export function subscribeToSealedOfferEvents(ctx: AppContext): void {
  void ctx;
}
