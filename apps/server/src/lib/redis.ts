/**
 * The node's Redis clients: the app's own (state that every node must see, such as rate-limit
 * counters) and the real-time layer's. Redis is a shared extra, not a condition to run: a node
 * starts and serves while Redis is away (its pushes and limits stay on the node, see
 * `client.isReady`), keeps trying to reach it, and joins the other nodes when it answers again,
 * without a restart. The outage is logged once, and its end once, for all the node's clients.
 */
import type { FastifyBaseLogger } from 'fastify';
import type * as Redis from 'redis';

/** node-redis, loaded when a node first connects (about 0.16 s of CPU at start without Redis). */
let redisModule: Promise<typeof Redis> | undefined;
export const loadRedis = () => (redisModule ??= import('redis'));

/** Reconnection back-off (ms): 100, 200, 400 … up to this, for as long as Redis is away. */
const RETRY_MAX_MS = 5000;
/** A command not answered by then fails: a request must not wait on a stalled Redis. */
const COMMAND_TIMEOUT_MS = 1000;

/** Retries for ever: a Redis that is away at start, or goes away later, is waited for. */
export const reconnectForEver = (retries: number) => Math.min(100 * 2 ** retries, RETRY_MAX_MS);

type WatchedClient = {
  readonly isReady: boolean;
  on(event: 'error', listener: (error: unknown) => void): unknown;
  on(event: 'ready' | 'reconnecting', listener: () => void): unknown;
};

/** The Redis link of one node: whether all its clients are connected, and the log of outages. */
export type RedisLink = {
  /** Follows a client: its errors and reconnections count towards the node's outage. */
  watch(client: WatchedClient): void;
  /** Whether every client followed is connected. */
  isUp(): boolean;
};

export function createRedisLink(log: FastifyBaseLogger): RedisLink {
  const clients: WatchedClient[] = [];
  let isDown = false;
  const isUp = () => clients.every((client) => client.isReady);
  return {
    watch(client) {
      clients.push(client);
      client.on('error', (error: unknown) => {
        if (isDown) return;
        isDown = true;
        log.warn(
          { err: error },
          'Redis unreachable: this node serves on its own (real-time pushes and rate limits ' +
            'stay on this node) and keeps trying to reach it',
        );
      });
      client.on('reconnecting', () => log.debug('Redis reconnecting'));
      client.on('ready', () => {
        if (!isDown || !isUp()) return;
        isDown = false;
        log.info('Redis reachable again: this node shares pushes and rate limits with the others');
      });
    },
    isUp,
  };
}

/**
 * Starts connecting and settles after the first attempt, connected or not (a wrong or closed
 * REDIS_URL no longer stops the start); the client keeps reconnecting in the background.
 */
export async function startConnecting(client: {
  readonly isReady: boolean;
  connect(): Promise<unknown>;
  once(event: 'ready' | 'error', listener: () => void): unknown;
}): Promise<void> {
  const firstAttempt = new Promise<void>((resolve) => {
    client.once('ready', resolve);
    client.once('error', resolve);
  });
  // connect() settles when connected, or rejects once the client is closed while still trying.
  client.connect().catch(() => undefined);
  await firstAttempt;
}

/** Closes a client: QUIT when connected, else drops it (a QUIT would wait for a Redis away). */
export async function closeRedisClient(client: {
  readonly isReady: boolean;
  readonly isOpen: boolean;
  quit(): Promise<unknown>;
  destroy(): void;
}): Promise<void> {
  if (client.isReady) await client.quit().catch(() => undefined);
  else if (client.isOpen) client.destroy();
}

async function createAppClient(url: string) {
  const { createClient } = await loadRedis();
  return createClient({
    url,
    // While Redis is away a command fails at once (callers check `isReady` or fail open).
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { reconnectStrategy: reconnectForEver },
  });
}

export type RedisClient = Awaited<ReturnType<typeof createAppClient>>;

/**
 * The app's client, after its first connection attempt: connected, or not yet (then
 * `client.isReady` is false and commands fail at once until Redis answers).
 */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  link: RedisLink = createRedisLink(log),
): Promise<RedisClient> {
  const client = await createAppClient(url);
  link.watch(client);
  await startConnecting(client);
  return client;
}
