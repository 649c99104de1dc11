import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchConnection, type ConnectionState, type WatchableSocket } from './connection.ts';
import { STATE_WAIT } from '@/test/wait-bounds.ts';

vi.mock('../auth/token-refresh.ts', () => ({ refreshAccessToken: vi.fn() }));
const { refreshAccessToken } = await import('../auth/token-refresh.ts');

type Listener = (...args: never[]) => void;

/** A stand-in for a Socket.IO socket and its manager that the test drives by hand. */
function fakeSocket() {
  const socketListeners = new Map<string, Listener>();
  const managerListeners = new Map<string, Listener>();
  const fire = (map: Map<string, Listener>, event: string, ...args: unknown[]) =>
    (map.get(event) as (...values: unknown[]) => void)(...args);
  const socket = {
    active: false,
    connected: false,
    connect: vi.fn(),
    disconnect: vi.fn(),
    on: (event: string, listener: Listener) => socketListeners.set(event, listener),
    io: {
      on: (event: string, listener: Listener) => managerListeners.set(event, listener),
      // Closing the transport by hand ends the connection the way a lost one ends.
      engine: {
        close: vi.fn(() => {
          socket.connected = false;
          fire(socketListeners, 'disconnect', 'forced close');
        }),
      },
    },
  };
  return {
    socket: socket as unknown as WatchableSocket & {
      active: boolean;
      connected: boolean;
      connect: typeof socket.connect;
      disconnect: typeof socket.disconnect;
      io: { engine: { close: typeof socket.io.engine.close } };
    },
    emit: (event: string, ...args: unknown[]) => {
      if (event === 'connect' || event === 'disconnect') socket.connected = event === 'connect';
      fire(socketListeners, event, ...args);
    },
    emitManager: (event: string, ...args: unknown[]) => fire(managerListeners, event, ...args),
  };
}

const stops: Array<() => void> = [];

function watch(socket: WatchableSocket) {
  const states: ConnectionState[] = [];
  const connects: boolean[] = [];
  const stop = watchConnection(socket, {
    onState: (state) => states.push(state),
    onConnect: (isReconnect) => connects.push(isReconnect),
  });
  if (typeof stop === 'function') stops.push(stop);
  return { states, connects, stop };
}

const goOffline = () => window.dispatchEvent(new Event('offline'));
const goOnline = () => window.dispatchEvent(new Event('online'));

afterEach(() => {
  vi.mocked(refreshAccessToken).mockReset();
  stops.splice(0).forEach((stop) => stop());
});

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
    await vi.waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(2), STATE_WAIT);
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

  it('shows reconnecting the moment the browser goes offline, and drops the silent transport', () => {
    const { socket, emit } = fakeSocket();
    const { states } = watch(socket);
    emit('connect');
    socket.active = true;
    goOffline();
    // No waiting for a ping timeout: the state changes at once and Socket.IO starts its retries.
    expect(states.at(-1)).toBe('reconnecting');
    expect(socket.io.engine.close).toHaveBeenCalledTimes(1);
  });

  it('reconnects at once when the browser is back online, then re-joins as after any reconnect', () => {
    const { socket, emit } = fakeSocket();
    const { states, connects } = watch(socket);
    emit('connect');
    socket.active = true;
    goOffline();
    goOnline();
    // Not after the 10 s retry interval: the pending retry is dropped and a new attempt starts.
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    expect(socket.connect).toHaveBeenCalledTimes(2);
    expect(socket.disconnect.mock.invocationCallOrder[0]).toBeLessThan(
      socket.connect.mock.invocationCallOrder[1],
    );
    expect(states.at(-1)).toBe('reconnecting');
    emit('connect');
    expect(states.at(-1)).toBe('connected');
    expect(connects).toEqual([false, true]);
  });

  it('starts again when the network returns after the reconnection attempts ran out', () => {
    const { socket, emit, emitManager } = fakeSocket();
    const { states } = watch(socket);
    emit('connect');
    emit('disconnect', 'transport close');
    emitManager('reconnect_failed');
    expect(states.at(-1)).toBe('disconnected');
    goOnline();
    expect(states.at(-1)).toBe('reconnecting');
    expect(socket.connect).toHaveBeenCalledTimes(2);
  });

  it('leaves a connected socket and one closed on purpose alone when the network returns', () => {
    const { socket, emit } = fakeSocket();
    watch(socket);
    emit('connect');
    goOnline();
    expect(socket.connect).toHaveBeenCalledTimes(1);
    emit('disconnect', 'io server disconnect');
    goOffline();
    goOnline();
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(socket.io.engine.close).not.toHaveBeenCalled();
  });

  it('stops listening to the network once stopped', () => {
    const { socket, emit } = fakeSocket();
    const { states, stop } = watch(socket);
    emit('connect');
    stop();
    goOffline();
    expect(states.at(-1)).toBe('connected');
  });
});
