/**
 * The clock's steps for the formats beyond today's room (issue 30), run each tick after the
 * tender transitions: Japanese and Dutch rounds, staggered lots, sealed offers at their deadline.
 * Each is a conditional write, safe from any process at any time.
 */
import type { AppContext } from '../context.ts';
import { closeDueRounds } from '../modules/lots/rounds.ts';
import { closeDueLots } from '../modules/lots/staggered-close.ts';
import { openDueSealedOffers } from '../modules/sealed-offers/opening.ts';

export async function runDueFormatSteps(ctx: AppContext): Promise<void> {
  await openDueSealedOffers(ctx);
  await closeDueRounds(ctx);
  await closeDueLots(ctx);
}
