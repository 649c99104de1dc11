import { describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { Hubs, REALTIME_PATH } from '@tendermark/shared';
import { build } from '../helper.ts';
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
});
