// The server's clock for the room: offset = server time − local time at the midpoint of the
// GetServerTime round trip, measured again every few minutes, and a ticking "server now".
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { measureServerOffset } from '@/lib/server-clock.ts';
import { CLOCK_DRIFT_WARNING_MS, SERVER_TIME_REFRESH_MS } from '../room-constants.ts';

/** The same query as lib/server-clock's useServerOffset, so one measurement serves both. */
const SERVER_OFFSET_KEY = ['server-clock', 'offset'] as const;

export type ServerClock = {
  /** Milliseconds to add to the local clock to get the server's. */
  offsetMs: number;
  isMeasured: boolean;
  /** The device clock is off by more than the tolerated drift. */
  hasDrift: boolean;
};

export function useServerClock(): ServerClock {
  const offset = useQuery({
    queryKey: SERVER_OFFSET_KEY,
    queryFn: measureServerOffset,
    staleTime: SERVER_TIME_REFRESH_MS,
    refetchInterval: SERVER_TIME_REFRESH_MS,
  });
  const offsetMs = offset.data ?? 0;
  return {
    offsetMs,
    isMeasured: offset.data !== undefined,
    hasDrift: Math.abs(offsetMs) > CLOCK_DRIFT_WARNING_MS,
  };
}

/** The local clock in milliseconds, re-read every `intervalMs`. */
export function useLocalNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * What `valueAt` makes of the local clock (in milliseconds), re-read every `intervalMs`; the
 * component re-renders only when that value changes, not on every tick.
 */
export function useClockValue<T>(valueAt: (now: number) => T, intervalMs: number): T {
  const [now, setNow] = useState(() => Date.now());
  const valueAtRef = useRef(valueAt);
  useLayoutEffect(() => {
    valueAtRef.current = valueAt;
  });
  useEffect(() => {
    const timer = setInterval(() => {
      const next = Date.now();
      // The same state back when the value has not changed: React then skips the render.
      setNow((previous) =>
        Object.is(valueAtRef.current(previous), valueAtRef.current(next)) ? previous : next,
      );
    }, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return valueAt(now);
}

/** The server's time in milliseconds, ticking every `intervalMs`. */
export function useServerNow(intervalMs = 1000): number {
  const { offsetMs } = useServerClock();
  return useLocalNow(intervalMs) + offsetMs;
}

/** The longest delay setTimeout takes. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Whether an instant (ISO) has passed by the server's clock; re-renders once, when it passes. */
export function useHasPassed(at: string): boolean {
  const { offsetMs } = useServerClock();
  const localInstant = new Date(at).getTime() - offsetMs;
  const [checkedAt, setCheckedAt] = useState(() => Date.now());
  useEffect(() => {
    const wait = Math.max(0, localInstant - Date.now());
    const timer = setTimeout(() => setCheckedAt(Date.now()), Math.min(wait + 20, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [localInstant]);
  return checkedAt >= localInstant;
}
