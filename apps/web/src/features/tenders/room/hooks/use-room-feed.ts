// The owner's event feed: the bid history and announcements as read, plus bids, prolongations and
// status changes pushed since (bids once each, by sequence number).
import { useMemo, useState } from 'react';
import type { BidEvent, TBidHistory } from '@tendermark/shared';
import type { TenderHubHandlers } from '../../../../lib/realtime/use-tender-hub.ts';
import {
  feedBidFromHistory,
  mergeFeed,
  type FeedAnnouncement,
  type FeedBid,
  type FeedProlonged,
  type FeedStatus,
} from '../model/feed.ts';
import type { BidTarget } from '../model/room-live.ts';

type UseRoomFeedInput = {
  tenderId: string;
  enabled: boolean;
  history: TBidHistory | undefined;
  announcements: FeedAnnouncement[];
  serverOffsetMs: number;
};

export function useRoomFeed({
  tenderId,
  enabled,
  history,
  announcements,
  serverOffsetMs,
}: UseRoomFeedInput) {
  const [liveBids, setLiveBids] = useState<FeedBid[]>([]);
  const [otherEvents, setOtherEvents] = useState<(FeedProlonged | FeedStatus)[]>([]);
  const serverNow = () => new Date(Date.now() + serverOffsetMs).toISOString();

  const addBid = (bid: BidEvent, target: BidTarget) => {
    if (bid.tenderId !== tenderId) return;
    const { at, seq, userName, value } = bid;
    setLiveBids((current) => [
      ...current,
      { kind: 'bid', at, seq, userName, target, value, isInitialOffer: false },
    ]);
  };
  const handlers: TenderHubHandlers = enabled
    ? {
        updateSuppliersItemBid: (payload) => addBid(payload, { kind: 'item', id: payload.itemId }),
        updateSuppliersCriterionBid: (payload) =>
          addBid(payload, { kind: 'criterion', id: payload.criterionId }),
        prolongAuction: (payload) => {
          if (payload.tenderId !== tenderId) return;
          const event: FeedProlonged = {
            kind: 'prolonged',
            at: serverNow(),
            endDate: payload.endDate,
            minutes: payload.minutes,
            reason: payload.reason,
          };
          setOtherEvents((current) => [...current, event]);
        },
        updateTenderStatus: (payload) => {
          if (payload.tenderId !== tenderId) return;
          const event: FeedStatus = { kind: 'status', at: serverNow(), status: payload.status };
          setOtherEvents((current) => [...current, event]);
        },
      }
    : {};

  const entries = useMemo(
    () =>
      mergeFeed({
        historyBids: (history?.bids ?? []).filter((bid) => !bid.withdrawn).map(feedBidFromHistory),
        liveBids,
        announcements,
        otherEvents,
      }),
    [history, liveBids, announcements, otherEvents],
  );
  return { entries, handlers };
}
