// The app hub (/app): the signed-in user's pushes about the app as a whole (tenders joining their
// lists, visibility changes, the session ending).
import { Hubs, type AppHubEvents } from '@tendermark/shared';
import { useHub, type HubHandlers } from './use-hub.ts';

export type AppHubHandlers = HubHandlers<AppHubEvents>;

export function useAppHub(
  handlers: AppHubHandlers,
  {
    enabled = true,
    onConnect,
  }: {
    enabled?: boolean;
    /** Every connection: what was pushed while it was lost is to be fetched. */
    onConnect?: (isReconnect: boolean) => void;
  } = {},
) {
  return useHub<AppHubEvents>(Hubs.app, {
    enabled,
    handlers,
    onConnect: (_socket, isReconnect) => onConnect?.(isReconnect),
  });
}
