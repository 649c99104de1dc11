// Waiting out a server in maintenance (503): its readiness is asked again, less and less often.

/** Readiness: 200 once the server and its database answer, 503 with Retry-After meanwhile. */
const READY_URL = '/api/health/ready';
/** The back-off between two questions (s): 1, 2, 4 … up to this, or the server's Retry-After. */
const MAX_BACKOFF_SECONDS = 30;

/** Seconds from a Retry-After header: a number of seconds or an HTTP date; null when absent. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });

/** What a ready server says while an admin has it in maintenance (absent otherwise). */
type ReadyBody = { maintenance?: { message: string | null } };

async function maintenanceOf(reply: Response): Promise<ReadyBody['maintenance']> {
  try {
    return ((await reply.json()) as ReadyBody | null)?.maintenance;
  } catch {
    return undefined;
  }
}

/**
 * Resolves once the server answers that it is ready again (its database answers) and is not in
 * an admin's maintenance; never rejects. Between two questions it waits the server's last
 * Retry-After, or the back-off (doubling from 1 s up to 30 s), whichever is longer. Stops asking
 * when `signal` aborts.
 */
export async function waitForServer({
  retryAfterSeconds,
  signal,
  onMaintenance,
}: {
  /** The Retry-After of the reply that said 503, if it had one. */
  retryAfterSeconds?: number | null;
  signal: AbortSignal;
  /** Told the admin's message each time the server says maintenance is still on. */
  onMaintenance?: (message: string | null) => void;
}): Promise<void> {
  let serverSays = retryAfterSeconds ?? null;
  for (let attempt = 0; !signal.aborted; attempt++) {
    const backoff = Math.min(2 ** attempt, MAX_BACKOFF_SECONDS);
    await wait(Math.max(serverSays ?? 0, backoff) * 1000, signal);
    if (signal.aborted) return;
    try {
      const reply = await fetch(READY_URL, { signal, cache: 'no-store' });
      serverSays = parseRetryAfter(reply.headers.get('Retry-After'));
      if (reply.ok) {
        const maintenance = await maintenanceOf(reply);
        if (!maintenance) return;
        onMaintenance?.(maintenance.message);
      }
    } catch {
      // Not reachable at all (a restart, say): ask again after the back-off.
      serverSays = null;
    }
  }
}
