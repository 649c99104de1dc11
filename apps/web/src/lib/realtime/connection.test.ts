import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchConnection, type ConnectionState, type WatchableSocket } from './connection.ts';

vi.mock('../auth/token-refresh.ts', () => ({ refreshAccessToken: vi.fn() }));
const { refreshAccessToken } = await import('../auth/token-refresh.ts');

type Listener = (...args: never[]) => void;

/** A stand-in for a Socket.IO socket and its manager that the test drives by hand. */
function fakeSocket() {
  const socketListeners = new Map<string, Listener>();
  const managerListeners = new Map<string, Listener>();
  const socket = {
    active: false,
    connect: vi.fn(),
    on: (event: string, listener: Listener) => socketListeners.set(event, listener),
    io: { on: (event: string, listener: Listener) => managerListeners.set(event, listener) },
  };
  const fire = (map: Map<string, Listener>, event: string, ...args: unknown[]) =>
    (map.get(event) as (...values: unknown[]) => void)(...args);
  return {
    socket: socket as unknown as WatchableSocket & {
      active: boolean;
      connect: typeof socket.connect;
    },
    emit: (event: string, ...args: unknown[]) => fire(socketListeners, event, ...args),
    emitManager: (event: string, ...args: unknown[]) => fire(managerListeners, event, ...args),
  };
}

function watch(socket: WatchableSocket) {
  const states: ConnectionState[] = [];
  const connects: boolean[] = [];
  watchConnection(socket, {
    onState: (state) => states.push(state),
    onConnect: (isReconnect) => connects.push(isReconnect),
  });
  return { states, connects };
}

afterEach(() => vi.mocked(refreshAccessToken).mockReset());

describe('the live connection’s states (spec §4)', () => {
  it('goes connecting → connected → reconnecting → connected, re-joining after the reconnect', () => {
    const { socket, emit, emitManager } = fakeSocket();
    const { states, connects } = watch(socket);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    emit('connect');
    emit('disconnect', 'transport close');
    emitManager('reconnect_attempt', 1);
    emit('connect');
    expect(states).toEqual([
      'connecting',
      'connected',
      'reconnecting',
      'reconnecting',
      'connected',
    ]);
    expect(connects).toEqual([false, true]);
  });

  it('ends disconnected when the reconnection attempts run out', () => {
    const { socket, emit, emitManager } = fakeSocket();
    const { states } = watch(socket);
    emit('connect');
    emit('disconnect', 'ping timeout');
    emitManager('reconnect_failed');
    expect(states.at(-1)).toBe('disconnected');
  });

  it('refreshes an expired token once and connects again', async () => {
    vi.mocked(refreshAccessToken).mockResolvedValue(true);
    const { socket, emit } = fakeSocket();
    const { states } = watch(socket);
    emit('connect_error', new Error('unauthorized'));
    await vi.waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(2));
    emit('connect_error', new Error('unauthorized'));
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toBe('disconnected');
  });

  it('leaves lost transports to Socket.IO’s own retries', () => {
    const { socket, emit } = fakeSocket();
    const { states } = watch(socket);
    socket.active = true;
    emit('connect_error', new Error('xhr poll error'));
    expect(states).toEqual(['connecting']);
    expect(refreshAccessToken).not.toHaveBeenCalled();
  });
});
