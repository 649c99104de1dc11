/**
 * A worker thread of bench/bids/capacity.ts holding watchers' sockets (see watcher-threads.ts):
 * joins the members it is asked to, records their pushes, and hands their logs back with times
 * on the wall clock's millisecond scale (performance.timeOrigin + now), which every thread shares.
 */
import { parentPort } from 'node:worker_threads';
import { joinRoom, type RoomMember } from './room-clients.ts';

export type WatcherRequest =
  | { kind: 'join'; id: number; url: string; token: string; tenderId: string; events: string[] }
  | { kind: 'collect' }
  | { kind: 'close' };

export type WatcherReply =
  | { kind: 'joined'; id: number }
  | { kind: 'failed'; id: number; message: string }
  | { kind: 'logs'; logs: { id: number; seqs: number[]; times: number[] }[] };

const port = parentPort!;
const members = new Map<number, RoomMember>();
const reply = (message: WatcherReply) => port.postMessage(message);

port.on('message', (request: WatcherRequest) => {
  if (request.kind === 'join') {
    joinRoom(request.url, request.token, request.tenderId, request.events).then(
      (member) => {
        members.set(request.id, member);
        reply({ kind: 'joined', id: request.id });
      },
      (error: unknown) => reply({ kind: 'failed', id: request.id, message: String(error) }),
    );
  } else if (request.kind === 'collect') {
    const origin = performance.timeOrigin;
    const logs = [...members].map(([id, { log }]) => ({
      id,
      seqs: log.seqs,
      times: log.times.map((time) => origin + time),
    }));
    reply({ kind: 'logs', logs });
  } else {
    for (const member of members.values()) member.close();
    port.close();
  }
});
