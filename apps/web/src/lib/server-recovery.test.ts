// Waiting out a server in maintenance: Retry-After read in both its forms, the back-off, the stop.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock.ts';
import { parseRetryAfter, waitForServer } from './server-recovery.ts';

describe('parseRetryAfter', () => {
  it('reads seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2030-01-10T10:00:00Z');
    expect(parseRetryAfter('5', now)).toBe(5);
    expect(parseRetryAfter('Thu, 10 Jan 2030 10:00:12 GMT', now)).toBe(12);
    expect(parseRetryAfter('Thu, 10 Jan 2030 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});

describe('waitForServer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks after 1, 2, 4 s without Retry-After, and settles when the server is ready', async () => {
    let isUp = false;
    const { calls } = mockFetch(() => (isUp ? { body: { status: 'ok' } } : { status: 503 }));
    let isSettled = false;
    void waitForServer({ signal: new AbortController().signal }).then(() => {
      isSettled = true;
    });
    const asked = () => calls.length;
    await vi.advanceTimersByTimeAsync(999);
    expect(asked()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked()).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(asked()).toBe(2);
    isUp = true;
    await vi.advanceTimersByTimeAsync(3_999);
    expect([asked(), isSettled]).toEqual([2, false]);
    await vi.advanceTimersByTimeAsync(1);
    expect([asked(), isSettled]).toEqual([3, true]);
    expect(calls[0].url).toBe('/api/health/ready');
  });

  it("keeps waiting while a ready server says an admin's maintenance is on, with its message", async () => {
    let maintenance: { message: string | null } | undefined = { message: 'Back at 11:00' };
    const { calls } = mockFetch(() => ({ body: { status: 'ok', maintenance } }));
    const heard: (string | null)[] = [];
    let isSettled = false;
    void waitForServer({
      signal: new AbortController().signal,
      onMaintenance: (message) => heard.push(message),
    }).then(() => {
      isSettled = true;
    });
    await vi.advanceTimersByTimeAsync(3_000);
    expect([calls.length, isSettled, heard]).toEqual([
      2,
      false,
      ['Back at 11:00', 'Back at 11:00'],
    ]);
    maintenance = undefined;
    await vi.advanceTimersByTimeAsync(4_000);
    expect([calls.length, isSettled]).toEqual([3, true]);
  });

  it('stops asking once aborted (the page was left)', async () => {
    const { calls } = mockFetch(() => ({ status: 503 }));
    const controller = new AbortController();
    const waiting = waitForServer({ retryAfterSeconds: 2, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(1);
    controller.abort();
    await waiting;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls).toHaveLength(1);
  });
});
