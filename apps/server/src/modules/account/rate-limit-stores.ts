/**
 * Where rate limits keep their counters: in the process (the default, one set per node), or in
 * Redis when it is configured, so that every node counts the same attempts. The Redis counters
 * are fixed windows (INCR, and PEXPIRE on the window's first attempt, in one Lua script); when
 * Redis fails, limits fail open: the request is allowed and a warning logged.
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

export function redisRateLimitStore(redis: RedisClient, log: FastifyBaseLogger): RateLimitStore {
  let lastWarningAt = 0;
  const failOpen = (error: unknown): number => {
    if (Date.now() - lastWarningAt >= WARNING_INTERVAL_MS) {
      lastWarningAt = Date.now();
      log.warn({ err: error }, 'rate limit not applied: Redis failed');
    }
    return 0;
  };
  return {
    counter(name, { durationSeconds }) {
      const redisKey = (key: string) => `${KEY_PREFIX}:${name}:${key}`;
      const windowMs = String(durationSeconds * 1000);
      return {
        count: (key) => redis.get(redisKey(key)).then((value) => Number(value ?? 0), failOpen),
        increment: (key) =>
          redis
            .eval(INCREMENT_SCRIPT, { keys: [redisKey(key)], arguments: [windowMs] })
            .then(Number, failOpen),
        reset: (key) =>
          redis.del(redisKey(key)).then(
            () => undefined,
            (error: unknown) => void failOpen(error),
          ),
      };
    },
  };
}
