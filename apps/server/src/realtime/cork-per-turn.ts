/**
 * Coalesces what is written to one WebSocket connection in one turn of the event loop into one
 * system call. `ws` writes every frame on its own, and a committed batch of bids pushes each room
 * member several frames at once (best bids, its position; the owner one per bid): under load
 * those `writev` calls were the largest single cost of the fan-out (bench/README.md).
 *
 * Writes are corked until the loop's check phase. A write's callback is called as soon as the
 * frame is queued, not once it reached the kernel: engine.io sends a connection's next packets
 * only from the callback of its previous write, so with the real callback each batch would still
 * cost two writes (the first packet, then the rest). Frames and their order are kept; a failed
 * write still surfaces as the socket's 'error' and 'close', which is how ws and engine.io learn
 * of it.
 */
import type { Duplex } from 'node:stream';

type WriteCallback = (error?: Error | null) => void;

/**
 * The connections corked in this turn, uncorked together by one immediate: a push reaches every
 * member of a room in the same turn, and an immediate per connection cost more than the uncork.
 */
let corkedThisTurn = new Set<Duplex>();

function uncorkAll(): void {
  const corked = corkedThisTurn;
  corkedThisTurn = new Set();
  for (const socket of corked) socket.uncork();
}

export function corkPerTurn(socket: Duplex): void {
  const write = socket.write.bind(socket) as (chunk: unknown, encoding?: BufferEncoding) => boolean;
  socket.write = ((
    chunk: unknown,
    encodingOrCallback?: BufferEncoding | WriteCallback,
    callback?: WriteCallback,
  ) => {
    if (!corkedThisTurn.has(socket)) {
      socket.cork();
      corkedThisTurn.add(socket);
      if (corkedThisTurn.size === 1) setImmediate(uncorkAll);
    }
    const encoding = typeof encodingOrCallback === 'string' ? encodingOrCallback : undefined;
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (done) process.nextTick(done);
    return write(chunk, encoding);
  }) as Duplex['write'];
}
