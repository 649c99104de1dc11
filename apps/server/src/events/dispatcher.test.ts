import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createEventDispatcher } from './dispatcher.ts';

const quiet = () => {};
const silent = { error: quiet, warn: quiet, info: quiet } as unknown as FastifyBaseLogger;
const mailQueued = { type: 'mailQueued' } as const;

describe('the event dispatcher', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the subscribers of each event in the order they subscribed, only for their type', async () => {
    const dispatcher = createEventDispatcher({ log: silent });
    const seen: string[] = [];
    dispatcher.on('mailQueued', 'first', () => void seen.push('first'));
    dispatcher.on('tenderMomentMoved', 'other type', () => void seen.push('other'));
    dispatcher.on('mailQueued', 'second', async () => {
      await Promise.resolve();
      seen.push('second');
    });
    await dispatcher.dispatch([mailQueued, mailQueued]);
    expect(seen).toEqual(['first', 'second', 'first', 'second']);
  });

  it('a subscriber that throws neither fails the dispatch nor stops the others, and is retried', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const log = { ...silent, error: (entry: unknown) => void errors.push(entry) } as never;
    const dispatcher = createEventDispatcher({ log, retryDelaysMs: [100, 1_000] });
    let failures = 2;
    const delivered: string[] = [];
    dispatcher.on('mailQueued', 'flaky', () => {
      if (failures-- > 0) throw new Error('not now');
      delivered.push('flaky');
    });
    dispatcher.on('mailQueued', 'steady', () => void delivered.push('steady'));

    await expect(dispatcher.dispatch([mailQueued])).resolves.toBeUndefined();
    expect(delivered).toEqual(['steady']);
    await vi.advanceTimersByTimeAsync(100);
    expect(delivered).toEqual(['steady']);
    await vi.advanceTimersByTimeAsync(1_000);
    await dispatcher.idle();
    expect(delivered).toEqual(['steady', 'flaky']);
    expect(errors).toHaveLength(2);
  });

  it('gives up after the last retry, and close() drops the retries still waiting', async () => {
    vi.useFakeTimers();
    const dispatcher = createEventDispatcher({ log: silent, retryDelaysMs: [100] });
    let calls = 0;
    dispatcher.on('mailQueued', 'broken', () => {
      calls += 1;
      throw new Error('never');
    });
    await dispatcher.dispatch([mailQueued]);
    await vi.advanceTimersByTimeAsync(100);
    await dispatcher.idle();
    expect(calls).toBe(2);

    await dispatcher.dispatch([mailQueued]);
    dispatcher.close();
    await dispatcher.idle();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(3);
  });
});
