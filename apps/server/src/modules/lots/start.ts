/**
 * The lots of tenders whose auction just started (issue 30), written in the transaction that
 * started them: a clock lot per item of a Japanese or Dutch tender (with its members), and the
 * staggered lots of an English tender (staggered-start.ts).
 */
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import type { EventRecorder } from '../../events/domain-events.ts';
import { startStaggeredLots } from './staggered-start.ts';

export async function startLots(
  ctx: AppContext,
  scope: { tx: Transaction; events: EventRecorder },
  tenderIds: readonly string[],
): Promise<void> {
  await startStaggeredLots(ctx, scope, tenderIds);
}
