// Two tabs of one browser renew at the same moment (both got billingUpdate): the server rotates
// refresh tokens and ends the session when a rotated one comes back, so the tabs must take turns.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from './token-store.ts';

/** Web Locks as a browser gives them: one holder per name, the others queue in order. */
function fakeLocks() {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = queues.get(name) ?? Promise.resolve();
      const next = previous.then(callback, callback);
      queues.set(
        name,
        next.catch(() => undefined),
      );
      return next;
    },
  };
}

/** A token endpoint that rotates: the current refresh token once, a reused one ends the session. */
function rotatingServer(first: string) {
  let current = first;
  let counter = 0;
  const requests: string[] = [];
  let isSessionEnded = false;
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const token = new URLSearchParams(String(init.body)).get('refresh_token') ?? '';
    requests.push(token);
    // Without turns, both tabs' requests are sent before either reply arrives.
    await Promise.resolve();
    if (token !== current || isSessionEnded) {
      isSessionEnded = true;
      return new Response(JSON.stringify({ error: 'invalid_grant' }), { status: 400 });
    }
    current = `refresh-${++counter}`;
    return new Response(
      JSON.stringify({
        access_token: `access-${counter}`,
        token_type: 'bearer',
        expires_in: 900,
        refresh_token: current,
        userName: 'buyer@example.com',
      }),
      { status: 200 },
    );
  });
  return { fetchMock, requests, isEnded: () => isSessionEnded };
}

/** A second copy of the module: another tab, with its own in-flight request but the same storage. */
async function tab() {
  vi.resetModules();
  return (await import('./token-refresh.ts')).refreshAccessToken;
}

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('refreshAccessToken across tabs', () => {
  it('renews once when two tabs renew at the same moment, and both keep the session', async () => {
    tokenStore.save(
      { accessToken: 'a0', refreshToken: 'refresh-0', userName: 'buyer@example.com', expiresAt: 0 },
      'local',
    );
    const server = rotatingServer('refresh-0');
    vi.stubGlobal('fetch', server.fetchMock);
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
    const [first, second] = [await tab(), await tab()];

    const results = await Promise.all([first(), second()]);

    expect(results).toEqual([true, true]);
    expect(server.requests).toEqual(['refresh-0']);
    expect(server.isEnded()).toBe(false);
    expect(tokenStore.get()?.refreshToken).toBe('refresh-1');
  });
});
