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

/** A final, unmasked text frame (FIN and the text opcode). */
const FINAL_TEXT_FRAME = 0x81;
/** Engine.IO's packet type of a message ("4") and Socket.IO's of an event ("2"). */
const EVENT_MESSAGE = '42';
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

/** Whether the WebSocket negotiated an extension (compression): its frames are not ours to build. */
function hasExtension(extensions: Record<string, unknown> | undefined): boolean {
  for (const name in extensions) if (Object.hasOwn(extensions, name)) return true;
  return false;
}

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
    hasExtension(ws._extensions)
  )
    return undefined;
  return ws._socket;
}

/**
 * The event as one unmasked WebSocket text frame in one buffer: Engine.IO's message type, then
 * Socket.IO's event packet as its parser writes it without binary parts (type, the namespace
 * unless it is the main one, the JSON array of event and payload). Pushes carry JSON only, so the
 * parser's walk for binary parts is left out.
 */
function frameOf(namespace: Namespace, event: string, payload: unknown): Buffer {
  const nsp = namespace.name === '/' ? '' : `${namespace.name},`;
  const text = EVENT_MESSAGE + nsp + JSON.stringify([event, payload]);
  const length = Buffer.byteLength(text);
  const headerLength = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = FINAL_TEXT_FRAME;
  if (length < 126) frame[1] = length;
  else if (length < 65536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, headerLength);
  return frame;
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
  let frame: Buffer | undefined;
  for (const id of members) {
    const socket = namespace.sockets.get(id);
    if (!socket) continue;
    const connection = idleConnectionOf(socket);
    if (connection) connection.write((frame ??= frameOf(namespace, event, payload)));
    else socket.emit(event, payload);
  }
}
