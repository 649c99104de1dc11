/** The lots' reactions to their events: the room hears each lot's new state (issue 30). */
import type { AppContext } from '../../context.ts';

export function subscribeToLotsEvents(ctx: AppContext): void {
  ctx.events.on('lotUpdated', 'push lotUpdate to the room', ({ tenderId, lot, overtimeMinutes }) =>
    ctx.realtime.publisher.toTender(tenderId, 'lotUpdate', {
      tenderId,
      lot,
      ...(overtimeMinutes ? { overtimeMinutes } : {}),
    }),
  );
}
