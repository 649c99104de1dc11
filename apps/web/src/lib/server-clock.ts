// The server's clock as seen from here (GET /api/settings/GetServerTime): countdowns to deadlines
// use it, so that a wrong local clock does not move them. Half the round trip is added.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** Milliseconds to add to the local clock to get the server's (the server ahead: positive). */
export async function measureServerOffset(): Promise<number> {
  const sentAt = Date.now();
  const { serverTime } = await apiRequest<{ serverTime: string }>('/api/settings/GetServerTime');
  const receivedAt = Date.now();
  return new Date(serverTime).getTime() - (sentAt + receivedAt) / 2;
}

export function useServerOffset(): number {
  const offset = useQuery({
    queryKey: ['server-clock', 'offset'],
    queryFn: measureServerOffset,
    staleTime: 10 * 60_000,
  });
  return offset.data ?? 0;
}

/** The server's current time, ticking every `intervalMs`. */
export function useServerNow(intervalMs = 1000): Date {
  const offset = useServerOffset();
  const [localNow, setLocalNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLocalNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return new Date(localNow + offset);
}
