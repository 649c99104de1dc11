// The owner's event feed: the bid history and announcements as read, plus bids, prolongations and
// status changes pushed since (bids once each, by sequence number).
import { useMemo, useState } from 'react';
import type { TBidHistory } from '@tendermark/shared';
import type { TenderHubHandlers } from '../../../../lib/realtime/use-tender-hub.ts';
import {
  feedBidFromHistory,
  mergeFeed,
  type FeedAnnouncement,
  type FeedBid,
  type FeedProlonged,
  type FeedStatus,
} from '../model/feed.ts';

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

  const addBid = (bid: FeedBid) => setLiveBids((current) => [...current, bid]);
  const handlers: TenderHubHandlers = enabled
    ? {
        updateSuppliersItemBid: (payload) => {
          if (payload.tenderId !== tenderId) return;
          addBid({
            kind: 'bid',
            at: payload.at,
            seq: payload.seq,
            userName: payload.userName,
            target: { kind: 'item', id: payload.itemId },
            value: payload.value,
            isInitialOffer: false,
          });
        },
        updateSuppliersCriterionBid: (payload) => {
          if (payload.tenderId !== tenderId) return;
          addBid({
            kind: 'bid',
            at: payload.at,
            seq: payload.seq,
            userName: payload.userName,
            target: { kind: 'criterion', id: payload.criterionId },
            value: payload.value,
            isInitialOffer: false,
          });
        },
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
