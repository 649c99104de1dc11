import { Duplex } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { corkPerTurn } from '../../src/realtime/cork-per-turn.ts';

/** A socket stand-in that records each system-call-sized write it is handed. */
function recordingSocket() {
  const writes: string[][] = [];
  const socket = new Duplex({
    read() {},
    writev(chunks, callback) {
      writes.push(chunks.map(({ chunk }) => String(chunk)));
      callback();
    },
    write(chunk, _encoding, callback) {
      writes.push([String(chunk)]);
      callback();
    },
  });
  return { socket, writes };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('corking a WebSocket connection per turn of the event loop', () => {
  it('hands everything written in one turn to the socket in one write, in order', async () => {
    const { socket, writes } = recordingSocket();
    corkPerTurn(socket);
    socket.write('a');
    socket.write('b');
    socket.write('c');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual([['a', 'b', 'c']]);
    socket.write('d');
    await nextTurn();
    expect(writes).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('acknowledges a write once queued, so the sender can queue its next packets in the same turn', async () => {
    const { socket, writes } = recordingSocket();
    corkPerTurn(socket);
    // engine.io sends a connection's next packets from the callback of the previous write.
    socket.write('first', () => socket.write('second', 'utf8', () => socket.write('third')));
    await nextTurn();
    expect(writes).toEqual([['first', 'second', 'third']]);
  });
});
