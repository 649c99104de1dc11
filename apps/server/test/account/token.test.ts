import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@tendermark/shared';
import { manualClock } from '../../src/lib/clock.ts';
import { build, testConfig, type TestApp } from '../helper.ts';
import {
  bearer,
  createLoggedInUser,
  createTestUser,
  login,
  postToken,
  refresh,
  DEFAULT_PASSWORD,
} from './fixtures.ts';

const loginFailedReply = {
  error: 'invalid_grant',
  error_description: 'Username or password is incorrect',
  message: 'Username or password is incorrect',
};
/** A session that cannot be renewed: the spec's "Authentication failed" (no password was given). */
const authenticationFailedReply = {
  error: 'invalid_grant',
  error_description: 'Authentication failed',
  message: 'Authentication failed',
};

describe('POST /token', () => {
  const clock = manualClock(new Date('2030-01-10T10:00:00Z'));
  let app: TestApp;
  beforeAll(async () => {
    // Throttling has its own tests (rate-limit.test.ts); here many failures come from one address.
    const throttle = {
      ...testConfig().throttle,
      loginFailuresPerPair: 1000,
      loginFailuresPerAddress: 1000,
      loginFailuresPerUser: 1000,
    };
    app = await build({ clock, config: { rateLimitTokenPerMinute: 1000, throttle } });
  });
  afterAll(() => app.dispose());

  const userInfo = (accessToken: string) =>
    app.inject({
      method: 'GET',
      url: '/api/account/UserInfo',
      headers: { authorization: `Bearer ${accessToken}` },
    });

  describe('password grant', () => {
    it('logs in with a form-encoded body and returns the token reply', async () => {
      const user = await createTestUser(app);
      const reply = await postToken(app, {
        grant_type: 'password',
        userName: user.userName,
        password: DEFAULT_PASSWORD,
      });
      expect(reply.statusCode).toBe(200);
      const body = reply.json();
      expect(body).toEqual({
        access_token: expect.any(String),
        token_type: 'bearer',
        expires_in: 900,
        refresh_token: expect.any(String),
        userName: user.userName,
      });
      expect((await userInfo(body.access_token)).statusCode).toBe(200);
    });

    it('accepts JSON, the `username` spelling and a user name in other case', async () => {
      const user = await createTestUser(app);
      const reply = await app.inject({
        method: 'POST',
        url: '/token',
        payload: {
          grant_type: 'password',
          username: user.userName.toUpperCase(),
          password: DEFAULT_PASSWORD,
        },
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().userName).toBe(user.userName);
    });

    it('carries the effective roles in the access token', async () => {
      const buyer = await createLoggedInUser(app, { roles: ['BusinessStandard'] });
      const verified = await app.ctx.accessTokens.verify(buyer.tokens.access_token);
      expect(verified?.roles).toEqual(['BusinessStandard']);
      const free = await createLoggedInUser(app);
      expect((await app.ctx.accessTokens.verify(free.tokens.access_token))?.roles).toEqual([
        'Free',
      ]);
    });

    it('refuses a wrong password with invalid_grant and the exact text', async () => {
      const user = await createTestUser(app);
      const reply = await postToken(app, {
        grant_type: 'password',
        userName: user.userName,
        password: 'Wrong1234',
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual(loginFailedReply);
    });

    it('answers an unknown user exactly like a wrong password', async () => {
      const reply = await postToken(app, {
        grant_type: 'password',
        userName: 'nobody@example.com',
        password: DEFAULT_PASSWORD,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual(loginFailedReply);
    });

    it('refuses an account that is not activated yet', async () => {
      const user = await createTestUser(app, { isActivated: false });
      const reply = await postToken(app, {
        grant_type: 'password',
        userName: user.userName,
        password: DEFAULT_PASSWORD,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({
        error: 'invalid_grant',
        error_description: Messages.accountNotActivated,
      });
    });

    it('asks for missing credentials with invalid_request', async () => {
      const reply = await postToken(app, { grant_type: 'password', userName: 'a@b.cd' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ error: 'invalid_request', message: Messages.required });
    });
  });

  describe('bad requests', () => {
    it('refuses a missing or unknown grant_type with unsupported_grant_type', async () => {
      for (const fields of [{}, { grant_type: 'client_credentials' }] as Record<string, string>[]) {
        const reply = await postToken(app, fields);
        expect(reply.statusCode).toBe(400);
        expect(reply.json()).toMatchObject({ error: 'unsupported_grant_type' });
      }
    });

    it('refuses a request without a body with unsupported_grant_type', async () => {
      const reply = await app.inject({ method: 'POST', url: '/token' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error).toBe('unsupported_grant_type');
    });

    it('answers malformed JSON and wrong types with 400', async () => {
      const malformed = await app.inject({
        method: 'POST',
        url: '/token',
        headers: { 'content-type': 'application/json' },
        payload: '{"grant_type": "password",',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toBe('invalid_json');

      const wrongType = await app.inject({
        method: 'POST',
        url: '/token',
        payload: { grant_type: 'password', userName: 12, password: ['x'] },
      });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().error).toBe('validation_error');
    });
  });

  describe('refresh_token grant', () => {
    it('rotates: the new token works, the old one is refused and revokes the family', async () => {
      const user = await createLoggedInUser(app);
      const first = await refresh(app, user.tokens.refresh_token);
      expect(first.statusCode).toBe(200);
      const rotated = first.json();
      expect(rotated.refresh_token).not.toBe(user.tokens.refresh_token);
      expect(rotated.userName).toBe(user.userName);

      const reused = await refresh(app, user.tokens.refresh_token);
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual(authenticationFailedReply);

      // The reuse revoked the family, so the token issued by the rotation is dead too.
      const afterReuse = await refresh(app, rotated.refresh_token);
      expect(afterReuse.statusCode).toBe(400);
      expect(afterReuse.json().error).toBe('invalid_grant');
    });

    it('leaves other sessions of the same user alone when one family is revoked', async () => {
      const user = await createTestUser(app);
      const sessionA = await login(app, user.userName);
      const sessionB = await login(app, user.userName);
      await refresh(app, sessionA.refresh_token);
      await refresh(app, sessionA.refresh_token); // reuse: revokes family A only
      expect((await refresh(app, sessionB.refresh_token)).statusCode).toBe(200);
    });

    it('refuses an unknown or missing refresh token', async () => {
      expect((await refresh(app, 'not-a-token')).json()).toEqual(authenticationFailedReply);
      const missing = await postToken(app, { grant_type: 'refresh_token' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe('invalid_grant');
    });

    it('refuses a refresh token after its 30 days', async () => {
      const user = await createLoggedInUser(app);
      clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
      const reply = await refresh(app, user.tokens.refresh_token);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual(authenticationFailedReply);
    });

    it('picks up role changes: a renewed access token carries the current roles', async () => {
      const user = await createLoggedInUser(app, {
        roles: ['BusinessStandard'],
        subscriptionExpires: new Date(clock.now().getTime() + 60 * 60 * 1000),
      });
      clock.advance(2 * 60 * 60 * 1000);
      const renewed = (await refresh(app, user.tokens.refresh_token)).json();
      expect((await app.ctx.accessTokens.verify(renewed.access_token))?.roles).toEqual(['Free']);
    });
  });

  it('access tokens expire after 15 minutes', async () => {
    const user = await createLoggedInUser(app);
    clock.advance(14 * 60 * 1000);
    expect((await userInfo(user.tokens.access_token)).statusCode).toBe(200);
    clock.advance(2 * 60 * 1000);
    const expired = await userInfo(user.tokens.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe('unauthorized');
  });
});

describe('POST /api/account/Logout', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.dispose());

  const logout = (accessToken: string, payload?: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/account/Logout',
      headers: { authorization: `Bearer ${accessToken}` },
      ...(payload ? { payload } : {}),
    });

  it('revokes the family of the refresh token given and keeps other sessions', async () => {
    const user = await createTestUser(app);
    const sessionA = await login(app, user.userName);
    const sessionB = await login(app, user.userName);
    const reply = await logout(sessionA.access_token, { refresh_token: sessionA.refresh_token });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toBe(true);
    expect((await refresh(app, sessionA.refresh_token)).statusCode).toBe(400);
    expect((await refresh(app, sessionB.refresh_token)).statusCode).toBe(200);
  });

  it('accepts the refresh token form-encoded', async () => {
    const user = await createLoggedInUser(app);
    const reply = await app.inject({
      method: 'POST',
      url: '/api/account/Logout',
      headers: { ...bearer(user.tokens), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `refresh_token=${encodeURIComponent(user.tokens.refresh_token)}`,
    });
    expect(reply.statusCode).toBe(200);
    expect((await refresh(app, user.tokens.refresh_token)).statusCode).toBe(400);
  });

  it('revokes every session of the user without a refresh token', async () => {
    const user = await createTestUser(app);
    const sessionA = await login(app, user.userName);
    const sessionB = await login(app, user.userName);
    expect((await logout(sessionA.access_token)).json()).toBe(true);
    expect((await refresh(app, sessionA.refresh_token)).statusCode).toBe(400);
    expect((await refresh(app, sessionB.refresh_token)).statusCode).toBe(400);
  });

  it("does not touch another user's session", async () => {
    const caller = await createLoggedInUser(app);
    const other = await createLoggedInUser(app);
    await logout(caller.tokens.access_token, { refresh_token: other.tokens.refresh_token });
    expect((await refresh(app, other.tokens.refresh_token)).statusCode).toBe(200);
  });

  it('needs a bearer token', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/account/Logout' });
    expect(reply.statusCode).toBe(401);
  });
});
