// Who is in the room: ActiveOnTender, then (owner only) the presence pushes
// updateTotalActiveBiddersInTender and SetUserAsActive; suppliers re-read the count now and then.
import { useMemo, useState } from 'react';
import type { TenderHubHandlers } from '@/lib/realtime/use-tender-hub.ts';
import { useActiveOnTender } from '../api/get-active-on-tender.ts';
import { ACTIVE_BIDDERS_REFRESH_MS } from '../room-constants.ts';

type Pushed<T> = { value: T; receivedAt: number };

export function usePresence(tenderId: string, isOwner: boolean) {
  const active = useActiveOnTender(tenderId, {
    refetchInterval: isOwner ? undefined : ACTIVE_BIDDERS_REFRESH_MS,
  });
  const [pushedCount, setPushedCount] = useState<Pushed<number> | null>(null);
  const [pushedActivity, setPushedActivity] = useState<Record<string, Pushed<boolean>>>({});

  const handlers: TenderHubHandlers = {
    updateTotalActiveBiddersInTender: (payload) => {
      if (payload.tenderId !== tenderId) return;
      setPushedCount({ value: payload.count, receivedAt: Date.now() });
    },
    SetUserAsActive: (payload) => {
      if (payload.tenderId !== tenderId) return;
      const receivedAt = Date.now();
      setPushedActivity((current) => ({
        ...current,
        [payload.userName]: { value: payload.active, receivedAt },
      }));
    },
  };

  const readAt = active.dataUpdatedAt;
  const count =
    pushedCount && pushedCount.receivedAt > readAt ? pushedCount.value : (active.data?.count ?? 0);
  const readNames = active.data?.userNames;
  const names = useMemo(() => {
    const current = new Set(readNames ?? []);
    for (const [userName, activity] of Object.entries(pushedActivity)) {
      if (activity.receivedAt <= readAt) continue;
      if (activity.value) current.add(userName);
      else current.delete(userName);
    }
    return current;
  }, [readNames, pushedActivity, readAt]);
  return { count, activeUserNames: names, handlers };
}
