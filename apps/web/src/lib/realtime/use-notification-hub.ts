// The notification hub (/notification): the signed-in user's own pushes (new notifications,
// pending invitation and applicant counts).
import { Hubs, type NotificationHubEvents } from '@tendermark/shared';
import { useHub, type HubHandlers } from './use-hub.ts';

export type NotificationHubHandlers = HubHandlers<NotificationHubEvents>;

export function useNotificationHub(
  handlers: NotificationHubHandlers,
  {
    enabled = true,
    onConnect,
  }: {
    enabled?: boolean;
    /** Every connection: what was pushed before it (or while it was lost) is to be fetched. */
    onConnect?: (isReconnect: boolean) => void;
  } = {},
) {
  return useHub<NotificationHubEvents>(Hubs.notification, {
    enabled,
    handlers,
    onConnect: (_socket, isReconnect) => onConnect?.(isReconnect),
  });
}
