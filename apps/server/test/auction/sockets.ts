/** Real Socket.IO clients for the room tests: listen, connect to a hub, join a tender, record events. */
import { io as connect, type Socket } from 'socket.io-client';
import { Hubs, REALTIME_PATH, type JoinTenderAck } from '@tendermark/shared';
import type { App } from '../../src/app.ts';

export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

export type Recorder = { socket: Socket; events: Array<{ event: string; payload: unknown }> };

/** A connected socket on a hub that records every event it receives. */
export async function openRecorder(
  url: string,
  token: string,
  hub: string = Hubs.tender,
): Promise<Recorder> {
  const socket = connect(`${url}${hub}`, {
    path: REALTIME_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  const events: Recorder['events'] = [];
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, events };
}

export function joinTender(recorder: Recorder, tenderId: string): Promise<JoinTenderAck> {
  return new Promise((resolve) => recorder.socket.emit('joinTender', { tenderId }, resolve));
}

/** The `updateSuppliersPositions` push a supplier receives: its own position only. */
export const ownPositionPush = (
  tenderId: string,
  seq: number,
  supplier: { user: { userName: string } },
  position: number,
) => ({ tenderId, seq, positions: [{ userName: supplier.user.userName, position }] });

export const eventsNamed = (recorder: Recorder, event: string) =>
  recorder.events.filter((entry) => entry.event === event).map((entry) => entry.payload);

/** Waits until `check` holds (events arrive asynchronously), then a little longer for strays. */
export async function settle(check: () => boolean, { timeoutMs = 5000, extraMs = 150 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, extraMs));
}
