/** Keeps a loaded value for a while, so that hot public lists do not hit the database per request. */
import type { Clock } from '../../lib/clock.ts';

/** Wraps a loader: callers within ttlMs share one load; a failed load is not kept. */
export function cachedFor<T>(load: () => PromiseLike<T>, ttlMs: number, clock: Clock) {
  let cached: { value: Promise<T>; expiresAt: number } | undefined;
  return (): Promise<T> => {
    const now = clock.now().getTime();
    if (!cached || cached.expiresAt <= now) {
      // Promise.resolve runs a lazy thenable (such as a query builder) exactly once.
      const value = Promise.resolve(load());
      cached = { value, expiresAt: now + ttlMs };
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}
