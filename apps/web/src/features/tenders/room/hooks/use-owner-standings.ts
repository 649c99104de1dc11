// The owner's ranking: GetAuctionResult's standing, replaced by each full updateSuppliersPositions
// push that is newer than the last read (and never by an older push).
import { useMemo, useState } from 'react';
import { Constants, type PositionEntry } from '@tendermark/shared';
import type { TenderHubHandlers } from '@/lib/realtime/use-tender-hub.ts';
import { useAuctionResult } from '../api/get-auction-result.ts';

type PushedRanking = { seq: number; positions: PositionEntry[]; receivedAt: number };

const byPosition = (a: PositionEntry, b: PositionEntry) =>
  a.position - b.position || a.userName.localeCompare(b.userName);

export function useOwnerStandings(tenderId: string, isOwner: boolean) {
  const result = useAuctionResult(tenderId, { enabled: isOwner });
  const [pushed, setPushed] = useState<PushedRanking | null>(null);

  const handlers: TenderHubHandlers = isOwner
    ? {
        updateSuppliersPositions: (payload) => {
          if (payload.tenderId !== tenderId) return;
          const receivedAt = Date.now();
          setPushed((current) =>
            current && current.seq > payload.seq
              ? current
              : { seq: payload.seq, positions: payload.positions, receivedAt },
          );
        },
      }
    : {};

  const isPushNewer = pushed !== null && pushed.receivedAt > result.dataUpdatedAt;
  const entries = isPushNewer ? pushed.positions : result.data?.finalRanking;
  const ranked = useMemo(() => [...(entries ?? [])].sort(byPosition), [entries]);
  return {
    entries: ranked,
    leader: ranked.find((entry) => entry.position !== Constants.noPosition),
    handlers,
  };
}
