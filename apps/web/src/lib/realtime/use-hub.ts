// A React hook around one hub connection: its state, typed event handlers that may change between
// renders without reconnecting, and a callback on every (re)connection.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  openHubSocket,
  watchConnection,
  type ConnectionState,
  type EventMap,
  type HubPath,
  type HubSocket,
} from './connection.ts';

/** Listeners for any of a hub's events, by name; payloads typed by the shared event map. */
export type HubHandlers<Events extends EventMap> = Partial<Events>;

export type UseHubOptions<Listen extends EventMap, Emit extends EventMap> = {
  /** false: no connection (e.g. no tender yet, or a visitor). */
  enabled?: boolean;
  handlers?: HubHandlers<Listen>;
  onConnect?: (socket: HubSocket<Listen, Emit>, isReconnect: boolean) => void;
};

export type HubConnection<Listen extends EventMap, Emit extends EventMap> = {
  state: ConnectionState;
  /** The live socket while enabled, to emit on. */
  socket: HubSocket<Listen, Emit> | null;
  /** Starts over after the reconnection attempts ran out. */
  reconnect: () => void;
};

export function useHub<Listen extends EventMap, Emit extends EventMap = EventMap>(
  hub: HubPath,
  { enabled = true, handlers, onConnect }: UseHubOptions<Listen, Emit>,
): HubConnection<Listen, Emit> {
  const [state, setState] = useState<ConnectionState>(enabled ? 'connecting' : 'disconnected');
  const [socket, setSocket] = useState<HubSocket<Listen, Emit> | null>(null);
  const [generation, setGeneration] = useState(0);
  const handlersRef = useRef(handlers);
  const onConnectRef = useRef(onConnect);
  useEffect(() => {
    handlersRef.current = handlers;
    onConnectRef.current = onConnect;
  });

  useEffect(() => {
    if (!enabled) return;
    let hubSocket: HubSocket<Listen, Emit> | null = null;
    let stopWatching: (() => void) | undefined;
    let isClosed = false;
    void openHubSocket<Listen, Emit>(hub).then((opened) => {
      if (isClosed) return;
      hubSocket = opened;
      opened.onAny((event: string, ...args: unknown[]) => {
        const handler = handlersRef.current?.[event];
        // Socket.IO hands the payload over untyped; the server sends what the shared map declares.
        if (typeof handler === 'function') Reflect.apply(handler, undefined, args);
      });
      stopWatching = watchConnection(opened, {
        onState: setState,
        onConnect: (isReconnect) => onConnectRef.current?.(opened, isReconnect),
      });
      setSocket(opened);
    });
    return () => {
      isClosed = true;
      stopWatching?.();
      hubSocket?.offAny();
      hubSocket?.disconnect();
      setSocket(null);
    };
  }, [hub, enabled, generation]);

  const reconnect = useCallback(() => setGeneration((current) => current + 1), []);
  return { state: enabled ? state : 'disconnected', socket, reconnect };
}
