import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createClient } from 'redis';
import { io as connect } from 'socket.io-client';
import { Hubs, REALTIME_PATH } from '@tendermark/shared';
import { createServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { createAccessTokens } from '../../src/modules/account/access-tokens.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { createRealtime } from '../../src/realtime/server.ts';
import { build } from '../helper.ts';
import { listening } from '../live-app.ts';
import { joinTender, settle } from '../auction/sockets.ts';
import { createUser } from '../factories.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('real-time fan-out across nodes through Redis', () => {
  it('a push published on one node reaches a client connected to another', async () => {
    const nodeA = await build({ config: { redisUrl } });
    const nodeB = await build({ config: { redisUrl } });
    try {
      await nodeB.listen({ port: 0, host: '127.0.0.1' });
      const address = nodeB.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      const { user, token } = await createUser(nodeB);
      const socket = connect(`http://127.0.0.1:${address.port}${Hubs.notification}`, {
        path: REALTIME_PATH,
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const received = new Promise((resolve) =>
        socket.once('updatePendingPublicBiddersCount', resolve),
      );
      // The adapter needs a moment to subscribe to the new room's channel on node B.
      await new Promise((resolve) => setTimeout(resolve, 200));
      nodeA.ctx.realtime.publisher.toUserNotifications(user.id, 'updatePendingPublicBiddersCount', {
        count: 3,
      });
      expect(await received).toEqual({ count: 3 });
      socket.disconnect();
    } finally {
      await nodeA.dispose();
      await nodeB.dispose();
    }
  });

  it('a tender room change published on one node reaches, on another, each member its share', async () => {
    const nodeA = await build({ config: { redisUrl } });
    const nodeB = await listening(await build({ config: { redisUrl } }));
    try {
      const { user, token } = await createUser(nodeB);
      nodeB.ctx.realtime.setHooks({ resolveTenderRole: async () => 'supplier' });
      const member = await nodeB.openRecorder(token);
      // No wait after the join: it is acknowledged once node B hears the tender's channel.
      expect(await joinTender(member, 't1')).toEqual({ ok: true, role: 'supplier' });

      const best = { tenderId: 't1', itemId: 'i1', bestBid: 90, seq: 7 };
      const own = { tenderId: 't1', seq: 7, positions: [{ userName: 'me', position: 1 }] };
      const other = { tenderId: 't1', seq: 7, positions: [{ userName: 'other', position: 2 }] };
      nodeA.ctx.realtime.publisher.toTenderRoom('t1', [
        { to: 'owner', event: 'updateSuppliersPositions', payload: other },
        { to: 'room', event: 'updateItemBestBid', payload: best },
        { to: { member: 'someone-else' }, event: 'updateSuppliersPositions', payload: other },
        { to: { member: user.id }, event: 'updateSuppliersPositions', payload: own },
      ]);
      await settle(() => member.events.length >= 2);
      expect(member.events).toEqual([
        { event: 'updateItemBestBid', payload: best },
        { event: 'updateSuppliersPositions', payload: own },
      ]);
    } finally {
      await nodeA.dispose();
      await nodeB.dispose();
    }
  });

  it('a node hears a tender room’s channel only while one of its sockets is in the room', async () => {
    const nodeA = await listening(await build({ config: { redisUrl } }));
    const nodeB = await listening(await build({ config: { redisUrl } }));
    const redis = await createClient({ url: redisUrl }).connect();
    const tenderId = `t-${randomUUID()}`;
    const channel = `tendermark:tender-room:${tenderId}`;
    const listeners = async () => (await redis.pubSubNumSub(channel))[channel];
    try {
      const { user, token } = await createUser(nodeB);
      for (const node of [nodeA, nodeB])
        node.ctx.realtime.setHooks({ resolveTenderRole: async () => 'supplier' });
      // Node A publishes the room's changes but has no member there: it does not listen.
      expect(await listeners()).toBe(0);
      const member = await nodeB.openRecorder(token);
      await joinTender(member, tenderId);
      expect(await listeners()).toBe(1);

      // Left and joined again at once: the subscription follows the last of them.
      member.socket.emit('leaveTender', { tenderId });
      await joinTender(member, tenderId);
      expect(await listeners()).toBe(1);
      const best = { tenderId, itemId: 'i1', bestBid: 80, seq: 3 };
      nodeA.ctx.realtime.publisher.toTenderRoom(tenderId, [
        { to: 'room', event: 'updateItemBestBid', payload: best },
        {
          to: { member: user.id },
          event: 'updateSuppliersPositions',
          payload: { tenderId, seq: 3, positions: [] },
        },
      ]);
      await settle(() => member.events.length >= 2);
      expect(member.events.map(({ event }) => event)).toEqual([
        'updateItemBestBid',
        'updateSuppliersPositions',
      ]);

      // The last socket gone: node B stops listening.
      member.socket.disconnect();
      await vi.waitFor(async () => expect(await listeners()).toBe(0));
    } finally {
      await redis.quit();
      await nodeA.dispose();
      await nodeB.dispose();
    }
  });

  // Before issue 26 (point 9) the publish went to the closed client and its failure was logged;
  // now a node whose Redis clients are not connected keeps its pushes to itself.
  it('a push after its Redis clients closed stays on this node, and nothing goes unhandled', async () => {
    const log = { warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
    const accessTokens = createAccessTokens(
      'redis-test-secret-redis-test-secret!',
      60,
      systemClock,
    );
    const realtime = await createRealtime({
      authenticate: (token) => accessTokens.verify(token),
      redisUrl,
      log: log as unknown as FastifyBaseLogger,
      onSessionsEnded: () => undefined,
    });
    realtime.attach(createServer());
    await vi.waitFor(() => expect(realtime.isShared()).toBe(true));
    await realtime.close();
    expect(realtime.isShared()).toBe(false);
    realtime.publisher.toUserNotifications('someone', 'updatePendingPublicBiddersCount', {
      count: 1,
    });
    realtime.publisher.toTender('t1', 'updateItemBestBid', {
      tenderId: 't1',
      itemId: 'i1',
      bestBid: 1,
      seq: 1,
    });
    // A rejection left unhandled would fail the run; let one surface.
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.warn).not.toHaveBeenCalled();
  });
});
