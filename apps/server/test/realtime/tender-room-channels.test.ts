import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { Namespace } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import { createTenderRoomChannels } from '../../src/realtime/tender-room-channels.ts';
import type { TenderRoomPush } from '../../src/realtime/publisher.ts';

type Listener = (message: Buffer, channel: Buffer) => void;

/** A Redis subscriber whose commands answer when the test says so, and a publisher that records. */
function fakeRedis() {
  const commands: Array<{ command: 'subscribe' | 'unsubscribe'; channel: string }> = [];
  const answers: Array<() => void> = [];
  const listening = new Map<string, Listener>();
  const command = (name: 'subscribe' | 'unsubscribe') => (channel: string, listener: Listener) => {
    commands.push({ command: name, channel });
    return new Promise<void>((resolve) =>
      answers.push(() => {
        if (name === 'subscribe') listening.set(channel, listener);
        else listening.delete(channel);
        resolve();
      }),
    );
  };
  const published: Array<{ channel: string; message: string }> = [];
  return {
    subscriber: { subscribe: command('subscribe'), unsubscribe: command('unsubscribe') },
    publisher: {
      publish: async (channel: string, message: string) => {
        published.push({ channel, message });
        return 0;
      },
    },
    commands,
    published,
    listening,
    /** Redis answers the oldest command (once the commands queued so far have been sent). */
    answer: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      answers.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

function setup() {
  const redis = fakeRedis();
  const adapter = new EventEmitter();
  const deliver = vi.fn();
  const warn = vi.fn();
  const channels = createTenderRoomChannels({
    namespace: { adapter } as unknown as Namespace,
    publisher: redis.publisher as never,
    subscriber: redis.subscriber as never,
    key: 'tm',
    log: { warn } as unknown as FastifyBaseLogger,
    deliver,
  });
  return { redis, adapter, deliver, warn, channels };
}

const push: TenderRoomPush = {
  to: 'room',
  event: 'updateItemBestBid',
  payload: { tenderId: 't1', itemId: 'i1', bestBid: 90, seq: 4 },
};

describe('tender room channels', () => {
  it('listens to a tender’s channel while its room exists on this node, and only then', async () => {
    const { redis, adapter } = setup();
    for (const room of ['tender:t1:owner', 'tender:t1:user:u1', 'user:u1', 'session:s1'])
      adapter.emit('create-room', room);
    expect(redis.commands).toEqual([]);

    adapter.emit('create-room', 'tender:t1');
    await redis.answer();
    expect([...redis.listening.keys()]).toEqual(['tm:tender-room:t1']);
    adapter.emit('delete-room', 'tender:t1');
    await redis.answer();
    expect(redis.listening.size).toBe(0);
  });

  it('a join waits until the channel is heard', async () => {
    const { redis, adapter, channels } = setup();
    adapter.emit('create-room', 'tender:t1');
    let heard = false;
    const joined = channels.heard('t1').then(() => {
      heard = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toBe(false);
    await redis.answer();
    await joined;
    expect(heard).toBe(true);
  });

  it('a join does not wait for a Redis that does not answer for longer than the limit', async () => {
    vi.useFakeTimers();
    try {
      const { adapter, channels } = setup();
      adapter.emit('create-room', 'tender:t1');
      const joined = channels.heard('t1');
      await vi.advanceTimersByTimeAsync(2000);
      await expect(joined).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a room left and joined again before Redis answered ends up heard', async () => {
    const { redis, adapter } = setup();
    // Before the first command went out: it subscribes once, to what the room wants by then.
    adapter.emit('create-room', 'tender:t1');
    adapter.emit('delete-room', 'tender:t1');
    adapter.emit('create-room', 'tender:t1');
    await redis.answer();
    expect(redis.commands.map(({ command }) => command)).toEqual(['subscribe']);
    // While the unsubscribe is under way: the subscribe follows it, one command at a time.
    adapter.emit('delete-room', 'tender:t1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(redis.commands.map(({ command }) => command)).toEqual(['subscribe', 'unsubscribe']);
    adapter.emit('create-room', 'tender:t1');
    await redis.answer();
    await redis.answer();
    expect(redis.commands.map(({ command }) => command)).toEqual([
      'subscribe',
      'unsubscribe',
      'subscribe',
    ]);
    expect(redis.listening.has('tm:tender-room:t1')).toBe(true);
  });

  it('delivers the changes of other nodes, not its own, and drops what it cannot read', async () => {
    const { redis, adapter, deliver, warn, channels } = setup();
    adapter.emit('create-room', 'tender:t1');
    await redis.answer();
    const listener = redis.listening.get('tm:tender-room:t1');
    if (!listener) throw new Error('not listening');
    const hear = (message: string, channel: string) =>
      listener(Buffer.from(message), Buffer.from(channel));

    channels.publish('t1', { pushes: [push], keptRoom: { from: 1, to: 2, updates: [] } });
    const [own] = redis.published;
    expect(own.channel).toBe('tm:tender-room:t1');
    hear(own.message, own.channel);
    expect(deliver).not.toHaveBeenCalled();

    const otherNode = 'f'.repeat(16);
    const change = { pushes: [push], keptRoom: { from: 1, to: 2, updates: [] } };
    hear(otherNode + JSON.stringify(change), 'tm:tender-room:t1');
    expect(deliver).toHaveBeenLastCalledWith('t1', change);
    // A node of the previous version publishes the pushes alone.
    hear(otherNode + JSON.stringify([push]), 'tm:tender-room:t1');
    expect(deliver).toHaveBeenLastCalledWith('t1', { pushes: [push] });
    hear(`${otherNode}{"not":"a list"}`, 'tm:tender-room:t1');
    hear(`${otherNode}null`, 'tm:tender-room:t1');
    hear(`${otherNode}not json`, 'tm:tender-room:t1');
    hear('short', 'tm:tender-room:t1');
    expect(deliver).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(4);
  });
});
