// The room's live state (model/room-live.ts) kept from GetTender and the pushes, plus the text the
// live region reads out when the own position or a best bid changes.
import { useCallback, useMemo, useReducer, useState } from 'react';
import { Constants, type TBidHistory, type TTender } from '@tendermark/shared';
import type { TFunction } from '@/lib/translation.ts';
import { useTranslation } from '@/lib/translation.ts';
import type { TenderHubHandlers } from '@/lib/realtime/use-tender-hub.ts';
import {
  initialRoomLive,
  roomLiveReducer,
  targetKey,
  type AcceptedReceipt,
  type BidReceiptView,
  type BidTarget,
  type TargetKey,
} from '../model/room-live.ts';
import { formatTargetValue, targetLabelsOf } from '../model/targets.ts';

export type RoomViewer = 'owner' | 'supplier';

/** No receipts: one object, so that an empty history and no history give the same value. */
const NO_RECEIPTS: Record<TargetKey, BidReceiptView> = Object.freeze({});

/** The latest receipt per target among the own (not withdrawn) bids of the history. */
export function receiptsFromHistory(
  history: TBidHistory | undefined,
): Record<TargetKey, BidReceiptView> {
  if (!history?.bids.some((bid) => !bid.withdrawn)) return NO_RECEIPTS;
  const receipts: Record<TargetKey, BidReceiptView> = {};
  for (const bid of history.bids) {
    if (bid.withdrawn) continue;
    receipts[targetKey({ kind: bid.targetKind, id: bid.targetId })] = {
      seq: bid.seq,
      serverTime: bid.at,
      hash: bid.hash,
    };
  }
  return receipts;
}

function placeText(t: TFunction, position: number, tiedWith = 0) {
  if (position === Constants.noPosition) return t('room.position.none');
  const place = t('room.position.place', { count: position, ordinal: true });
  return tiedWith > 0 ? t('room.position.tiedPlace', { place }) : place;
}

export function useRoomState(tender: TTender, viewer: RoomViewer) {
  const { t } = useTranslation();
  const [live, dispatch] = useReducer(roomLiveReducer, { tender, viewer }, initialRoomLive);
  const [announcement, setAnnouncement] = useState('');
  // A fresh tender is the server's truth: start over from it (React's "adjust state on prop change").
  const [seenTender, setSeenTender] = useState(tender);
  if (seenTender !== tender) {
    setSeenTender(tender);
    dispatch({ type: 'reset', tender, viewer });
  }

  const targetLabels = useMemo(() => targetLabelsOf(tender), [tender]);
  const tenderId = tender.tenderId;

  const announceBestBid = (target: BidTarget, bestBid: number) => {
    if (bestBid < 0) return;
    const label = targetLabels[targetKey(target)];
    const amount = formatTargetValue(label, bestBid, tender.currency);
    setAnnouncement(t('room.live.bestBid', { name: label?.name ?? '', amount }));
  };

  const handlers: TenderHubHandlers = {
    updateItemBestBid: (payload) => {
      if (payload.tenderId !== tenderId) return;
      const target: BidTarget = { kind: 'item', id: payload.itemId };
      dispatch({ type: 'bestBid', target, bestBid: payload.bestBid, seq: payload.seq });
      announceBestBid(target, payload.bestBid);
    },
    updateCriterionBestBid: (payload) => {
      if (payload.tenderId !== tenderId) return;
      const target: BidTarget = { kind: 'criterion', id: payload.criterionId };
      dispatch({ type: 'bestBid', target, bestBid: payload.bestBid, seq: payload.seq });
      announceBestBid(target, payload.bestBid);
    },
    updateSuppliersPositions: (payload) => {
      // A supplier hears only about itself; the owner's full list is use-owner-standings'.
      if (payload.tenderId !== tenderId || viewer !== 'supplier') return;
      const own = payload.positions[0];
      if (!own) return;
      const { position, tiedWith } = own;
      dispatch({ type: 'ownPosition', position, tiedWith, seq: payload.seq });
      setAnnouncement(t('room.live.position', { place: placeText(t, position, tiedWith) }));
    },
    updateTenderStatus: (payload) => {
      if (payload.tenderId !== tenderId) return;
      dispatch({ type: 'status', status: payload.status, endDate: payload.endDate });
    },
    prolongAuction: (payload) => {
      if (payload.tenderId !== tenderId) return;
      dispatch({ type: 'prolonged', endDate: payload.endDate });
      setAnnouncement(t('room.live.prolonged', { count: payload.minutes }));
    },
  };

  // Stable: the memoised parts of the room that take them re-render only for what they show.
  const recordAcceptedBid = useCallback(
    (target: BidTarget, value: number, receipt: AcceptedReceipt) => {
      dispatch({ type: 'ownBidAccepted', target, value, receipt });
      const place = placeText(t, receipt.position, receipt.tiedWith);
      setAnnouncement(t('room.live.accepted', { place }));
    },
    [t],
  );

  const recordProlonged = useCallback(
    (endDate: string) => dispatch({ type: 'prolonged', endDate }),
    [],
  );

  return { live, handlers, announcement, targetLabels, recordAcceptedBid, recordProlonged };
}
