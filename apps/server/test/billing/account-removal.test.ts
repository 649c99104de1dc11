import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StripeConfig } from '../../src/config.ts';
import { stripeCancellations, userBilling } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import {
  CANCELLATION_RETRY_DELAYS_MS,
  startStripeCancellations,
  type StripeCancellations,
} from '../../src/modules/billing/cancellations.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import { build, lastMailTo, linkFromMail, type TestApp } from '../helper.ts';
import { call } from '../tenders/helpers.ts';
import { StripeStandIn } from './stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_test_removal';

describe('deleting an account cancels its Stripe subscription (a durable job)', () => {
  const clock = manualClock(new Date('2031-07-01T12:00:00Z'));
  let app: TestApp;
  let stripe: StripeStandIn;
  let worker: StripeCancellations;
  let subscriptionCounter = 0;

  beforeAll(async () => {
    stripe = new StripeStandIn({ webhookSecret: WEBHOOK_SECRET, now: () => clock.now().getTime() });
    const apiBase = await stripe.start();
    const config: StripeConfig = {
      secretKey: 'sk_test_removal',
      webhookSecret: WEBHOOK_SECRET,
      priceIds: { BusinessStandard: 'price_standard', BusinessPremium: 'price_premium' },
      apiBase,
    };
    // No background loops: the test runs the worker the app would start, and waits on it.
    app = await build({ clock, runClock: false, config: { stripe: config } });
    worker = startStripeCancellations(app.ctx, { log: app.log, intervalMs: 3_600_000 });
  });
  afterEach(() => {
    stripe.isFailing = false;
  });
  afterAll(async () => {
    await worker.stop();
    await app.dispose();
    await stripe.stop();
  });

  /**
   * A user with a Stripe customer (made by the checkout) and an active subscription at Stripe,
   * as a paid checkout leaves them (stripe.test.ts covers the webhook that follows).
   */
  async function subscriber(): Promise<{ user: CreatedUser; subscriptionId: string }> {
    const user = await createUser(app);
    const reply = await call(app, user, 'POST', '/api/billing/CreateCheckoutSession', {
      plan: 'BusinessStandard',
    });
    expect(reply.statusCode).toBe(200);
    const customer = await customerOf(user.user.id);
    if (!customer) throw new Error('no customer stored');
    const subscriptionId = `sub_removal_${++subscriptionCounter}`;
    stripe.subscriptions.set(subscriptionId, {
      id: subscriptionId,
      customer,
      status: 'active',
      priceId: 'price_standard',
      currentPeriodEnd: Math.floor(clock.now().getTime() / 1000) + 30 * 24 * 60 * 60,
      metadata: { userId: user.user.id, plan: 'BusinessStandard' },
    });
    return { user, subscriptionId };
  }

  async function deleteAccount(user: CreatedUser) {
    const requested = await call(app, user, 'POST', '/api/company/RequestDeleteProfile');
    expect(requested.statusCode).toBe(200);
    const mail = await lastMailTo(app, user.user.email, 'accountRemoval');
    const token = linkFromMail(mail!.text, '/account-removal').searchParams.get('token')!;
    return call(
      app,
      user,
      'DELETE',
      `/api/company/DeleteProfile?token=${encodeURIComponent(token)}`,
    );
  }

  const cancelsOf = (subscriptionId: string) =>
    stripe.calls.filter(
      (entry) => entry.method === 'DELETE' && entry.path === `/v1/subscriptions/${subscriptionId}`,
    );
  const customerOf = async (userId: string) =>
    (await app.ctx.db.select().from(userBilling).where(eq(userBilling.userId, userId)))[0]
      ?.stripeCustomerId;
  const jobsOf = (userId: string) =>
    app.ctx.db.select().from(stripeCancellations).where(eq(stripeCancellations.userId, userId));

  it('queues the cancellation in the removal and cancels the subscription at Stripe', async () => {
    const { user, subscriptionId } = await subscriber();
    const customer = await customerOf(user.user.id);
    expect(customer).toMatch(/^cus_test_\d+$/);

    expect((await deleteAccount(user)).statusCode).toBe(200);
    // Written with the removal: the job is there when the reply arrives.
    const [job] = await jobsOf(user.user.id);
    expect(job).toMatchObject({ stripeCustomerId: customer });

    await worker.idle();
    expect(cancelsOf(subscriptionId)).toHaveLength(1);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await jobsOf(user.user.id)).toEqual([
      expect.objectContaining({ attempts: 1, nextAttemptAt: null, canceledAt: clock.now() }),
    ]);
    // The anonymised account no longer names its Stripe customer.
    expect(await customerOf(user.user.id)).toBeNull();
  });

  it('retries with a pause while Stripe fails, and cancels once it answers again', async () => {
    const { user, subscriptionId } = await subscriber();
    stripe.isFailing = true;

    expect((await deleteAccount(user)).statusCode).toBe(200);
    await worker.idle();
    const [failed] = await jobsOf(user.user.id);
    expect(failed).toMatchObject({ attempts: 1, canceledAt: null, claimedUntil: null });
    const pause = CANCELLATION_RETRY_DELAYS_MS[0]!;
    expect(failed?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + pause));
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('active');
    expect(await customerOf(user.user.id)).not.toBeNull();

    // Stripe is back, but the pause has not passed: nothing is tried yet.
    stripe.isFailing = false;
    const callsBefore = stripe.calls.length;
    worker.wake();
    await worker.idle();
    expect(stripe.calls).toHaveLength(callsBefore);

    clock.advance(pause);
    worker.wake();
    await worker.idle();
    expect(cancelsOf(subscriptionId)).toHaveLength(1);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(await jobsOf(user.user.id)).toEqual([
      expect.objectContaining({ attempts: 2, nextAttemptAt: null, canceledAt: clock.now() }),
    ]);
    expect(await customerOf(user.user.id)).toBeNull();
  });

  it('queues nothing for an account that never had a Stripe customer', async () => {
    const user = await createUser(app);
    expect((await deleteAccount(user)).statusCode).toBe(200);
    expect(await jobsOf(user.user.id)).toEqual([]);
  });

  it('an admin removal cancels too', async () => {
    const { user, subscriptionId } = await subscriber();
    const admin = await createUser(app, { roles: ['Admin'] });
    const removed = await call(
      app,
      admin,
      'DELETE',
      `/api/admin/DeleteUserFromSystem?userName=${encodeURIComponent(user.user.userName)}`,
    );
    expect(removed.statusCode).toBe(200);
    await worker.idle();
    expect(cancelsOf(subscriptionId)).toHaveLength(1);
  });
});
