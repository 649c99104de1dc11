import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { corkPerTurn } from '../../src/realtime/cork-per-turn.ts';
import { emitToLocalRoom } from '../../src/realtime/shared-frames.ts';

const PATH = '/hub-test';
const HUB = '/tender';

type Received = { event: string; payload: unknown };

/** A Socket.IO server as the product sets it up (corked WebSocket connections) and its clients. */
async function startHub() {
  const httpServer = http.createServer();
  httpServer.on('upgrade', (request, socket) => {
    if (request.url?.startsWith(PATH)) corkPerTurn(socket);
  });
  const io = new Server(httpServer, { path: PATH, serveClient: false });
  const namespace = io.of(HUB);
  namespace.on('connection', (socket) => {
    const { rooms } = socket.handshake.auth as { rooms: string[] };
    void socket.join(rooms);
    socket.emit('joined');
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  const clients: ClientSocket[] = [];
  const join = async (rooms: string[], transport: 'websocket' | 'polling') => {
    const client = connect(`http://127.0.0.1:${port}${HUB}`, {
      path: PATH,
      auth: { rooms },
      transports: [transport],
      reconnection: false,
    });
    clients.push(client);
    const received: Received[] = [];
    const waiting: { count: number; resolve: () => void }[] = [];
    client.onAny((event: string, payload: unknown) => {
      if (event === 'joined') return;
      received.push({ event, payload });
      for (const wait of waiting.filter(({ count }) => received.length >= count)) wait.resolve();
    });
    const receivedCount = (count: number) =>
      new Promise<void>((resolve) => {
        if (received.length >= count) resolve();
        else waiting.push({ count, resolve });
      });
    await new Promise<void>((resolve, reject) => {
      client.once('joined', () => resolve());
      client.once('connect_error', reject);
    });
    return { client, received, receivedCount };
  };
  const close = async () => {
    clients.forEach((client) => client.disconnect());
    await io.close();
  };
  return { namespace, join, close };
}

/** Resolves once every client has received `count` events. */
const receivedAll = (
  members: { receivedCount: (count: number) => Promise<void> }[],
  count: number,
) => Promise.all(members.map((member) => member.receivedCount(count)));

describe('one frame for all members of a room', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('delivers the event as Socket.IO does, to WebSocket and long-polling members alike', async () => {
    const hub = await startHub();
    close = hub.close;
    const members = [
      await hub.join(['room', 'room:a'], 'websocket'),
      await hub.join(['room', 'room:b'], 'websocket'),
      await hub.join(['room', 'room:c'], 'polling'),
    ];
    const outsider = await hub.join(['other'], 'websocket');
    const payload = { tenderId: 't', bestBid: 12.5, note: 'naïve "quoted" ✓', list: [1, null] };
    emitToLocalRoom(hub.namespace, 'room', 'updateItemBestBid', payload);
    emitToLocalRoom(hub.namespace, 'room:b', 'updateSuppliersPositions', { position: 2 });
    emitToLocalRoom(hub.namespace, 'nobody', 'updateItemBestBid', payload);
    await receivedAll(members, 1);
    await receivedAll([members[1]!], 2);
    for (const member of members)
      expect(member.received[0]).toEqual({ event: 'updateItemBestBid', payload });
    expect(members[1]!.received[1]).toEqual({
      event: 'updateSuppliersPositions',
      payload: { position: 2 },
    });
    // A Socket.IO emit after the shared frames still arrives after them.
    hub.namespace.to('other').emit('after');
    await receivedAll([outsider], 1);
    expect(outsider.received).toEqual([{ event: 'after', payload: undefined }]);
    expect(members[0]!.received).toHaveLength(1);
    expect(members[2]!.received).toHaveLength(1);
  });

  it('frames payloads of every length class as the WebSocket protocol reads them', async () => {
    const hub = await startHub();
    close = hub.close;
    const member = await hub.join(['room'], 'websocket');
    // 7-bit, 16-bit and 64-bit payload lengths; multi-byte characters count as their bytes.
    const payloads = [{ note: 'é' }, { note: 'ü'.repeat(200) }, { note: 'x'.repeat(70_000) }];
    for (const payload of payloads) emitToLocalRoom(hub.namespace, 'room', 'long', payload);
    await member.receivedCount(payloads.length);
    expect(member.received).toEqual(payloads.map((payload) => ({ event: 'long', payload })));
  });

  it("keeps each member's order when Socket.IO is still sending it something", async () => {
    const hub = await startHub();
    close = hub.close;
    const members = [
      await hub.join(['room', 'room:a'], 'websocket'),
      await hub.join(['room', 'room:b'], 'websocket'),
    ];
    // In one turn: two of a's own frames through Socket.IO (the first busies its transport until
    // the write is queued, the second waits in Engine.IO's buffer), then three pushes to the
    // whole room, then a's own again.
    hub.namespace.to('room:a').emit('own', 1);
    hub.namespace.to('room:a').emit('own', 2);
    for (let seq = 1; seq <= 3; seq++) emitToLocalRoom(hub.namespace, 'room', 'best', seq);
    emitToLocalRoom(hub.namespace, 'room:a', 'own', 3);
    emitToLocalRoom(hub.namespace, 'room', 'best', 4);
    await Promise.all([members[0]!.receivedCount(7), members[1]!.receivedCount(4)]);
    expect(members[0]!.received).toEqual([
      { event: 'own', payload: 1 },
      { event: 'own', payload: 2 },
      { event: 'best', payload: 1 },
      { event: 'best', payload: 2 },
      { event: 'best', payload: 3 },
      { event: 'own', payload: 3 },
      { event: 'best', payload: 4 },
    ]);
    expect(members[1]!.received.map(({ payload }) => payload)).toEqual([1, 2, 3, 4]);
  });

  it('sends a large payload (a frame with a 64-bit length) intact', async () => {
    const hub = await startHub();
    close = hub.close;
    const member = await hub.join(['room'], 'websocket');
    const positions = Array.from({ length: 3000 }, (_, i) => ({ userName: `s-${i}`, position: i }));
    emitToLocalRoom(hub.namespace, 'room', 'updateSuppliersPositions', { positions });
    await receivedAll([member], 1);
    expect(member.received[0]).toEqual({
      event: 'updateSuppliersPositions',
      payload: { positions },
    });
  });
});
