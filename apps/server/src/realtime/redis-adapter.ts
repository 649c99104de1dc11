/**
 * The Socket.IO Redis adapter of a node, and its Redis clients, made to live without Redis: while
 * Redis is away (at start, or later) every broadcast, fetch and server-side event stays on this
 * node (single-node fan-out), and once the clients are connected again and the adapter's channels
 * are heard, the node shares its rooms with the other nodes again, without a restart.
 */
import type { Namespace, Server } from 'socket.io';
import type { RedisAdapter, RedisAdapterOptions } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import {
  closeRedisClient,
  loadRedis,
  reconnectForEver,
  startConnecting,
  type RedisLink,
} from '../lib/redis.ts';

/** Commands queued while Redis is away; beyond this, publishes fail (and are logged). */
const REDIS_QUEUE_MAX = 100_000;

type Broadcast = Parameters<RedisAdapter['broadcast']>[1];

/** The same request, for this node only. */
const local = (opts: Broadcast): Broadcast => ({ ...opts, flags: { ...opts.flags, local: true } });

/**
 * A Redis adapter that acts as the in-memory one while `isShared()` says Redis is away; the class
 * is made once the adapter's module is loaded (a node without REDIS_URL never loads it, nor redis).
 */
const fallbackAdapterOf = (Adapter: typeof RedisAdapter) =>
  class RedisAdapterWithFallback extends Adapter {
    constructor(
      nsp: Namespace,
      publisher: unknown,
      subscriber: unknown,
      options: Partial<RedisAdapterOptions>,
      private readonly isShared: () => boolean,
    ) {
      super(nsp, publisher, subscriber, options);
    }

    private scope(opts: Broadcast): Broadcast {
      return this.isShared() ? opts : local(opts);
    }

    override broadcast(packet: unknown, opts: Broadcast): void {
      super.broadcast(packet, this.scope(opts));
    }

    override broadcastWithAck(
      ...[packet, opts, clientCount, ack]: Parameters<RedisAdapter['broadcastWithAck']>
    ): void {
      super.broadcastWithAck(packet, this.scope(opts), clientCount, ack);
    }

    override fetchSockets(opts: Broadcast) {
      return super.fetchSockets(this.scope(opts));
    }

    override addSockets(opts: Broadcast, rooms: string[]): void {
      super.addSockets(this.scope(opts), rooms);
    }

    override delSockets(opts: Broadcast, rooms: string[]): void {
      super.delSockets(this.scope(opts), rooms);
    }

    override disconnectSockets(opts: Broadcast, close: boolean): void {
      super.disconnectSockets(this.scope(opts), close);
    }

    /** Alone, no other node hears it (one waiting for answers gets none at once). */
    override serverSideEmit(packet: unknown[]): void {
      if (this.isShared()) return super.serverSideEmit(packet);
      const ack = packet.at(-1);
      if (typeof ack === 'function') (ack as (error: null, answers: unknown[]) => void)(null, []);
    }

    /** One (this node) while alone: allRooms and acknowledged server-side events stay local. */
    override serverCount(): Promise<number> {
      return this.isShared() ? super.serverCount() : Promise.resolve(1);
    }
  };

let adapterClass: Promise<ReturnType<typeof fallbackAdapterOf>> | undefined;
const loadAdapterClass = () =>
  (adapterClass ??= import('@socket.io/redis-adapter').then((loaded) =>
    fallbackAdapterOf(loaded.RedisAdapter),
  ));

type Subscriptions = 'subscribe' | 'unsubscribe' | 'pSubscribe' | 'pUnsubscribe';

/**
 * The adapter subscribes without awaiting: a subscription queued while Redis is away is sent when
 * it answers, and one still queued when the node closes fails where nobody listens, which would
 * end the process. Subscriptions are counted (the node shares its rooms once they are heard) and
 * failures logged.
 */
function countSubscriptions(
  client: Record<Subscriptions, (...args: never[]) => Promise<unknown>>,
  log: FastifyBaseLogger,
) {
  let pending = 0;
  const names: Subscriptions[] = ['subscribe', 'unsubscribe', 'pSubscribe', 'pUnsubscribe'];
  for (const name of names) {
    const command = (client[name] as (...args: unknown[]) => Promise<unknown>).bind(client);
    Object.assign(client, {
      [name]: (...args: unknown[]) => {
        pending += 1;
        return command(...args)
          .catch((error: unknown) => log.debug({ err: error }, `Redis adapter ${name} failed`))
          .finally(() => {
            pending -= 1;
          });
      },
    });
  }
  return { pending: () => pending };
}

const createAdapterClient = async (url: string) =>
  (await loadRedis()).createClient({
    url,
    socket: { reconnectStrategy: reconnectForEver },
    commandsQueueMaxLength: REDIS_QUEUE_MAX,
  });
/**
 * The adapter's Redis clients, after their first connection attempt: Redis may be away, and the
 * clients reconnect by themselves (for ever, logged once through `link`). The adapter publishes
 * without awaiting, so a failed publish (a client closing while a presence update finishes at
 * shutdown, a full queue) would reject where nobody listens and end the process: failures are
 * logged instead. And node-redis times every command out after 5 s: under a load that kept the
 * event loop busy (bench/bids with Redis), publish replies came later than that, so publishes wait
 * for as long as it takes; other commands keep the timeout.
 */
export async function connectRedisAdapter(
  io: Server,
  options: { redisUrl: string; key: string; log: FastifyBaseLogger; link: RedisLink },
) {
  const { log, link } = options;
  const RedisAdapterWithFallback = await loadAdapterClass();
  const publisher = await createAdapterClient(options.redisUrl);
  const subscriber = publisher.duplicate();
  const channelSubscriber = publisher.duplicate();
  const clients = [publisher, subscriber, channelSubscriber];
  for (const client of clients) link.watch(client);
  const publish = publisher.publish.bind(publisher.withCommandOptions({ timeout: 0 }));
  Object.assign(publisher, {
    publish: (...args: Parameters<typeof publish>) =>
      publish(...args).catch((error: unknown) => {
        log.warn({ err: error }, 'Redis adapter publish failed');
        return 0;
      }),
  });
  const subscriptions = countSubscriptions(subscriber, log);
  await Promise.all(clients.map(startConnecting));
  const isShared = () => clients.every((client) => client.isReady) && subscriptions.pending() === 0;
  // Socket.IO calls the adapter with `new`: a function, not an arrow.
  io.adapter(function adapterOf(nsp: Namespace) {
    return new RedisAdapterWithFallback(nsp, publisher, subscriber, { key: options.key }, isShared);
  });
  return {
    publisher,
    /** A client of its own for the tender rooms' channels (tender-room-channels.ts). */
    channelSubscriber,
    /** Whether this node shares its rooms with the other nodes now (Redis connected, heard). */
    isShared,
    async close() {
      await Promise.all(clients.map(closeRedisClient));
    },
  };
}
