/**
 * Queues, in an account removal's transaction, the cancellation of the user's Stripe
 * subscriptions: a row of stripe_cancellations that the billing worker (cancellations.ts) works
 * off after the commit, with retries, so that a removed account stops paying even when Stripe is
 * unreachable at the moment of removal or the node dies right after the commit.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbExecutor } from '../../db/client.ts';
import { stripeCancellations, userBilling } from '../../db/schema/index.ts';
import type { EventRecorder } from '../../events/domain-events.ts';

/** True when the user has a Stripe customer whose subscriptions are now queued for cancellation. */
export async function queueStripeCancellation(
  ctx: Pick<AppContext, 'clock'>,
  { tx, events }: { tx: DbExecutor; events: EventRecorder },
  userId: string,
): Promise<boolean> {
  const [billing] = await tx
    .select({ stripeCustomerId: userBilling.stripeCustomerId })
    .from(userBilling)
    .where(eq(userBilling.userId, userId));
  if (!billing?.stripeCustomerId) return false;
  await tx.insert(stripeCancellations).values({
    userId,
    stripeCustomerId: billing.stripeCustomerId,
    nextAttemptAt: ctx.clock.now(),
  });
  events.record({ type: 'stripeCancellationQueued' });
  return true;
}
