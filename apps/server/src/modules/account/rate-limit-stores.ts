/**
 * Where rate limits keep their counters: in the process (the default, one set per node), or in
 * Redis when it is configured, so that every node counts the same attempts. The Redis counters
 * are fixed windows (INCR, and PEXPIRE on the window's first attempt, in one Lua script). While
 * Redis is unreachable the limits do not fail open: each node counts in its own memory (a warning
 * once per period) and goes back to Redis as soon as it answers again.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisClient } from '../../lib/redis.ts';

export type Allowance = { points: number; durationSeconds: number };

/** Attempts of one limit and dimension (e.g. failed logins per IP), by key. */
export interface RateLimitCounter {
  /** Attempts counted in the key's current window (0 when none). */
  count(key: string): Promise<number>;
  /** Counts an attempt; answers the window's count including it. */
  increment(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export interface RateLimitStore {
  /** The counter of one limit's dimension; `name` is unique per limit and dimension. */
  counter(name: string, allowance: Allowance): RateLimitCounter;
}

export const memoryRateLimitStore: RateLimitStore = {
  counter(name, { points, durationSeconds }) {
    const limiter = new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix: name });
    return {
      count: async (key) => (await limiter.get(key))?.consumedPoints ?? 0,
      async increment(key) {
        try {
          return (await limiter.consume(key)).consumedPoints;
        } catch (error) {
          if (error instanceof RateLimiterRes) return error.consumedPoints;
          throw error;
        }
      },
      reset: async (key) => void (await limiter.delete(key)),
    };
  },
};

const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return count`;

const KEY_PREFIX = 'tendermark:rate-limit';
/** While Redis is down every request would warn: one warning per this period is enough. */
const WARNING_INTERVAL_MS = 10_000;

/**
 * Counters in Redis, with a per-node fallback: a command that fails (or a client that is not
 * connected) is counted in memory instead, so limits keep applying, per node, during an outage.
 */
export function redisRateLimitStore(redis: RedisClient, log: FastifyBaseLogger): RateLimitStore {
  let isDegraded = false;
  let lastWarningAt = 0;
  const fallBack = (error: unknown): void => {
    const now = Date.now();
    if (!isDegraded || now - lastWarningAt >= WARNING_INTERVAL_MS) {
      lastWarningAt = now;
      log.warn({ err: error }, 'rate limits counted per node: Redis failed');
    }
    isDegraded = true;
  };
  const recovered = (): void => {
    if (!isDegraded) return;
    isDegraded = false;
    log.info('rate limits shared through Redis again');
  };
  /** Runs the Redis command, or the memory one when Redis is not connected or the command fails. */
  const either = async <Result>(
    remote: () => Promise<Result>,
    local: () => Promise<Result>,
  ): Promise<Result> => {
    if (!redis.isReady) {
      fallBack(new Error('Redis is not connected'));
      return local();
    }
    try {
      const result = await remote();
      recovered();
      return result;
    } catch (error) {
      fallBack(error);
      return local();
    }
  };
  return {
    counter(name, allowance) {
      const local = memoryRateLimitStore.counter(name, allowance);
      const redisKey = (key: string) => `${KEY_PREFIX}:${name}:${key}`;
      const windowMs = String(allowance.durationSeconds * 1000);
      return {
        count: (key) =>
          either(
            async () => Number((await redis.get(redisKey(key))) ?? 0),
            () => local.count(key),
          ),
        increment: (key) =>
          either(
            async () =>
              Number(
                await redis.eval(INCREMENT_SCRIPT, {
                  keys: [redisKey(key)],
                  arguments: [windowMs],
                }),
              ),
            () => local.increment(key),
          ),
        reset: (key) =>
          either(
            async () => void (await redis.del(redisKey(key))),
            () => local.reset(key),
          ),
      };
    },
  };
}
