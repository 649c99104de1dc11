/**
 * bench/fanout: what one push to one room member costs the server, apart from everything else a
 * bid costs. A Socket.IO server set up as the product's (path, corking per turn of the event
 * loop) holds T rooms of M members, whose WebSocket clients run in a child process; each round
 * pushes every room one frame for all (a best bid, one encoding) and, with `own`, each member one
 * frame of its own (its position), through Socket.IO's broadcast and through the product's delivery
 * (`emitToLocalRoom`: one frame for all), alternately. Reports the server's CPU time per member and
 * round, user and system: the floor under the fan-out of the live room (bench/README.md).
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import WebSocket from 'ws';
import { Hubs, REALTIME_PATH } from '@tendermark/shared';
import { corkPerTurn } from '../../apps/server/src/realtime/cork-per-turn.ts';
import { emitToLocalRoom } from '../../apps/server/src/realtime/shared-frames.ts';
import { envNumber } from '../common/env.ts';

const rooms = envNumber('FANOUT_ROOMS', 50);
const members = envNumber('FANOUT_MEMBERS', 21);
const rounds = envNumber('FANOUT_ROUNDS', 400);

/** Child process: the room members, answering Engine.IO pings and joining their rooms. */
function runMembers(port: number) {
  for (let room = 0; room < rooms; room++)
    for (let member = 0; member < members; member++) {
      const url = `ws://127.0.0.1:${port}${REALTIME_PATH}/?EIO=4&transport=websocket`;
      const socket = new WebSocket(url, { perMessageDeflate: false });
      socket.on('message', (data) => {
        const frame = data.toString();
        if (frame === '2') socket.send('3');
        else if (frame.startsWith('0{'))
          socket.send(`40${Hubs.tender},${JSON.stringify({ room, member })}`);
      });
    }
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Pushes `count` rounds; returns the server's CPU time they took (µs, user and system). */
/** How a push leaves: Socket.IO's broadcast, or the product's delivery (one frame for all). */
type Delivery = 'socket.io' | 'product';

async function push(server: Server, delivery: Delivery, own: boolean, count: number) {
  const namespace = server.of(Hubs.tender);
  const emit = (room: string, event: string, payload: unknown) =>
    delivery === 'product'
      ? emitToLocalRoom(namespace, room, event, payload)
      : namespace.to(room).emit(event, payload);
  const before = process.cpuUsage();
  for (let round = 0; round < count; round++) {
    for (let room = 0; room < rooms; room++) {
      const tenderId = `tender-${room}`;
      emit(tenderId, 'updateItemBestBid', {
        tenderId,
        itemId: 'item',
        bestBid: 1e6 - round,
        seq: round,
      });
      if (!own) continue;
      for (let member = 0; member < members; member++)
        emit(`${tenderId}:${member}`, 'updateSuppliersPositions', {
          tenderId,
          seq: round,
          positions: [
            { userName: `supplier-${member}`, position: ((member + round) % members) + 1 },
          ],
        });
    }
    // Two turns: the corked writes leave, and engine.io's second round of each member follows.
    await turn();
    await turn();
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  return process.cpuUsage(before);
}

async function measure(server: Server, delivery: Delivery, own: boolean) {
  await push(server, delivery, own, rounds / 4); // warm-up: the JIT, and the sockets' buffers
  const used = await push(server, delivery, own, rounds);
  const perDelivery = (micros: number) => (micros / (rounds * rooms * members)).toFixed(1);
  console.log(
    `${delivery.padEnd(9)} ${own ? 'shared + own frame' : 'shared frame only '}: ${perDelivery(used.user + used.system)} µs per member and round ` +
      `(user ${perDelivery(used.user)}, system ${perDelivery(used.system)})`,
  );
}

async function main() {
  const httpServer = http.createServer();
  httpServer.on('upgrade', (_request, socket) => corkPerTurn(socket));
  const server = new Server(httpServer, { path: REALTIME_PATH, serveClient: false });
  let joined = 0;
  const allJoined = new Promise<void>((resolve) =>
    server.of(Hubs.tender).on('connection', (socket) => {
      const { room, member } = socket.handshake.auth as { room: number; member: number };
      void socket.join([`tender-${room}`, `tender-${room}:${member}`]);
      if (++joined === rooms * members) resolve();
    }),
  );
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  const child = fork(process.argv[1], ['members', String(port)], { execArgv: process.execArgv });
  await allJoined;
  console.log(`${rooms} rooms × ${members} members, ${rounds} rounds`);
  for (const delivery of ['socket.io', 'product', 'socket.io', 'product'] as const) {
    await measure(server, delivery, false);
    await measure(server, delivery, true);
  }
  child.kill();
  await server.close();
}

if (process.argv[2] === 'members') runMembers(Number(process.argv[3]));
else await main();
