// The live auction room (spec §2: the owner's step 3 and the supplier's live view): the top band
// with the server-time countdown, the supplier's bidding or the owner's ranking and controls, the
// result once it ended — kept live by the tender hub and read again from the API on every (re)join.
// A Japanese or Dutch auction shows its lots instead of the bid form (the owner: beside the
// ranking); an English one with staggered close shows each lot's own close on its item, and the
// owner its lots panel (issue 30).
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Alert, Skeleton, Stack } from '@mantine/core';
import {
  TenderStatus,
  hasStaggeredLots,
  isClockFormat,
  toFormatRules,
  type TTender,
} from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { useAuctionResult } from './api/get-auction-result.ts';
import { useBidHistory } from './api/get-bid-history.ts';
import type { ProlongReply } from './api/prolong-tender.ts';
import { LiveAnnouncer } from './components/live-announcer.tsx';
import { LotsPanel } from './components/lots-panel.tsx';
import { RoomTopBand } from './components/room-top-band.tsx';
import { SupplierRoom } from './components/supplier-room.tsx';
import { useAnnouncements } from './hooks/use-announcements.ts';
import { useBestPriceLine } from './hooks/use-best-price-line.ts';
import { useLots } from './hooks/use-lots.ts';
import { mergeHandlers } from './hooks/merge-handlers.ts';
import { useOwnerStandings } from './hooks/use-owner-standings.ts';
import { usePresence } from './hooks/use-presence.ts';
import { useRoomConnection } from './hooks/use-room-connection.ts';
import { useRoomFeed } from './hooks/use-room-feed.ts';
import { receiptsFromHistory, useRoomState, type RoomViewer } from './hooks/use-room-state.ts';
import { useServerClock } from './hooks/use-server-clock.ts';
import { lotRows } from './model/lots.ts';
import { newerReceipts } from './model/room-live.ts';

// The owner's side (ranking, controls and their dialogs, feed) and the result panel are loaded only
// when shown: a supplier's live room needs neither, and their modules (dialogs, number input, the
// contracts' zod schemas) made the room's first evaluation longer (bench/README.md, Lighthouse).
const OwnerRoom = lazy(async () => ({
  default: (await import('./components/owner-room.tsx')).OwnerRoom,
}));
const ResultPanel = lazy(async () => ({
  default: (await import('./components/result-panel.tsx')).ResultPanel,
}));
/** The owner's side's height while its chunk loads (a ranking and a chart card). */
const OWNER_ROOM_HEIGHT = 640;

export type AuctionRoomProps = { tender: TTender; viewer: RoomViewer };

/** Statuses in which there is no room to show (yet, or any more). */
const WITHOUT_ROOM: number[] = [TenderStatus.NEW, TenderStatus.CANCELED, TenderStatus.FREEZE];

/** One room per tender: moving to another tender starts with fresh live state. */
export function AuctionRoom({ tender, viewer }: AuctionRoomProps) {
  // A sealed tender has no live room: its offers open at the deadline, then it shows the result.
  if (tender.auctionFormat === 'sealed' && tender.tenderStatus !== TenderStatus.ENDED)
    return <SealedRoomNotice />;
  return <RoomView key={tender.tenderId} tender={tender} viewer={viewer} />;
}

function SealedRoomNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" role="note" data-testid="sealed-room-notice">
      {t('sealed.room.noLiveRoom')}
    </Alert>
  );
}

function RoomView({ tender, viewer }: AuctionRoomProps) {
  const { t } = useTranslation();
  const tenderId = tender.tenderId;
  const isOwner = viewer === 'owner';
  const { offsetMs } = useServerClock();

  const state = useRoomState(tender, viewer);
  const { live } = state;
  const format = tender.auctionFormat;
  const isClock = isClockFormat(format);
  const isStaggered = hasStaggeredLots(
    format,
    toFormatRules(tender.formatRules),
    tender.itemsDetails.length,
  );
  const hasLots = isClock || isStaggered;
  const lots = useLots(tender, { enabled: hasLots });
  const presence = usePresence(tenderId, isOwner);
  const announcements = useAnnouncements(tender);
  const standings = useOwnerStandings(tenderId, isOwner);
  const history = useBidHistory(tenderId);
  const priceLine = useBestPriceLine(tender, isOwner, offsetMs);
  const feed = useRoomFeed({
    tenderId,
    enabled: isOwner,
    history: history.data,
    announcements: announcements.announcements,
    serverOffsetMs: offsetMs,
    status: live.status,
    startDate: tender.startDate,
    endDate: live.endDate,
    auctionFormat: format,
    hasStaggeredLots: isStaggered,
  });
  const hub = useRoomConnection(
    tenderId,
    mergeHandlers(
      state.handlers,
      presence.handlers,
      announcements.handlers,
      standings.handlers,
      priceLine.handlers,
      feed.handlers,
      lots.handlers,
    ),
  );

  const isEnded = live.status === TenderStatus.ENDED;
  const result = useAuctionResult(tenderId, { enabled: isEnded });
  const receipts = useMemo(
    () => newerReceipts(receiptsFromHistory(isOwner ? undefined : history.data), live.receipts),
    [history.data, isOwner, live.receipts],
  );
  // The room's parts are memoised: a query reply or a push that changes one of them (the presence
  // count, the connection) must not re-render the others, so what they get stays the same objects.
  const activeUserNames = useMemo(
    () => (isOwner ? [...presence.activeUserNames].sort() : undefined),
    [isOwner, presence.activeUserNames],
  );
  // Japanese and Dutch: the result tells each lot's end, once GetLots has said it.
  const resultLots = useMemo(
    () => (isClock && lots.query.data ? lotRows(tender, lots.query.data, viewer) : undefined),
    [isClock, lots.query.data, tender, viewer],
  );
  const { recordProlonged } = state;
  const handleProlonged = useCallback(
    (reply: ProlongReply) => recordProlonged(reply.endDate),
    [recordProlonged],
  );

  return (
    <Stack
      gap="lg"
      component="section"
      aria-label={t('room.title')}
      data-testid="auction-room"
      data-viewer={viewer}
    >
      <LiveAnnouncer message={state.announcement} />
      <RoomTopBand
        name={tender.name}
        status={live.status}
        startDate={tender.startDate}
        endDate={live.endDate}
        connection={hub.state}
        onReconnect={hub.reconnect}
        joinError={hub.join && !hub.join.ok ? (hub.join.error ?? t('messages.generalError')) : null}
        activeCount={presence.count}
        activeUserNames={activeUserNames}
      />
      {isEnded && result.data?.tenderStatus === TenderStatus.ENDED ? (
        <Suspense fallback={null}>
          <ResultPanel
            result={result.data}
            viewer={viewer}
            tieRule={tender.tieRule}
            lots={resultLots}
          />
        </Suspense>
      ) : null}
      {WITHOUT_ROOM.includes(live.status) ? (
        <Alert color="gray" variant="light">
          {t('room.notOpen')}
        </Alert>
      ) : isOwner ? (
        <>
          {hasLots ? <LotsPanel tender={tender} viewer="owner" lots={lots} /> : null}
          <Suspense fallback={<Skeleton h={OWNER_ROOM_HEIGHT} />}>
            <OwnerRoom
              tender={tender}
              live={live}
              ranking={standings.entries}
              activeUserNames={presence.activeUserNames}
              chartPoints={priceLine.points}
              feed={feed.entries}
              announcements={announcements.announcements}
              targetLabels={state.targetLabels}
              onProlonged={handleProlonged}
              onAnnounced={announcements.add}
            />
          </Suspense>
        </>
      ) : isClock ? (
        <LotsPanel tender={tender} viewer="supplier" lots={lots} />
      ) : (
        <SupplierRoom
          tender={tender}
          live={live}
          receipts={receipts}
          announcements={announcements.announcements}
          onAccepted={state.recordAcceptedBid}
          lots={hasLots ? lots.query.data : undefined}
        />
      )}
    </Stack>
  );
}
