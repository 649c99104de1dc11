// The bounds of waiting in the web tests (issue 26): with Testing Library's 1 s, the public search
// page's "25 places on the map" and "No place found" were not found on a busy CI machine.
import { getConfig } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATE_TIMEOUT_MS } from './wait-bounds.ts';

describe('waiting for a state in the web tests', () => {
  it('lasts as long as a busy machine needs, not the 1 s an idle one does', () => {
    expect(getConfig().asyncUtilTimeout).toBe(STATE_TIMEOUT_MS);
    expect(STATE_TIMEOUT_MS).toBeGreaterThanOrEqual(10_000);
  });

  it('gives up before the test does, so that a hang names the missing element', ({ task }) => {
    expect(getConfig().asyncUtilTimeout).toBeLessThan(task.timeout);
  });
});
