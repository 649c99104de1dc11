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

  it('keeps a connection corked through a writer that corks and uncorks it itself, as ws does', async () => {
    const { socket, writes } = recordingSocket();
    corkPerTurn(socket);
    // ws writes a frame's header and body between its own cork and uncork.
    socket.cork();
    socket.write('header');
    socket.write('body');
    socket.uncork();
    socket.write('next');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual([['header', 'body', 'next']]);
  });

  it('uncorks every connection written in the turn, each in one write, and corks them again next turn', async () => {
    const members = [recordingSocket(), recordingSocket(), recordingSocket()];
    for (const { socket } of members) corkPerTurn(socket);
    for (const { socket } of members) socket.write('best bid');
    members[1].socket.write('position');
    await nextTurn();
    expect(members.map(({ writes }) => writes)).toEqual([
      [['best bid']],
      [['best bid', 'position']],
      [['best bid']],
    ]);
    members[2].socket.write('a');
    members[2].socket.write('b');
    await nextTurn();
    expect(members[2].writes).toEqual([['best bid'], ['a', 'b']]);
    expect(members[0].writes).toEqual([['best bid']]);
  });
});
