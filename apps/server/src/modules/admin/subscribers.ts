/** The admin area's reactions to committed events: a frozen or released tender's room push. */
import type { AppContext } from '../../context.ts';

export function subscribeToAdminEvents(ctx: AppContext): void {
  ctx.events.on('tenderFreezeChanged', 'push the frozen or released status to the room', (event) =>
    ctx.realtime.publisher.toTender(event.tenderId, 'updateTenderStatus', {
      tenderId: event.tenderId,
      status: event.status,
      endDate: event.endDate.toISOString(),
    }),
  );
}
