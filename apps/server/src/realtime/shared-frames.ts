/**
 * One push to the members of a room as one WebSocket frame, built once and written to each
 * member's connection as it is. Socket.IO encodes a broadcast once too, but then walks every
 * member's Engine.IO socket (a packet object, its events, the transport's send and drain) before
 * the frame reaches the connection: about 4 µs of the 12 µs one member of a live room costs the
 * server per push, and a bid pushes to every member (bench/fanout, bench/README.md).
 *
 * A member is written to directly only when nothing of its own is on the way: its Engine.IO
 * connection open on a WebSocket that is writable, nothing in its write buffer, no upgrade under
 * way, and the WebSocket sending frames as they come (no compression, nothing queued). Any other
 * member gets the push through Socket.IO, and then so do its later pushes of the same turn (its
 * transport is busy until the queued write is done), so each member's frames keep their order.
 */
import type { Duplex } from 'node:stream';
import type { Namespace, Socket } from 'socket.io';
import * as wsModule from 'ws';

/** `ws` builds frames for any sender (`Sender.frame`); its typings do not declare the class. */
const { Sender } = wsModule as unknown as {
  Sender: {
    frame(
      data: Buffer,
      options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean },
    ): Buffer[];
  };
};

const TEXT_OPCODE = 1;
/** Engine.IO's packet type of a message ("4") and Socket.IO's of an event ("2"). */
const ENGINE_MESSAGE = '4';
const SOCKET_EVENT = 2;
const WEBSOCKET_OPEN = 1;

/** What this module reads of Engine.IO's and ws's state (their fields, not their typings). */
type EngineConnection = {
  readyState: string;
  upgrading: boolean;
  writeBuffer: unknown[];
  transport: {
    name: string;
    writable: boolean;
    socket?: {
      readyState: number;
      _socket?: Duplex;
      _sender?: { _queue: unknown[] };
      _extensions?: Record<string, unknown>;
    };
  };
};

type Encoder = { encode(packet: { type: number; nsp: string; data: unknown[] }): unknown[] };

/** The member's connection when a frame may be written to it now, in order with the rest. */
function idleConnectionOf(socket: Socket): Duplex | undefined {
  const engine = socket.conn as unknown as EngineConnection;
  const { transport } = engine;
  const ws = transport.socket;
  if (
    engine.readyState !== 'open' ||
    engine.upgrading ||
    engine.writeBuffer.length > 0 ||
    transport.name !== 'websocket' ||
    !transport.writable ||
    ws?.readyState !== WEBSOCKET_OPEN ||
    ws._sender?._queue.length !== 0 ||
    (ws._extensions !== undefined && Object.keys(ws._extensions).length > 0)
  )
    return undefined;
  return ws._socket;
}

/** The event as one unmasked WebSocket text frame, or undefined when it does not fit one packet. */
function frameOf(namespace: Namespace, event: string, payload: unknown): Buffer | undefined {
  const encoder = (namespace.server as unknown as { encoder: Encoder }).encoder;
  const packets = encoder.encode({
    type: SOCKET_EVENT,
    nsp: namespace.name,
    data: [event, payload],
  });
  const [packet] = packets;
  if (packets.length !== 1 || typeof packet !== 'string') return undefined;
  const parts = Sender.frame(Buffer.from(ENGINE_MESSAGE + packet), {
    fin: true,
    opcode: TEXT_OPCODE,
    mask: false,
    readOnly: false,
    rsv1: false,
  });
  return parts.length === 1 ? parts[0] : Buffer.concat(parts);
}

/** Emits the event to this node's members of the room, one frame for all. */
export function emitToLocalRoom(
  namespace: Namespace,
  room: string,
  event: string,
  payload: unknown,
): void {
  const members = namespace.adapter.rooms.get(room);
  if (!members || members.size === 0) return;
  let frame: Buffer | undefined | null = null;
  for (const id of members) {
    const socket = namespace.sockets.get(id);
    if (!socket) continue;
    const connection = idleConnectionOf(socket);
    if (connection && frame === null) frame = frameOf(namespace, event, payload);
    if (connection && frame) connection.write(frame);
    else socket.emit(event, payload);
  }
}
