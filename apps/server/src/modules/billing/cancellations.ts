/**
 * The billing worker: cancels at Stripe the subscriptions of removed accounts, from the rows that
 * the removal's transaction queued (account/removal-service.ts). Each pass claims due rows with FOR
 * UPDATE SKIP LOCKED and a lease, as the mail worker does, so across nodes one worker works on a
 * row and a row whose worker died is claimed again when its lease ends. A failed attempt (Stripe
 * unreachable or failing) is tried again later with a growing pause. Once the subscriptions are
 * canceled, the anonymised account no longer keeps the customer's id.
 */
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { stripeCancellations, userBilling } from '../../db/schema/index.ts';
import { redactSecrets } from '../../lib/log-redaction.ts';
import { loadStripe, stripeOf } from './stripe.ts';

/** Pause before the 2nd, 3rd, … attempt; after the last, the row is given up (about 3 days in all). */
export const CANCELLATION_RETRY_DELAYS_MS = [
  60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 86_400_000, 172_800_000,
];
/** How long a claim keeps other workers off a row (longer than the Stripe calls may take). */
export const CANCELLATION_CLAIM_MS = 120_000;

/** Subscriptions Stripe has ended already: nothing to cancel. */
const ENDED_STATUSES = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired']);

type CancellationRow = typeof stripeCancellations.$inferSelect;

export type StripeCancellations = {
  /** Runs a pass soon (a cancellation was queued); passes never overlap. */
  wake(): void;
  /** Stops the interval and waits for a running pass. */
  stop(): Promise<void>;
  /** Resolves when no pass is running or asked for (tests). */
  idle(): Promise<void>;
};

/** Stripe's answer about a customer that is gone: its subscriptions went with it. */
const isMissingCustomer = async (error: unknown) =>
  error instanceof (await loadStripe()).errors.StripeInvalidRequestError &&
  error.code === 'resource_missing';

/**
 * Starts the worker: a pass now, whenever a removal queues a cancellation (stripeCancellationQueued)
 * and at every interval (retries, and rows other nodes or a crash left). Without Stripe configured
 * it does nothing, and queued rows wait for a node that has it.
 */
export function startStripeCancellations(
  ctx: AppContext,
  {
    log,
    intervalMs = 60_000,
    batchSize = 10,
  }: { log: FastifyBaseLogger; intervalMs?: number; batchSize?: number },
): StripeCancellations {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function claimDue(): Promise<CancellationRow[]> {
    const now = ctx.clock.now();
    const leaseEnd = new Date(now.getTime() + CANCELLATION_CLAIM_MS);
    const table = stripeCancellations;
    return ctx.db
      .update(table)
      .set({ claimedUntil: leaseEnd, attempts: sql`${table.attempts} + 1` })
      .where(
        sql`${table.id} in (
          select ${table.id} from ${table}
          where ${table.nextAttemptAt} <= ${now}
            and (${table.claimedUntil} is null or ${table.claimedUntil} < ${now})
          order by ${table.nextAttemptAt}
          limit ${batchSize}
          for update skip locked)`,
      )
      .returning();
  }

  /** Cancels every live subscription of the row's customer (none left is success too). */
  async function cancelAtStripe(stripe: Stripe, customer: string) {
    // The worker retries on its own schedule; the client does not wait and retry within a pass.
    const options = { maxNetworkRetries: 0 };
    let subscriptions: Stripe.Subscription[];
    try {
      subscriptions = (await stripe.subscriptions.list({ customer, limit: 100 }, options)).data;
    } catch (error) {
      if (await isMissingCustomer(error)) return;
      throw error;
    }
    for (const subscription of subscriptions) {
      if (ENDED_STATUSES.has(subscription.status)) continue;
      await stripe.subscriptions.cancel(subscription.id, {}, options);
    }
  }

  async function work(row: CancellationRow) {
    const { stripe } = await stripeOf(ctx);
    try {
      await cancelAtStripe(stripe, row.stripeCustomerId);
    } catch (error) {
      return failed(row, error);
    }
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(stripeCancellations)
        .set({ canceledAt: ctx.clock.now(), nextAttemptAt: null, claimedUntil: null, error: null })
        .where(eq(stripeCancellations.id, row.id));
      // The anonymised account keeps nothing that names it at Stripe.
      await tx
        .update(userBilling)
        .set({ stripeCustomerId: null })
        .where(
          and(
            eq(userBilling.userId, row.userId),
            eq(userBilling.stripeCustomerId, row.stripeCustomerId),
          ),
        );
    });
    log.info(
      { id: row.id, userId: row.userId },
      'stripe subscriptions of a removed account canceled',
    );
  }

  async function failed(row: CancellationRow, error: unknown) {
    const pause = CANCELLATION_RETRY_DELAYS_MS[row.attempts - 1];
    log.error(
      { err: error, id: row.id, userId: row.userId, attempts: row.attempts },
      pause === undefined
        ? 'stripe cancellation failed; giving up'
        : 'stripe cancellation failed; will retry',
    );
    const nextAttemptAt = pause === undefined ? null : new Date(ctx.clock.now().getTime() + pause);
    await ctx.db
      .update(stripeCancellations)
      .set({ claimedUntil: null, nextAttemptAt, error: redactSecrets(String(error)) })
      .where(eq(stripeCancellations.id, row.id));
  }

  async function pass() {
    do {
      again = false;
      for (let batch = await claimDue(); batch.length > 0; batch = await claimDue())
        for (const row of batch) await work(row);
    } while (again && !stopped);
  }

  function wake() {
    if (stopped || !ctx.config.stripe) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => log.warn({ err: error }, 'stripe cancellation pass failed'))
      .finally(() => (running = undefined));
  }

  ctx.events.on('stripeCancellationQueued', 'wake the Stripe cancellation worker', wake);
  const interval = setInterval(wake, intervalMs);
  interval.unref();
  wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(interval);
      await running;
    },
    async idle() {
      while (running) await running;
    },
  };
}
