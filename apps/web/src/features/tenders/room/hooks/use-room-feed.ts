// The owner's event feed: the bid history, announcements, the start and end (from the tender's
// status) and the owner's prolongations (from the audit log) as read, plus bids and prolongations
// pushed since (each once). A reload shows the same events.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AuctionFormat, BidEvent, TBidHistory } from '@tendermark/shared';
import { auditLogQueryOptions } from '@/features/tenders/api/get-audit-log.ts';
import type { TenderHubHandlers } from '@/lib/realtime/use-tender-hub.ts';
import {
  durableEvents,
  feedBidFromHistory,
  lotOvertimeOf,
  mergeFeed,
  pushedProlongationOf,
  withPushedProlongations,
  type FeedAnnouncement,
  type FeedBid,
  type FeedProlonged,
} from '../model/feed.ts';
import type { BidTarget } from '../model/room-live.ts';

type UseRoomFeedInput = {
  tenderId: string;
  enabled: boolean;
  history: TBidHistory | undefined;
  announcements: FeedAnnouncement[];
  serverOffsetMs: number;
  /** The room's status and dates as they stand (read, then pushed). */
  status: number;
  startDate: string;
  endDate: string;
  auctionFormat: AuctionFormat;
  /** English with staggered close: overtime moves lots, and the feed names the lot. */
  hasStaggeredLots: boolean;
};

export function useRoomFeed({
  tenderId,
  enabled,
  history,
  announcements,
  serverOffsetMs,
  status,
  startDate,
  endDate,
  auctionFormat,
  hasStaggeredLots,
}: UseRoomFeedInput) {
  const [liveBids, setLiveBids] = useState<FeedBid[]>([]);
  const [pushedProlongations, setPushedProlongations] = useState<FeedProlonged[]>([]);
  const auditLog = useQuery({ ...auditLogQueryOptions(tenderId), enabled });
  const serverNow = () => new Date(Date.now() + serverOffsetMs).toISOString();

  const addBid = (bid: BidEvent, target: BidTarget) => {
    if (bid.tenderId !== tenderId) return;
    const { at, seq, userName, value } = bid;
    setLiveBids((current) => [
      ...current,
      { kind: 'bid', at, seq, userName, target, value, isInitialOffer: false },
    ]);
  };
  const addProlongation = (event: FeedProlonged | undefined) => {
    if (event) setPushedProlongations((current) => [...current, event]);
  };
  const handlers: TenderHubHandlers = enabled
    ? {
        updateSuppliersItemBid: (payload) => addBid(payload, { kind: 'item', id: payload.itemId }),
        updateSuppliersCriterionBid: (payload) =>
          addBid(payload, { kind: 'criterion', id: payload.criterionId }),
        prolongAuction: (payload) => {
          if (payload.tenderId !== tenderId) return;
          addProlongation(pushedProlongationOf(payload, serverNow(), hasStaggeredLots));
        },
        lotUpdate: (payload) => {
          if (payload.tenderId !== tenderId) return;
          addProlongation(lotOvertimeOf(payload, serverNow()));
        },
      }
    : {};

  const otherEvents = useMemo(
    () =>
      withPushedProlongations(
        durableEvents({ status, startDate, endDate, auditLog: auditLog.data, auctionFormat }),
        pushedProlongations,
      ),
    [status, startDate, endDate, auditLog.data, auctionFormat, pushedProlongations],
  );
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
