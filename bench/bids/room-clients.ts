/**
 * Room members (owner + suppliers) of the bench, speaking Socket.IO's wire protocol (Engine.IO 4,
 * Socket.IO 5) directly over `ws`, as the browser's socket.io-client does, but reading only what
 * the measurement needs (event name, sequence number, best bid) from each frame's text. A thousand
 * socket.io-client instances decoding every push in full took a quarter of this two-core machine,
 * CPU that the server under test then lacked.
 */
import WebSocket from 'ws';
import { Hubs, REALTIME_PATH } from '@tendermark/shared';

/** Arrival times (ms, performance.now) of pushes carrying a sequence number, per member, in order. */
export type MemberLog = { seqs: number[]; times: number[] };

export type RoomMember = {
  log: MemberLog;
  /** Calls `listener` with the text of every push of `event`. */
  on(event: string, listener: (frame: string) => void): void;
  close(): void;
};

const namespace = Hubs.tender;
const EVENT = `42${namespace},["`;
const CONNECTED = `40${namespace},`;
const CONNECT_ERROR = `44${namespace},`;
const JOIN_ACK = `43${namespace},1`;
const PING = '2';
const PONG = '3';

/** A numeric field of a push, read from its JSON text without parsing the rest. */
export function numberField(frame: string, field: string): number | undefined {
  const key = `"${field}":`;
  const at = frame.indexOf(key);
  return at < 0 ? undefined : Number.parseFloat(frame.slice(at + key.length, at + key.length + 24));
}

export function joinRoom(
  baseUrl: string,
  token: string,
  tenderId: string,
  events: string[],
): Promise<RoomMember> {
  const url = `${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}/?EIO=4&transport=websocket`;
  // The server's frames are its own JSON: validating their UTF-8 again would only cost client CPU.
  const socket = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
  const log: MemberLog = { seqs: [], times: [] };
  const listeners = new Map<string, ((frame: string) => void)[]>();
  const member: RoomMember = {
    log,
    on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    close: () => socket.close(),
  };
  const record = (frame: string) => {
    const seq = numberField(frame, 'seq');
    if (seq === undefined || !frame.includes(tenderId)) return;
    log.seqs.push(seq);
    log.times.push(performance.now());
  };
  for (const event of events) member.on(event, record);

  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('joinTender timed out')), 10_000);
    const fail = (error: Error) => {
      clearTimeout(timeout);
      reject(error);
    };
    socket.on('error', fail);
    socket.on('message', (data) => {
      const frame = data.toString();
      if (frame.startsWith(EVENT)) {
        const event = frame.slice(EVENT.length, frame.indexOf('"', EVENT.length));
        for (const listener of listeners.get(event) ?? []) listener(frame);
      } else if (frame === PING) socket.send(PONG);
      else if (frame.startsWith('0{')) socket.send(`${CONNECTED}${JSON.stringify({ token })}`);
      else if (frame.startsWith(CONNECTED))
        socket.send(`42${namespace},1${JSON.stringify(['joinTender', { tenderId }])}`);
      else if (frame.startsWith(CONNECT_ERROR)) fail(new Error(`connect refused: ${frame}`));
      else if (frame.startsWith(JOIN_ACK)) {
        const [ack] = JSON.parse(frame.slice(JOIN_ACK.length)) as [{ ok?: boolean }];
        if (!ack?.ok) return fail(new Error(`joinTender refused: ${frame}`));
        clearTimeout(timeout);
        resolve(member);
      }
    });
  });
}
