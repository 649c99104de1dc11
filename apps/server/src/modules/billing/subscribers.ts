/** Billing's reactions to committed events: the billingUpdate push to the user's open apps. */
import type { AppContext } from '../../context.ts';

export function subscribeToBillingEvents(ctx: AppContext): void {
  ctx.events.on('planChanged', 'push billingUpdate', ({ userId, roles, expires }) => {
    const payload = { roles, expires };
    ctx.realtime.publisher.toUserNotifications(userId, 'billingUpdate', payload);
    ctx.realtime.publisher.toUserApp(userId, 'billingUpdate', payload);
  });
}
