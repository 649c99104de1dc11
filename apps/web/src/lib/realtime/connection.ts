// Socket.IO connections to the hubs (DESIGN §4): the current access token in the handshake, a
// token refresh when the server refuses it, and at most Constants.reconnectAttempts reconnections
// every Constants.reconnectIntervalMs (spec §9), reported as the spec's four connection states.
// The browser's offline and online events cut that short: a lost network shows at once (not after
// the server's pings stop), and its return reconnects at once (not at the next retry).
import type { Socket } from 'socket.io-client';
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

/**
 * A socket to one hub, not yet connected; the handshake reads the token anew on every attempt.
 * The Socket.IO client loads on first use: visitors, who never connect, do not download it.
 */
export async function openHubSocket<Listen extends EventMap, Emit extends EventMap>(
  hub: HubPath,
): Promise<HubSocket<Listen, Emit>> {
  const { io } = await import('socket.io-client');
  return io(hub, {
    path: REALTIME_PATH,
    // A WebSocket at once, not long-polling first and an upgrade after: three hubs made about ten
    // HTTP requests at start that way. Where a WebSocket cannot open, polling is tried next.
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
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
  readonly connected: boolean;
  connect(): unknown;
  disconnect(): unknown;
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  io: {
    /** The Engine.IO connection under the socket; closing it ends the socket as a lost network does. */
    readonly engine?: { close(): unknown } | null;
    on(event: 'reconnect_attempt', listener: () => void): unknown;
    on(event: 'reconnect_failed', listener: () => void): unknown;
  };
};

const UNAUTHORIZED = 'unauthorized';

/**
 * Connects `socket` and reports its state; returns the function that stops watching the network.
 * A handshake refused as unauthorized (an expired access token) is retried once after a token
 * refresh; Socket.IO itself retries lost connections (a closed transport, or the server's pings
 * stopping). When the browser goes offline the connection counts as lost at once: its transport
 * is closed, which starts Socket.IO's retries. When the browser is back online a lost connection
 * is opened again at once with a fresh set of attempts; its `connect` is a reconnect, so the
 * caller re-joins and refetches. A connection closed on purpose stays closed.
 */
export function watchConnection(socket: WatchableSocket, watch: ConnectionWatch): () => void {
  let hasConnected = false;
  let hasRetriedWithFreshToken = false;
  /** Closed on purpose (by us, by the server, or refused): the network's return changes nothing. */
  let isClosedOnPurpose = false;
  const notActive = () => watch.onState('disconnected');
  const closedOnPurpose = () => {
    isClosedOnPurpose = true;
    notActive();
  };

  socket.on('connect', () => {
    const isReconnect = hasConnected;
    hasConnected = true;
    hasRetriedWithFreshToken = false;
    isClosedOnPurpose = false;
    watch.onState('connected');
    watch.onConnect(isReconnect);
  });
  socket.on('disconnect', (reason) => {
    // Closed on purpose (by us or by the server): Socket.IO does not reconnect by itself.
    if (reason === 'io client disconnect' || reason === 'io server disconnect') closedOnPurpose();
    else watch.onState('reconnecting');
  });
  socket.on('connect_error', (error) => {
    if (socket.active) return; // a lost transport: the manager retries
    if (error.message === UNAUTHORIZED && !hasRetriedWithFreshToken) {
      hasRetriedWithFreshToken = true;
      void refreshAccessToken().then((isRefreshed) => {
        if (isRefreshed) socket.connect();
        else closedOnPurpose();
      });
      return;
    }
    closedOnPurpose();
  });
  socket.io.on('reconnect_attempt', () => watch.onState('reconnecting'));
  socket.io.on('reconnect_failed', notActive);

  const handleOffline = () => {
    if (isClosedOnPurpose) return;
    watch.onState('reconnecting');
    // A WebSocket often stays "open" for many seconds after the network is gone.
    if (socket.connected) socket.io.engine?.close();
  };
  const handleOnline = () => {
    if (isClosedOnPurpose || socket.connected) return;
    watch.onState('reconnecting');
    // Drops the retry that waits for its interval (or the attempts that ran out) and starts anew.
    socket.disconnect();
    socket.connect();
  };
  window.addEventListener('offline', handleOffline);
  window.addEventListener('online', handleOnline);

  watch.onState('connecting');
  socket.connect();
  return () => {
    window.removeEventListener('offline', handleOffline);
    window.removeEventListener('online', handleOnline);
  };
}
