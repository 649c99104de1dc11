import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hubs, Messages } from '@tendermark/shared';
import type { StripeConfig } from '../../src/config.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { eventsNamed, settle } from '../auction/sockets.ts';
import { createUser, type CreatedUser } from '../factories.ts';
import { build } from '../helper.ts';
import { listening, type LiveApp } from '../live-app.ts';
import { call } from '../tenders/helpers.ts';
import { signedStripeEvent, StripeStandIn, subscriptionObject } from './stripe-stand-in.ts';

const WEBHOOK_SECRET = 'whsec_test_tendermark';
const DAY_S = 24 * 60 * 60;

describe('Stripe checkout, webhook and portal (against a local stand-in)', () => {
  const clock = manualClock(new Date('2031-06-01T12:00:00Z'));
  let app: LiveApp;
  let stripe: StripeStandIn;
  let eventCounter = 0;

  beforeAll(async () => {
    stripe = new StripeStandIn({
      webhookSecret: WEBHOOK_SECRET,
      now: () => clock.now().getTime(),
    });
    const apiBase = await stripe.start();
    const config: StripeConfig = {
      secretKey: 'sk_test_tendermark',
      webhookSecret: WEBHOOK_SECRET,
      priceIds: { BusinessStandard: 'price_standard', BusinessPremium: 'price_premium' },
      apiBase,
    };
    app = await listening(await build({ clock, config: { stripe: config } }));
    stripe.options.webhookUrl = `${app.url}/api/billing/StripeWebhook`;
  });
  afterAll(async () => {
    await app.dispose();
    await stripe.stop();
  });

  const checkout = (user: CreatedUser | undefined, plan: string) =>
    call(app, user, 'POST', '/api/billing/CreateCheckoutSession', { plan });
  const account = async (user: CreatedUser) =>
    (await call(app, user, 'GET', '/api/billing/GetPlans')).json().account;
  const postEvent = (body: string, signature: string) =>
    app.inject({
      method: 'POST',
      url: '/api/billing/StripeWebhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload: body,
    });
  const sendEvent = (type: string, object: object, id = `evt_sent_${++eventCounter}`) => {
    const { body, signature } = signedStripeEvent(WEBHOOK_SECRET, type, object, {
      id,
      nowMs: clock.now().getTime(),
    });
    return postEvent(body, signature);
  };

  it('creates a subscription checkout for the caller that returns to /pricing', async () => {
    const user = await createUser(app);
    const reply = await checkout(user, 'BusinessPremium');
    expect(reply.statusCode).toBe(200);
    const { url } = reply.json();
    expect(url).toMatch(new RegExp(`^${stripe.base}/checkout/cs_test_\\d+$`));
    const form = stripe.callsTo('/v1/checkout/sessions').at(-1)?.form;
    expect(Object.fromEntries(form ?? [])).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_premium',
      'line_items[0][quantity]': '1',
      client_reference_id: user.user.id,
      customer: expect.stringMatching(/^cus_test_\d+$/),
      'metadata[userId]': user.user.id,
      'subscription_data[metadata][userId]': user.user.id,
      success_url: 'http://tendermark.test/pricing?checkout=success',
      cancel_url: 'http://tendermark.test/pricing?checkout=canceled',
    });
  });

  it('makes the customer before the checkout: two checkouts at once share one customer', async () => {
    const user = await createUser(app);
    const sessionsBefore = stripe.callsTo('/v1/checkout/sessions').length;
    const replies = await Promise.all([
      checkout(user, 'BusinessStandard'),
      checkout(user, 'BusinessPremium'),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);

    const made = [...stripe.customers.values()].filter(
      (customer) => customer.form.get('metadata[userId]') === user.user.id,
    );
    expect(made).toHaveLength(1);
    const customerId = made[0]?.id;
    expect(made[0]?.form.get('email')).toBe(user.user.email);
    const creations = stripe
      .callsTo('/v1/customers')
      .filter((entry) => entry.form.get('metadata[userId]') === user.user.id);
    expect(creations.map((entry) => entry.idempotencyKey)).toEqual(
      creations.map(() => `customer-${user.user.id}`),
    );
    const sessions = stripe.callsTo('/v1/checkout/sessions').slice(sessionsBefore);
    expect(sessions.map((entry) => entry.form.get('customer'))).toEqual([customerId, customerId]);
    expect(sessions.every((entry) => !entry.form.has('customer_email'))).toBe(true);

    // Both are paid before either webhook: the portal's customer holds both subscriptions.
    for (const reply of replies)
      await stripe.completeCheckout(String(reply.json().url).split('/').at(-1) ?? '');
    const subscriptions = [...stripe.subscriptions.values()].filter(
      (entry) => entry.metadata.userId === user.user.id,
    );
    expect(subscriptions.map((entry) => entry.customer)).toEqual([customerId, customerId]);
    await call(app, user, 'POST', '/api/billing/CreatePortalSession');
    expect(stripe.callsTo('/v1/billing_portal/sessions').at(-1)?.form.get('customer')).toBe(
      customerId,
    );

    // A later checkout reuses the stored customer and makes no other.
    const creationsSoFar = stripe.callsTo('/v1/customers').length;
    await checkout(user, 'BusinessPremium');
    expect(stripe.callsTo('/v1/customers')).toHaveLength(creationsSoFar);
  });

  it('a checkout left unpaid keeps the user a subscriber-to-be, not a portal user', async () => {
    const user = await createUser(app);
    expect((await checkout(user, 'BusinessStandard')).statusCode).toBe(200);
    expect(await account(user)).toMatchObject({ plan: 'Free', canManageBilling: false });
    const portal = await call(app, user, 'POST', '/api/billing/CreatePortalSession');
    expect(portal.statusCode).toBe(409);
    expect(portal.json().message).toBe(Messages.noSubscriptionToManage);
    expect((await checkout(user, 'BusinessPremium')).statusCode).toBe(200);
  });

  it('applies a paid checkout from its signed webhook once, and pushes billingUpdate', async () => {
    const user = await createUser(app);
    const socket = await app.openRecorder(user.token, Hubs.notification);
    const { url } = (await checkout(user, 'BusinessStandard')).json();
    const sessionId = String(url).split('/').at(-1) ?? '';
    await stripe.completeCheckout(sessionId, 'evt_checkout_once');
    const expires = new Date(clock.now().getTime() + 30 * DAY_S * 1000);
    expires.setUTCMilliseconds(0);
    await settle(() => eventsNamed(socket, 'billingUpdate').length === 1);
    expect(eventsNamed(socket, 'billingUpdate')).toEqual([
      { roles: ['BusinessStandard'], expires: expires.toISOString() },
    ]);
    expect(await account(user)).toMatchObject({
      plan: 'BusinessStandard',
      expires: expires.toISOString(),
      canStartTrial: false,
      canManageBilling: true,
    });

    // Stripe delivers again: nothing changes twice.
    await expect(stripe.completeCheckout(sessionId, 'evt_checkout_once')).resolves.toBeTruthy();
    await settle(() => eventsNamed(socket, 'billingUpdate').length >= 1);
    expect(eventsNamed(socket, 'billingUpdate')).toHaveLength(1);

    // Paying again is the portal's job.
    const again = await checkout(user, 'BusinessPremium');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'subscription_active',
      message: Messages.subscriptionAlreadyActive,
    });

    // The portal opens for the stored customer and returns to /pricing.
    const portal = await call(app, user, 'POST', '/api/billing/CreatePortalSession');
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(new RegExp(`^${stripe.base}/portal/bps_test_\\d+$`));
    const portalForm = stripe.callsTo('/v1/billing_portal/sessions').at(-1)?.form;
    expect(portalForm?.get('return_url')).toBe('http://tendermark.test/pricing');
    const subscription = [...stripe.subscriptions.values()].find(
      (entry) => entry.metadata.userId === user.user.id,
    );
    expect(portalForm?.get('customer')).toBe(subscription?.customer);
  });

  it('follows the subscription: a plan change, a cancellation, a deletion', async () => {
    const user = await createUser(app);
    const { url } = (await checkout(user, 'BusinessStandard')).json();
    await stripe.completeCheckout(String(url).split('/').at(-1) ?? '');
    const subscription = [...stripe.subscriptions.values()].find(
      (entry) => entry.metadata.userId === user.user.id,
    );
    if (!subscription) throw new Error('no subscription');
    const socket = await app.openRecorder(user.token, Hubs.notification);

    // Upgraded in the portal: the webhook reads the subscription from Stripe.
    subscription.priceId = 'price_premium';
    subscription.currentPeriodEnd += 10 * DAY_S;
    const upgraded = await sendEvent(
      'customer.subscription.updated',
      subscriptionObject(subscription),
    );
    expect(upgraded.json()).toEqual({ received: true, applied: true });
    expect(await account(user)).toMatchObject({
      plan: 'BusinessPremium',
      expires: new Date(subscription.currentPeriodEnd * 1000).toISOString(),
    });

    // An older copy in a late event does not undo it: the subscription is read from Stripe.
    const late = await sendEvent('customer.subscription.updated', {
      ...subscriptionObject(subscription),
      items: { object: 'list', data: [] },
    });
    expect(late.statusCode).toBe(200);
    expect((await account(user)).plan).toBe('BusinessPremium');

    // Canceled: back to Free.
    subscription.status = 'canceled';
    const deleted = await sendEvent(
      'customer.subscription.deleted',
      subscriptionObject(subscription),
    );
    expect(deleted.json()).toEqual({ received: true, applied: true });
    expect(await account(user)).toMatchObject({ plan: 'Free', expires: null });
    await settle(() => eventsNamed(socket, 'billingUpdate').length === 3);
    expect(eventsNamed(socket, 'billingUpdate').at(-1)).toEqual({ roles: ['Free'], expires: null });
  });

  it('a late event about a canceled earlier subscription leaves the one paid for now', async () => {
    const user = await createUser(app);
    const first = (await checkout(user, 'BusinessStandard')).json();
    await stripe.completeCheckout(String(first.url).split('/').at(-1) ?? '');
    const old = [...stripe.subscriptions.values()].find(
      (entry) => entry.metadata.userId === user.user.id,
    );
    if (!old) throw new Error('no subscription');
    old.status = 'canceled';
    const deleted = await sendEvent('customer.subscription.deleted', subscriptionObject(old));
    expect(deleted.json()).toEqual({ received: true, applied: true });
    expect((await account(user)).plan).toBe('Free');

    // Subscribed again (same customer), then Stripe retries an old event about the first one.
    const second = (await checkout(user, 'BusinessPremium')).json();
    await stripe.completeCheckout(String(second.url).split('/').at(-1) ?? '');
    expect((await account(user)).plan).toBe('BusinessPremium');
    const retried = await sendEvent('customer.subscription.updated', subscriptionObject(old));
    expect(retried.statusCode).toBe(200);
    expect((await account(user)).plan).toBe('BusinessPremium');
  });

  it('refuses an unsigned, wrongly signed or old event with 401 and changes nothing', async () => {
    const user = await createUser(app);
    const object = {
      id: 'cs_forged',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: user.user.id,
      customer: 'cus_forged',
      subscription: 'sub_forged',
    };
    const good = signedStripeEvent(WEBHOOK_SECRET, 'checkout.session.completed', object, {
      id: 'evt_forged',
      nowMs: clock.now().getTime(),
    });
    const forged = signedStripeEvent('whsec_other', 'checkout.session.completed', object, {
      id: 'evt_forged',
      nowMs: clock.now().getTime(),
    });
    const old = signedStripeEvent(WEBHOOK_SECRET, 'checkout.session.completed', object, {
      id: 'evt_forged',
      nowMs: clock.now().getTime() - 10 * 60 * 1000,
    });
    for (const [body, signature] of [
      [good.body, ''],
      [good.body, forged.signature],
      [`${good.body} `, good.signature],
      [old.body, old.signature],
    ] as const) {
      const reply = await postEvent(body, signature);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({
        error: 'invalid_signature',
        message: Messages.invalidSignature,
      });
    }
    expect(await account(user)).toMatchObject({ plan: 'Free' });
  });

  it('acknowledges events it does not use, and events about no user of ours', async () => {
    const other = await sendEvent('invoice.paid', { id: 'in_1', object: 'invoice' });
    expect(other.json()).toEqual({ received: true, applied: false });
    const stranger = await sendEvent('customer.subscription.updated', {
      ...subscriptionObject({
        id: 'sub_unknown',
        customer: 'cus_unknown',
        status: 'active',
        priceId: 'price_standard',
        currentPeriodEnd: 0,
        metadata: {},
      }),
    });
    expect(stranger.json()).toEqual({ received: true, applied: false });
  });

  it('answers 502 when Stripe cannot be reached, and the portal 409 before any checkout', async () => {
    const user = await createUser(app);
    const portal = await call(app, user, 'POST', '/api/billing/CreatePortalSession');
    expect(portal.statusCode).toBe(409);
    expect(portal.json().message).toBe(Messages.noSubscriptionToManage);
    stripe.isFailing = true;
    try {
      const reply = await checkout(user, 'BusinessStandard');
      expect(reply.statusCode).toBe(502);
      expect(reply.json()).toEqual({
        error: 'payment_provider_unavailable',
        message: Messages.paymentProviderUnavailable,
      });
    } finally {
      stripe.isFailing = false;
    }
  });

  it('refuses a visitor, an unknown plan, and says the plans can be bought here', async () => {
    expect((await checkout(undefined, 'BusinessStandard')).statusCode).toBe(401);
    const user = await createUser(app);
    expect((await checkout(user, 'Free')).statusCode).toBe(400);
    expect((await checkout(user, 'Gold')).statusCode).toBe(400);
    expect((await call(app, undefined, 'GET', '/api/billing/GetPlans')).json()).toMatchObject({
      checkoutAvailable: true,
    });
  });
});

describe('without Stripe configured', () => {
  let app: LiveApp;
  beforeAll(async () => {
    app = await listening(await build());
  });
  afterAll(() => app.dispose());

  it('answers 404 billing_not_configured to checkout, portal and webhook', async () => {
    const user = await createUser(app);
    for (const url of ['/api/billing/CreateCheckoutSession', '/api/billing/CreatePortalSession']) {
      const reply = await call(app, user, 'POST', url, { plan: 'BusinessStandard' });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({
        error: 'billing_not_configured',
        message: Messages.billingNotConfigured,
      });
    }
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/billing/StripeWebhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
  });
});
