// The room's reads are read again once the hub has joined the tender (pushes are hints, the API is
// the truth), in a task of their own after the render that shows the join.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { JoinTenderAck } from '@tendermark/shared';
import type { UseTenderHubOptions } from '@/lib/realtime/use-tender-hub.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';
import { roomKeys } from '../api/room-keys.ts';
import { useRoomConnection } from './use-room-connection.ts';

const hub = vi.hoisted(() => ({
  join: null as JoinTenderAck | null,
  options: {} as UseTenderHubOptions,
}));
vi.mock('@/lib/realtime/use-tender-hub.ts', () => ({
  useTenderHub: (_tenderId: string, options: UseTenderHubOptions) => {
    hub.options = options;
    return { state: 'connected', join: hub.join, reconnect: () => {} };
  },
}));

const TENDER_ID = 'tender-1';

function setUp() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useRoomConnection(TENDER_ID, {}), { wrapper });
  const invalidatedKeys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { ...view, invalidatedKeys };
}

beforeEach(() => {
  vi.useFakeTimers();
  hub.join = null;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the room after joining its tender', () => {
  it('reads the tender and the room again once the join is acknowledged, in a later task', () => {
    const { rerender, invalidatedKeys } = setUp();
    expect(invalidatedKeys()).toEqual([]);

    hub.join = { ok: true, role: 'supplier' };
    rerender();
    expect(invalidatedKeys()).toEqual([]);

    act(() => vi.runAllTimers());
    expect(invalidatedKeys()).toEqual([tenderKeys.detail(TENDER_ID), roomKeys.all(TENDER_ID)]);
  });

  it('reads nothing again when the join is refused', () => {
    const { rerender, invalidatedKeys } = setUp();
    hub.join = { ok: false, error: 'forbidden' };
    rerender();
    act(() => vi.runAllTimers());
    expect(invalidatedKeys()).toEqual([]);
  });

  it('reads nothing when the room is left before the pending read again', () => {
    const { rerender, unmount, invalidatedKeys } = setUp();
    hub.join = { ok: true, role: 'supplier' };
    rerender();
    unmount();
    act(() => vi.runAllTimers());
    expect(invalidatedKeys()).toEqual([]);
  });

  it('reads everything again after a reconnection', () => {
    const { invalidatedKeys } = setUp();
    act(() => hub.options.onReconnect?.());
    expect(invalidatedKeys()).toEqual([tenderKeys.detail(TENDER_ID), roomKeys.all(TENDER_ID)]);
  });
});
