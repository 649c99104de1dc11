/**
 * The app's own Redis client (state that every node must see, such as rate-limit counters; the
 * Socket.IO adapter keeps clients of its own). It never queues: while Redis is away a command
 * fails at once, and callers decide what that means (rate limits fail open).
 */
import { createClient } from 'redis';
import type { FastifyBaseLogger } from 'fastify';

/** Reconnection back-off after the first connection (ms). */
const RETRY_MAX_MS = 5000;
/** A command not answered by then fails: a request must not wait on a stalled Redis. */
const COMMAND_TIMEOUT_MS = 1000;

function createAppClient(url: string, isConnected: () => boolean) {
  return createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      reconnectStrategy: (retries: number, cause: Error) =>
        isConnected() ? Math.min(100 * 2 ** retries, RETRY_MAX_MS) : cause,
    },
  });
}

export type RedisClient = ReturnType<typeof createAppClient>;

/** Connects, or rejects when Redis cannot be reached at start (a wrong REDIS_URL stops the start). */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisClient> {
  let isConnected = false;
  const client = createAppClient(url, () => isConnected);
  client.on('error', (error: unknown) => log.warn({ err: error }, 'Redis connection'));
  await client.connect();
  isConnected = true;
  return client;
}
