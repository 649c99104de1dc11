/**
 * Ending a session ends its access tokens at once (issue 15): a token issued before a logout, a
 * password change or reset, a leaked refresh token's reuse or an account removal is refused on
 * every guarded call and real-time handshake, not only when it expires 15 minutes later, and the
 * session's open sockets are closed. Sessions that were kept go on working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hubs, type TTokenReply } from '@tendermark/shared';
import { build, lastMailTo, linkFromMail } from '../helper.ts';
import { listening, type LiveApp } from '../live-app.ts';
import type { Recorder } from '../auction/sockets.ts';
import { bearer, createTestUser, login, refresh, type TestUser } from '../account/fixtures.ts';

const NEW_PASSWORD = 'Changed99';

describe('session revocation reaches access tokens and sockets at once', () => {
  let app: LiveApp;
  beforeAll(async () => {
    app = await listening(await build({ config: { rateLimitTokenPerMinute: 1000 } }));
  });
  afterAll(() => app.dispose());

  /** A plain bearer-guarded call: the token alone decides. */
  const unreadCount = async (tokens: Pick<TTokenReply, 'access_token'>) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/notifications/GetUnreadCount',
        headers: bearer(tokens),
      })
    ).statusCode;

  /** A session in use: its token checked once (so its liveness is remembered) and a socket open. */
  async function activeSession(user: TestUser) {
    const tokens = await login(app, user.userName, user.password);
    expect(await unreadCount(tokens)).toBe(200);
    const socket = await app.openRecorder(tokens.access_token, Hubs.tender);
    return { tokens, socket };
  }

  const closedByServer = (recorder: Recorder) =>
    new Promise<string>((resolve) => {
      if (!recorder.socket.connected) resolve('already closed');
      recorder.socket.once('disconnect', resolve);
    });

  const handshakeRefused = async (tokens: TTokenReply) => {
    const error = await app
      .openRecorder(tokens.access_token, Hubs.notification)
      .then(() => undefined)
      .catch((failure: Error) => failure.message);
    expect(error).toBe('unauthorized');
  };

  it('a logout ends that session’s access token and socket; the user’s other session lives on', async () => {
    const user = await createTestUser(app);
    const ended = await activeSession(user);
    const kept = await activeSession(user);
    const closed = closedByServer(ended.socket);

    const logout = await app.inject({
      method: 'POST',
      url: '/api/account/Logout',
      headers: bearer(ended.tokens),
      payload: { refresh_token: ended.tokens.refresh_token },
    });
    expect(logout.statusCode).toBe(200);

    expect(await unreadCount(ended.tokens)).toBe(401);
    expect(await closed).toBe('io server disconnect');
    await handshakeRefused(ended.tokens);
    expect(await unreadCount(kept.tokens)).toBe(200);
    expect(kept.socket.socket.connected).toBe(true);
  });

  it('a logout without a refresh token ends every session of the user', async () => {
    const user = await createTestUser(app);
    const first = await activeSession(user);
    const second = await activeSession(user);
    const bystander = await activeSession(await createTestUser(app));

    await app.inject({ method: 'POST', url: '/api/account/Logout', headers: bearer(first.tokens) });

    expect(await unreadCount(first.tokens)).toBe(401);
    expect(await unreadCount(second.tokens)).toBe(401);
    expect(await unreadCount(bystander.tokens)).toBe(200);
  });

  it('a password change ends the other sessions and keeps the caller’s', async () => {
    const user = await createTestUser(app);
    const caller = await activeSession(user);
    const other = await activeSession(user);
    const otherClosed = closedByServer(other.socket);

    const change = await app.inject({
      method: 'POST',
      url: '/api/account/ChangePassword',
      headers: bearer(caller.tokens),
      payload: {
        OldPassword: user.password,
        NewPassword: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
      },
    });
    expect(change.statusCode).toBe(200);

    expect(await unreadCount(other.tokens)).toBe(401);
    expect(await otherClosed).toBe('io server disconnect');
    expect(await unreadCount(caller.tokens)).toBe(200);
    expect(caller.socket.socket.connected).toBe(true);
  });

  it('a password reset ends every session', async () => {
    const user = await createTestUser(app);
    const session = await activeSession(user);
    await app.inject({
      method: 'POST',
      url: `/api/account/RequestResetPassword?username=${encodeURIComponent(user.userName)}`,
    });
    const mail = await lastMailTo(app, user.userName, 'resetPassword');
    const token = decodeURIComponent(
      linkFromMail(mail!.text, '/forgot-password/').pathname.split('/').at(-1)!,
    );
    const reset = await app.inject({
      method: 'POST',
      url: '/api/account/ResetPassword',
      payload: { NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD, SecretToken: token },
    });
    expect(reset.statusCode).toBe(200);
    expect(await unreadCount(session.tokens)).toBe(401);
  });

  it('replaying a rotated refresh token ends the access tokens of its session', async () => {
    const user = await createTestUser(app);
    const stolen = await activeSession(user);
    const renewal = await refresh(app, stolen.tokens.refresh_token);
    const renewed = renewal.json<TTokenReply>();
    expect(await unreadCount(renewed)).toBe(200);

    expect((await refresh(app, stolen.tokens.refresh_token)).statusCode).toBe(400);

    expect(await unreadCount(stolen.tokens)).toBe(401);
    expect(await unreadCount(renewed)).toBe(401);
  });

  it('removing the account ends its sessions', async () => {
    const user = await createTestUser(app);
    const session = await activeSession(user);
    const closed = closedByServer(session.socket);
    await app.inject({
      method: 'POST',
      url: '/api/company/RequestDeleteProfile',
      headers: bearer(session.tokens),
    });
    const mail = await lastMailTo(app, user.userName, 'accountRemoval');
    const removalToken = linkFromMail(mail!.text, '/account-removal').searchParams.get('token')!;
    const removal = await app.inject({
      method: 'DELETE',
      url: `/api/company/DeleteProfile?token=${encodeURIComponent(removalToken)}`,
    });
    expect(removal.statusCode).toBe(200);

    expect(await unreadCount(session.tokens)).toBe(401);
    await closed;
  });
});
