/**
 * bench/fanout/offload: whether encoding a push could leave the main thread. The live room's
 * pushes are encoded once each (`realtime/shared-frames.ts`: JSON and a WebSocket frame in one
 * buffer); a worker thread could do that, but the push must first reach it, as a structured clone
 * of the payload (postMessage). This measures the main thread's CPU per push for each: encoding
 * it here, or handing it to a worker, for the two pushes a bid makes most (a room's best bid, and
 * the owner's ranking of 20 suppliers). The writes themselves cannot move: a connection belongs
 * to the event loop that accepted it, and Node hands sockets only to child processes.
 */
import { Worker } from 'node:worker_threads';
import { envNumber } from '../common/env.ts';

const rounds = envNumber('OFFLOAD_ROUNDS', 200_000);

const tenderId = '3f1c2a4e-8b7d-4c2e-9f1a-0b6d5e4c3a21';
const bestBid = {
  tenderId,
  itemId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  bestBid: 1234.5,
  seq: 4711,
};
const ranking = {
  tenderId,
  seq: 4711,
  positions: Array.from({ length: 20 }, (_, index) => ({
    userName: `supplier-${index}@example.com`,
    position: index + 1,
    score: 0.987654 - index / 100,
    total: 123_456.78 + index * 100,
  })),
};

/** As shared-frames.ts builds a frame: the event packet's text, then one buffer with its header. */
function encode(event: string, payload: unknown): Buffer {
  const text = '42/tender,' + JSON.stringify([event, payload]);
  const length = Buffer.byteLength(text);
  const headerLength = length < 126 ? 2 : 4;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) frame[1] = length;
  else {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  }
  frame.write(text, headerLength);
  return frame;
}

/** Main-thread CPU in µs per call of `work`, after a warm-up. */
function cpuPerCall(work: () => void): number {
  for (let i = 0; i < rounds / 10; i++) work();
  const start = process.cpuUsage();
  for (let i = 0; i < rounds; i++) work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / rounds;
}

const worker = new Worker(
  'const { parentPort } = require("node:worker_threads"); parentPort.on("message", () => {});',
  {
    eval: true,
  },
);

let sink = 0;
const rows: Record<string, string>[] = [];
for (const [name, event, payload] of [
  ['best bid', 'updateItemBestBid', bestBid],
  ['ranking of 20', 'updateSuppliersPositions', ranking],
] as const) {
  const encoded = cpuPerCall(() => (sink += encode(event, payload).length));
  const cloned = cpuPerCall(() => worker.postMessage([event, payload]));
  rows.push({
    push: name,
    'encode here, µs': encoded.toFixed(2),
    'hand to a worker, µs': cloned.toFixed(2),
    bytes: String(encode(event, payload).length),
  });
}
console.table(rows);
console.log(`(checksum ${sink})`);
await worker.terminate();
