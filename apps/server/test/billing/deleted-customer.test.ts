import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StripeConfig } from '../../src/config.ts';
import { userBilling } from '../../src/db/schema/index.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { recordBillingEvent } from '../../src/modules/billing/service.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import { build, type TestApp } from '../helper.ts';
import { call } from '../tenders/helpers.ts';
import { StripeStandIn } from './stripe-stand-in.ts';

describe('a Stripe customer deleted at Stripe', () => {
  const clock = manualClock(new Date('2031-08-01T12:00:00Z'));
  let app: TestApp;
  let stripe: StripeStandIn;

  beforeAll(async () => {
    stripe = new StripeStandIn({ now: () => clock.now().getTime() });
    const config: StripeConfig = {
      secretKey: 'sk_test_deleted',
      webhookSecret: 'whsec_test_deleted',
      priceIds: { BusinessStandard: 'price_standard', BusinessPremium: 'price_premium' },
      apiBase: await stripe.start(),
    };
    app = await build({ clock, runClock: false, config: { stripe: config } });
  });
  afterAll(async () => {
    await app.dispose();
    await stripe.stop();
  });

  const checkout = (user: CreatedUser) =>
    call(app, user, 'POST', '/api/billing/CreateCheckoutSession', { plan: 'BusinessStandard' });
  const storedCustomer = async (userId: string) =>
    (await app.ctx.db.select().from(userBilling).where(eq(userBilling.userId, userId)))[0]
      ?.stripeCustomerId;

  it('checkout makes a new customer instead of answering 502', async () => {
    const user = await createUser(app);
    expect((await checkout(user)).statusCode).toBe(200);
    const deleted = await storedCustomer(user.user.id);
    if (!deleted) throw new Error('no customer stored');
    stripe.deleteCustomer(deleted);

    const reply = await checkout(user);
    expect(reply.statusCode).toBe(200);
    const replacement = await storedCustomer(user.user.id);
    expect(replacement).toMatch(/^cus_test_\d+$/);
    expect(replacement).not.toBe(deleted);
    expect(stripe.callsTo('/v1/checkout/sessions').at(-1)?.form.get('customer')).toBe(replacement);
    expect(stripe.customers.get(replacement!)?.form.get('metadata[userId]')).toBe(user.user.id);

    // The next checkout uses the new customer at once.
    const creations = stripe.callsTo('/v1/customers').length;
    expect((await checkout(user)).statusCode).toBe(200);
    expect(stripe.callsTo('/v1/customers')).toHaveLength(creations);
  });

  it('two checkouts at once after the deletion end with one new customer', async () => {
    const user = await createUser(app);
    expect((await checkout(user)).statusCode).toBe(200);
    const deleted = (await storedCustomer(user.user.id))!;
    stripe.deleteCustomer(deleted);
    const earlierSessions = stripe.callsTo('/v1/checkout/sessions').length;

    const replies = await Promise.all([checkout(user), checkout(user)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    const replacement = await storedCustomer(user.user.id);
    expect(replacement).not.toBe(deleted);
    // Each checkout may first try the gone customer (in whichever order the two interleave);
    // every other session names the one replacement.
    const customers = stripe
      .callsTo('/v1/checkout/sessions')
      .slice(earlierSessions)
      .map((session) => session.form.get('customer'))
      .filter((customer) => customer !== deleted);
    expect(customers).toEqual([replacement, replacement]);
  });

  it('the portal opens for a new customer instead of answering 502', async () => {
    const user = await createUser(app);
    expect((await checkout(user)).statusCode).toBe(200);
    await recordBillingEvent(app.ctx.db, {
      id: `evt_deleted_${user.user.id}`,
      userId: user.user.id,
      plan: 'BusinessStandard',
      receivedAt: clock.now(),
    });
    const deleted = (await storedCustomer(user.user.id))!;
    stripe.deleteCustomer(deleted);

    const portal = await call(app, user, 'POST', '/api/billing/CreatePortalSession');
    expect(portal.statusCode).toBe(200);
    const replacement = await storedCustomer(user.user.id);
    expect(replacement).not.toBe(deleted);
    expect(stripe.callsTo('/v1/billing_portal/sessions').at(-1)?.form.get('customer')).toBe(
      replacement,
    );
  });

  it('still answers 502 when Stripe itself fails', async () => {
    const user = await createUser(app);
    stripe.isFailing = true;
    try {
      expect((await checkout(user)).statusCode).toBe(502);
    } finally {
      stripe.isFailing = false;
    }
  });
});
