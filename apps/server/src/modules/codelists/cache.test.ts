import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.ts';
import { cachedFor } from './cache.ts';

describe('cachedFor', () => {
  it('loads once within the time to live and again after it', async () => {
    const clock = manualClock();
    let loads = 0;
    const get = cachedFor(async () => ++loads, 60_000, clock);
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    clock.advance(59_999);
    expect(await get()).toBe(1);
    clock.advance(1);
    expect(await get()).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const clock = manualClock();
    let attempts = 0;
    const get = cachedFor(
      async () => {
        attempts++;
        if (attempts === 1) throw new Error('database down');
        return 'list';
      },
      60_000,
      clock,
    );
    await expect(get()).rejects.toThrow('database down');
    expect(await get()).toBe('list');
  });
});
