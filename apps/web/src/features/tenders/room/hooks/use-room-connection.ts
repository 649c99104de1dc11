// The room's tender-hub connection (lib/realtime/use-tender-hub): the pushes go to the room's
// handlers, and whenever the room is (re)joined or the status changes, the tender and the room's
// reads are fetched again — pushes are hints, the API is the truth (DESIGN §4).
import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { tenderKeys } from '@/lib/tender-query-keys.ts';
import { useTenderHub, type TenderHubHandlers } from '@/lib/realtime/use-tender-hub.ts';
import { roomKeys } from '../api/room-keys.ts';
import { mergeHandlers } from './merge-handlers.ts';

export function useRoomConnection(tenderId: string, handlers: TenderHubHandlers) {
  const queryClient = useQueryClient();
  const refetchAll = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: tenderKeys.detail(tenderId) });
    void queryClient.invalidateQueries({ queryKey: roomKeys.all(tenderId) });
  }, [queryClient, tenderId]);

  const hub = useTenderHub(tenderId, {
    handlers: mergeHandlers(handlers, {
      updateTenderStatus: (payload) => {
        if (payload.tenderId === tenderId) refetchAll();
      },
    }),
    onReconnect: refetchAll,
  });

  // The first join: what happened between the first reads and the join is read again — in a task
  // of its own, not in the one that renders the join: starting the requests costs the main thread
  // about as much as that render, and together they made one long task (bench/README.md).
  const hasJoined = hub.join?.ok === true;
  useEffect(() => {
    if (!hasJoined) return;
    const timer = setTimeout(refetchAll, 0);
    return () => clearTimeout(timer);
  }, [hasJoined, refetchAll]);

  return hub;
}
