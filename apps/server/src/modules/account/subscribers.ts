/** The account side's reactions to committed events: signing the user's open apps out. */
import type { AppContext } from '../../context.ts';

export function subscribeToAccountEvents(ctx: AppContext): void {
  ctx.events.on('sessionsRevoked', 'sign the open apps out', ({ userId, keepSessionId }) =>
    ctx.realtime.publisher.signOutSessions(userId, keepSessionId),
  );
  ctx.events.on('sessionEnded', 'end the session in its apps', ({ userId, familyId }) =>
    ctx.realtime.publisher.endSession({ userId, familyId }),
  );
}
