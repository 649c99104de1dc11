// The tender hub (/tender) for one tender: connects with the current access token, joins the
// tender's room, re-joins after every reconnection and then calls `onReconnect` so the caller can
// refetch (events are hints, the API is the truth; DESIGN §4).
import { useEffect, useState } from 'react';
import {
  Hubs,
  type JoinTenderAck,
  type TenderHubClientEvents,
  type TenderHubEvents,
} from '@tendermark/shared';
import type { ConnectionState, HubSocket } from './connection.ts';
import { useHub, type HubHandlers } from './use-hub.ts';

export type TenderHubSocket = HubSocket<TenderHubEvents, TenderHubClientEvents>;
export type TenderHubHandlers = HubHandlers<TenderHubEvents>;

export type UseTenderHubOptions = {
  enabled?: boolean;
  /** Listeners by event name; they may change between renders. */
  handlers?: TenderHubHandlers;
  /** After a reconnection and re-join: refetch what may have been missed. */
  onReconnect?: () => void;
  /**
   * The room admits the owner and accepted suppliers only; when this value changes (a supplier's
   * status, say) the hub asks to join again.
   */
  joinKey?: string | number | null;
};

export type TenderHub = {
  state: ConnectionState;
  /** The server's answer to the last joinTender, null before it came. */
  join: JoinTenderAck | null;
  reconnect: () => void;
};

function joinTender(socket: TenderHubSocket, tenderId: string): Promise<JoinTenderAck> {
  return new Promise((resolve) => socket.emit('joinTender', { tenderId }, resolve));
}

export function useTenderHub(
  tenderId: string | null | undefined,
  { enabled = true, handlers, onReconnect, joinKey = null }: UseTenderHubOptions = {},
): TenderHub {
  const [join, setJoin] = useState<JoinTenderAck | null>(null);
  const isEnabled = enabled && Boolean(tenderId);

  const { state, socket, reconnect } = useHub<TenderHubEvents, TenderHubClientEvents>(Hubs.tender, {
    enabled: isEnabled,
    handlers,
    onConnect: (connected, isReconnect) => {
      if (!tenderId) return;
      void joinTender(connected, tenderId).then((ack) => {
        setJoin(ack);
        if (isReconnect) onReconnect?.();
      });
    },
  });

  // A changed tender or join key while connected: ask again (joining twice is harmless).
  useEffect(() => {
    if (!socket || !tenderId || !socket.connected) return;
    let isCurrent = true;
    void joinTender(socket, tenderId).then((ack) => {
      if (isCurrent) setJoin(ack);
    });
    return () => {
      isCurrent = false;
    };
  }, [socket, tenderId, joinKey]);

  return { state, join: isEnabled ? join : null, reconnect };
}
