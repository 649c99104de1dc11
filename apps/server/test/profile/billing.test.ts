import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hubs, Messages, type TBillingEvent } from '@tendermark/shared';
import { manualClock } from '../../src/lib/clock.ts';
import { billingSignature } from '../../src/modules/billing/service.ts';
import { build } from '../helper.ts';
import { createLoggedInUser, login } from '../account/fixtures.ts';
import { eventsNamed, settle } from '../auction/sockets.ts';
import { listening, type LiveApp } from '../live-app.ts';

const SECRET = 'billing-secret-for-tests';
const MINUTE = 60 * 1000;

describe('POST /api/billing/Webhook', () => {
  const clock = manualClock(new Date('2031-03-01T10:00:00Z'));
  let app: LiveApp;
  let eventCounter = 0;
  beforeAll(async () => {
    app = await listening(await build({ clock, config: { billingWebhookSecret: SECRET } }));
  });
  afterAll(() => app.dispose());

  const event = (userName: string, overrides: Partial<TBillingEvent> = {}): TBillingEvent => ({
    id: `evt_${++eventCounter}`,
    timestamp: clock.now().toISOString(),
    userName,
    plan: 'BusinessPremium',
    expires: '2031-04-01T10:00:00.000Z',
    ...overrides,
  });
  const post = (body: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/billing/Webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-billing-signature': signature }),
      },
      payload: body,
    });
  const signedPost = (payload: object) => {
    const body = JSON.stringify(payload);
    return post(body, billingSignature(SECRET, body));
  };
  const userInfo = async (token: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/account/UserInfo',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();

  it("sets the user's plan and expiry and pushes billingUpdate to the open app", async () => {
    const user = await createLoggedInUser(app);
    const socket = await app.openRecorder(user.tokens.access_token, Hubs.notification);
    const reply = await signedPost(event(user.userName));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      applied: true,
      roles: ['BusinessPremium'],
      expires: '2031-04-01T10:00:00.000Z',
    });
    await settle(() => eventsNamed(socket, 'billingUpdate').length === 1);
    expect(eventsNamed(socket, 'billingUpdate')).toEqual([
      { roles: ['BusinessPremium'], expires: '2031-04-01T10:00:00.000Z' },
    ]);
    expect(await userInfo(user.tokens.access_token)).toMatchObject({
      InRoles: ['BusinessPremium'],
      Expires: '2031-04-01T10:00:00.000Z',
    });
  });

  it('replaces one paid plan by another, and Free drops it while keeping Admin', async () => {
    const user = await createLoggedInUser(app, { roles: ['Admin', 'BusinessStandard'] });
    await signedPost(event(user.userName, { plan: 'BusinessPremium' }));
    expect((await userInfo(user.tokens.access_token)).InRoles).toEqual([
      'Admin',
      'BusinessPremium',
    ]);
    await signedPost(event(user.userName, { plan: 'Free', expires: null }));
    expect(await userInfo(user.tokens.access_token)).toMatchObject({
      InRoles: ['Admin', 'Free'],
      Expires: null,
    });
  });

  it('lets a paid plan lapse at its expiry', async () => {
    const user = await createLoggedInUser(app);
    const expires = new Date(clock.now().getTime() + 60 * MINUTE).toISOString();
    await signedPost(event(user.userName, { plan: 'BusinessStandard', expires }));
    expect((await userInfo(user.tokens.access_token)).InRoles).toEqual(['BusinessStandard']);
    clock.advance(61 * MINUTE);
    const tokens = await login(app, user.userName);
    expect((await userInfo(tokens.access_token)).InRoles).toEqual(['Free']);
  });

  it('refuses a missing or wrong signature with 401 and changes nothing', async () => {
    const user = await createLoggedInUser(app);
    const body = JSON.stringify(event(user.userName));
    for (const signature of [
      undefined,
      '',
      billingSignature('another-secret', body),
      billingSignature(SECRET, `${body} `),
      billingSignature(SECRET, body).replace('sha256=', 'sha1='),
    ]) {
      const reply = await post(body, signature);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({
        error: 'invalid_signature',
        message: Messages.invalidSignature,
      });
    }
    expect((await userInfo(user.tokens.access_token)).InRoles).toEqual(['Free']);
  });

  it('refuses an event older than 5 minutes (a replay) with 401', async () => {
    const user = await createLoggedInUser(app);
    const old = event(user.userName, {
      timestamp: new Date(clock.now().getTime() - 5 * MINUTE - 1000).toISOString(),
    });
    const reply = await signedPost(old);
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({
      error: 'stale_event',
      message: Messages.staleBillingEvent,
    });
    const recent = event(user.userName, {
      timestamp: new Date(clock.now().getTime() - 4 * MINUTE).toISOString(),
    });
    expect((await signedPost(recent)).statusCode).toBe(200);
  });

  it('applies a repeated delivery of the same event once', async () => {
    const user = await createLoggedInUser(app);
    const socket = await app.openRecorder(user.tokens.access_token, Hubs.notification);
    const once = event(user.userName);
    expect((await signedPost(once)).json().applied).toBe(true);
    const again = await signedPost(once);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ applied: false, roles: ['BusinessPremium'] });
    await settle(() => eventsNamed(socket, 'billingUpdate').length >= 1);
    expect(eventsNamed(socket, 'billingUpdate')).toHaveLength(1);
  });

  it('answers 400 for a signed body that is not a valid event, 404 for an unknown user', async () => {
    expect((await signedPost({ id: 'x', plan: 'Gold' })).statusCode).toBe(400);
    const unknown = await signedPost(event('nobody@example.com'));
    expect(unknown.statusCode).toBe(404);
  });

  it('is off (404) without a configured secret', async () => {
    const plain = await build();
    try {
      const body = JSON.stringify(event('a@example.com'));
      const reply = await plain.inject({
        method: 'POST',
        url: '/api/billing/Webhook',
        headers: { 'content-type': 'application/json', 'x-billing-signature': 'sha256=00' },
        payload: body,
      });
      expect(reply.statusCode).toBe(404);
      expect(reply.json().error).toBe('billing_not_configured');
    } finally {
      await plain.dispose();
    }
  });
});
