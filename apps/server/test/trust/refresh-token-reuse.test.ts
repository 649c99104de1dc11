/**
 * Refresh-token reuse detection (issue 15): a rotated refresh token presented again means it
 * leaked, so the whole session (token family) ends, whoever holds its newest token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTokenReply } from '@tendermark/shared';
import { build, type TestApp } from '../helper.ts';
import { createTestUser, login, refresh } from '../account/fixtures.ts';

describe('reuse of a rotated refresh token', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ config: { rateLimitTokenPerMinute: 1000 } });
  });
  afterAll(() => app.dispose());

  const rotate = async (token: string): Promise<TTokenReply> => {
    const reply = await refresh(app, token);
    expect(reply.statusCode).toBe(200);
    return reply.json();
  };

  it('replayed after several rotations, ends the session of its newest token', async () => {
    const user = await createTestUser(app);
    const stolen = await login(app, user.userName);
    const second = await rotate(stolen.refresh_token);
    const newest = await rotate(second.refresh_token);

    const replay = await refresh(app, stolen.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    // The legitimate holder's newest token is dead too; a fresh login still works.
    expect((await refresh(app, newest.refresh_token)).statusCode).toBe(400);
    expect((await refresh(app, second.refresh_token)).statusCode).toBe(400);
    const again = await login(app, user.userName);
    expect((await refresh(app, again.refresh_token)).statusCode).toBe(200);
  });

  it('used twice at once, renews at most once and ends the session', async () => {
    const user = await createTestUser(app);
    const session = await login(app, user.userName);
    const other = await login(app, user.userName);

    const replies = await Promise.all([
      refresh(app, session.refresh_token),
      refresh(app, session.refresh_token),
    ]);
    const renewed = replies.filter((reply) => reply.statusCode === 200);
    expect(renewed.length).toBeLessThanOrEqual(1);
    expect(replies.filter((reply) => reply.statusCode === 400).length).toBeGreaterThanOrEqual(1);
    for (const reply of renewed)
      expect((await refresh(app, reply.json().refresh_token)).statusCode).toBe(400);
    // The user's other session is a family of its own and lives on.
    expect((await refresh(app, other.refresh_token)).statusCode).toBe(200);
  });
});
