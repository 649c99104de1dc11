// Socket.IO connections to the hubs (DESIGN §4): the current access token in the handshake, a
// token refresh when the server refuses it, and at most Constants.reconnectAttempts reconnections
// every Constants.reconnectIntervalMs (spec §9), reported as the spec's four connection states.
import { io, type Socket } from 'socket.io-client';
import { Constants, REALTIME_PATH, type Hubs } from '@tendermark/shared';
import { refreshAccessToken } from '../auth/token-refresh.ts';
import { tokenStore } from '../auth/token-store.ts';

export type HubPath = (typeof Hubs)[keyof typeof Hubs];

/** Spec §4 live connection states. */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

/**
 * Event maps are the shared `…HubEvents` types: event name → listener. `never[]` admits every
 * listener's own parameters (parameters are contravariant) while promising no argument type.
 */
export type EventMap = { [event: string]: (...args: never[]) => void };

export type HubSocket<Listen extends EventMap, Emit extends EventMap> = Socket<Listen, Emit>;

/** A socket to one hub, not yet connected; the handshake reads the token anew on every attempt. */
export function openHubSocket<Listen extends EventMap, Emit extends EventMap>(
  hub: HubPath,
): HubSocket<Listen, Emit> {
  return io(hub, {
    path: REALTIME_PATH,
    autoConnect: false,
    forceNew: true,
    auth: (send) => send({ token: tokenStore.get()?.accessToken ?? '' }),
    reconnectionAttempts: Constants.reconnectAttempts,
    reconnectionDelay: Constants.reconnectIntervalMs,
    reconnectionDelayMax: Constants.reconnectIntervalMs,
    randomizationFactor: 0,
  });
}

export type ConnectionWatch = {
  onState: (state: ConnectionState) => void;
  /** Every successful connection; `isReconnect` from the second one on. */
  onConnect: (isReconnect: boolean) => void;
};

/** The part of a socket the watcher needs (a Socket.IO socket, or a stand-in in tests). */
export type WatchableSocket = {
  readonly active: boolean;
  connect(): unknown;
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  io: {
    on(event: 'reconnect_attempt', listener: () => void): unknown;
    on(event: 'reconnect_failed', listener: () => void): unknown;
  };
};

const UNAUTHORIZED = 'unauthorized';

/**
 * Connects `socket` and reports its state. A handshake refused as unauthorized (an expired access
 * token) is retried once after a token refresh; Socket.IO itself retries lost connections.
 */
export function watchConnection(socket: WatchableSocket, watch: ConnectionWatch): void {
  let hasConnected = false;
  let hasRetriedWithFreshToken = false;
  const notActive = () => watch.onState('disconnected');

  socket.on('connect', () => {
    const isReconnect = hasConnected;
    hasConnected = true;
    hasRetriedWithFreshToken = false;
    watch.onState('connected');
    watch.onConnect(isReconnect);
  });
  socket.on('disconnect', (reason) => {
    // Closed on purpose (by us or by the server): Socket.IO does not reconnect by itself.
    if (reason === 'io client disconnect' || reason === 'io server disconnect') notActive();
    else watch.onState('reconnecting');
  });
  socket.on('connect_error', (error) => {
    if (socket.active) return; // a lost transport: the manager retries
    if (error.message === UNAUTHORIZED && !hasRetriedWithFreshToken) {
      hasRetriedWithFreshToken = true;
      void refreshAccessToken().then((isRefreshed) => {
        if (isRefreshed) socket.connect();
        else notActive();
      });
      return;
    }
    notActive();
  });
  socket.io.on('reconnect_attempt', () => watch.onState('reconnecting'));
  socket.io.on('reconnect_failed', notActive);

  watch.onState('connecting');
  socket.connect();
}
