/**
 * Issue 26, point 10: an access token signed with the key but without an expiry, or without the
 * login session it belongs to, was accepted (by HTTP routes and by the Socket.IO handshake). Such a
 * token would never end, or would outlive a logout: both are refused now.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { Hubs } from '@tendermark/shared';
import { build, testConfig } from '../helper.ts';
import { listening, type LiveApp } from '../live-app.ts';
import { bearer, createUser, type CreatedUser } from '../factories.ts';

type Claims = { sid?: string; exp?: number };

describe('access tokens must carry an expiry and a session', () => {
  let app: LiveApp;
  let user: CreatedUser;
  const key = new TextEncoder().encode(testConfig().jwtSecret);
  beforeAll(async () => {
    app = await listening(await build());
    user = await createUser(app);
  });
  afterAll(() => app.dispose());

  /** A token signed with the server's own key, with only the claims asked for. */
  const signed = async ({ sid, exp }: Claims) => {
    const jwt = new SignJWT({ name: user.user.userName, roles: user.roles, sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user.id)
      .setIssuedAt();
    if (exp !== undefined) jwt.setExpirationTime(exp);
    return jwt.sign(key);
  };
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
  const userInfo = (token: string) =>
    app.inject({ method: 'GET', url: '/api/account/UserInfo', headers: bearer(token) });
  const handshake = async (token: string) => {
    try {
      const recorder = await app.openRecorder(token, Hubs.notification);
      recorder.socket.disconnect();
      return 'connected';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('accepts a token with both (the control case)', async () => {
    const token = await signed({ sid: user.sessionId, exp: inAnHour() });
    expect((await userInfo(token)).statusCode).toBe(200);
    expect(await handshake(token)).toBe('connected');
  });

  it('refuses a token signed with the key but without exp (HTTP 401, socket refused)', async () => {
    const token = await signed({ sid: user.sessionId });
    const reply = await userInfo(token);
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    expect(await handshake(token)).toBe('unauthorized');
  });

  it('refuses a token signed with the key but without sid (HTTP 401, socket refused)', async () => {
    const token = await signed({ exp: inAnHour() });
    expect((await userInfo(token)).statusCode).toBe(401);
    expect(await handshake(token)).toBe('unauthorized');
  });
});
