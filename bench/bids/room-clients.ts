/** Socket.IO room members (owner + suppliers) and the push arrivals they record, by bid sequence. */
import { io, type Socket } from 'socket.io-client';
import { Hubs, REALTIME_PATH } from '@tendermark/shared';

/** Arrival times (ms, performance.now) of pushes carrying a sequence number, per member, in order. */
export type MemberLog = { seqs: number[]; times: number[] };

export type RoomMember = { socket: Socket; log: MemberLog };

type SeqPayload = { tenderId: string; seq?: number };

export async function joinRoom(
  baseUrl: string,
  token: string,
  tenderId: string,
  events: string[],
): Promise<RoomMember> {
  const socket = io(`${baseUrl}${Hubs.tender}`, {
    path: REALTIME_PATH,
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  const log: MemberLog = { seqs: [], times: [] };
  const record = (payload: SeqPayload) => {
    if (payload.tenderId !== tenderId || typeof payload.seq !== 'number') return;
    log.seqs.push(payload.seq);
    log.times.push(performance.now());
  };
  for (const event of events) socket.on(event, record);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ack = await socket.timeout(10_000).emitWithAck('joinTender', { tenderId });
  if (!ack?.ok) throw new Error(`joinTender refused: ${JSON.stringify(ack)}`);
  return { socket, log };
}
