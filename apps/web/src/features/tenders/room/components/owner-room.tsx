// The owner's side of the room: the live ranking and best-total chart, the owner's controls, the
// feed of events and the announcements.
import { lazy, memo, Suspense } from 'react';
import { Grid, Skeleton, Stack } from '@mantine/core';
import {
  TenderStatus,
  type PositionEntry,
  type TBestPricePoint,
  type TTender,
} from '@tendermark/shared';
import { ownerExports } from '@/lib/tender-files.ts';
import type { AnnouncementReply } from '../api/add-announcement.ts';
import type { ProlongReply } from '../api/prolong-tender.ts';
import type { FeedAnnouncement, FeedEntry } from '../model/feed.ts';
import type { RoomLive, TargetKey } from '../model/room-live.ts';
import type { TargetLabel } from '../model/targets.ts';
import { useServerNow } from '../hooks/use-server-clock.ts';
import { AnnouncementsCard } from './announcements-card.tsx';
import { EventFeed } from './event-feed.tsx';
import { OwnerActions } from './owner-actions.tsx';
import { OwnerRanking } from './owner-ranking.tsx';

type OwnerRoomProps = {
  tender: TTender;
  live: RoomLive;
  ranking: PositionEntry[];
  activeUserNames: ReadonlySet<string>;
  chartPoints: TBestPricePoint[];
  feed: FeedEntry[];
  announcements: FeedAnnouncement[];
  targetLabels: Record<TargetKey, TargetLabel>;
  onProlonged: (reply: ProlongReply) => void;
  onAnnounced: (reply: AnnouncementReply) => void;
};

/** The chart's line reaches "now" every few seconds while the auction runs. */
const CHART_TICK_MS = 5000;

/** The chart library is most of the room's JavaScript: only the owner loads it, after the rest. */
const BestPriceChart = lazy(async () => ({
  default: (await import('./best-price-chart.tsx')).BestPriceChart,
}));
/** The chart card's height (title, 220 px chart, padding), held while it loads. */
const CHART_CARD_HEIGHT = 310;

export const OwnerRoom = memo(function OwnerRoom(props: OwnerRoomProps) {
  const { tender, live } = props;
  const serverNow = useServerNow(CHART_TICK_MS);
  const isRunning = live.status === TenderStatus.SUBMITTED;
  const chartEnd = isRunning
    ? Math.min(serverNow, new Date(live.endDate).getTime())
    : live.status === TenderStatus.ENDED
      ? new Date(live.endDate).getTime()
      : null;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <Stack gap="lg">
          <OwnerRanking
            entries={props.ranking}
            currency={tender.currency}
            activeUserNames={live.status === TenderStatus.ENDED ? null : props.activeUserNames}
          />
          <Suspense fallback={<Skeleton h={CHART_CARD_HEIGHT} />}>
            <BestPriceChart
              points={props.chartPoints}
              currency={tender.currency}
              expectedTotal={tender.totExpPrice}
              until={chartEnd}
            />
          </Suspense>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="lg">
          <OwnerActions
            tenderId={tender.tenderId}
            tenderName={tender.name}
            canProlong={isRunning}
            exports={ownerExports(live.status)}
            onProlonged={props.onProlonged}
            onAnnounced={props.onAnnounced}
          />
          <EventFeed
            entries={props.feed}
            currency={tender.currency}
            targetLabels={props.targetLabels}
            isSealed={tender.auctionFormat === 'sealed'}
          />
          <AnnouncementsCard announcements={props.announcements} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
});
