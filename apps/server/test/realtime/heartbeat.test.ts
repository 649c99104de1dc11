// The hubs' heartbeat: a connection whose network went silent (no close, no offline event) is
// noticed by the client within 20 s — it stops hearing pings — instead of Socket.IO's default 45 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { Hubs, REALTIME_PATH } from '@tendermark/shared';
import { build, type TestApp } from '../helper.ts';
import { createUser } from '../factories.ts';
import { listen } from '../auction/sockets.ts';

type Handshake = { pingInterval: number; pingTimeout: number };

describe('real-time heartbeat', () => {
  let app: TestApp;
  let url: string;
  let socket: Socket | undefined;
  beforeAll(async () => {
    app = await build();
    url = await listen(app);
  });
  afterAll(async () => {
    socket?.disconnect();
    await app.dispose();
  });

  it('tells clients to count a connection as lost after 20 s without a ping', async () => {
    const { token } = await createUser(app);
    socket = connect(`${url}${Hubs.tender}`, {
      path: REALTIME_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    const handshake = await new Promise<Handshake>((resolve) =>
      socket!.io.engine.once('handshake', (data) => resolve(data as Handshake)),
    );
    // The client gives up after pingInterval + pingTimeout without a ping.
    expect(handshake.pingInterval + handshake.pingTimeout).toBeLessThanOrEqual(20_000);
    // Not so eager that a slow phone network or a busy tab loses its connection.
    expect(handshake.pingTimeout).toBeGreaterThanOrEqual(10_000);
  });
});
