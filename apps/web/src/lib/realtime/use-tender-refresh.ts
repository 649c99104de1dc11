// Keeps a tender's queries fresh from the tender hub: the named events (hints) invalidate the
// tender and anything else given, and so does every reconnection. Bursts are coalesced.
import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { TenderHubEvents } from '@tendermark/shared';
import { tenderKeys } from '../tender-query-keys.ts';
import { useTenderHub, type TenderHub, type TenderHubHandlers } from './use-tender-hub.ts';

/** Events that arrive together (a status push and a counter) cause one refetch. */
const COALESCE_MS = 150;

export type UseTenderRefreshOptions = {
  enabled?: boolean;
  /** More queries to refresh with the tender (e.g. its questions). */
  alsoRefresh?: readonly QueryKey[];
  joinKey?: string | number | null;
  /** Runs for every event of the list, before the refetch (e.g. a toast). */
  onEvent?: (event: keyof TenderHubEvents, payload: { tenderId?: string }) => void;
};

export function useTenderRefresh(
  tenderId: string,
  events: readonly (keyof TenderHubEvents)[],
  { enabled = true, alsoRefresh = [], joinKey, onEvent }: UseTenderRefreshOptions = {},
): TenderHub {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ alsoRefresh, onEvent });
  useEffect(() => {
    latest.current = { alsoRefresh, onEvent };
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  // The event list's content, not its identity, decides the handlers.
  const eventList = events.join(',');
  const handlers = useMemo(() => {
    const refresh = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        for (const queryKey of [tenderKeys.detail(tenderId), ...latest.current.alsoRefresh])
          void queryClient.invalidateQueries({ queryKey });
      }, COALESCE_MS);
    };
    const names = eventList.split(',').filter(Boolean) as (keyof TenderHubEvents)[];
    const entries = names.map((event) => [
      event,
      (payload: { tenderId?: string }) => {
        if (payload?.tenderId && payload.tenderId !== tenderId) return;
        latest.current.onEvent?.(event, payload ?? {});
        refresh();
      },
    ]);
    return Object.fromEntries(entries) as TenderHubHandlers;
  }, [tenderId, queryClient, eventList]);

  return useTenderHub(tenderId, {
    enabled,
    handlers,
    joinKey,
    onReconnect: () => {
      for (const queryKey of [tenderKeys.detail(tenderId), ...latest.current.alsoRefresh])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
