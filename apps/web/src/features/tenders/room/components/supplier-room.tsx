// The supplier's side of the room: the position badge, the items and criteria to bid on, how the
// ranking works, and the announcements.
import { memo, useCallback, useMemo } from 'react';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  TenderStatus,
  WinningThreshold,
  seesBestBids,
  type TLotsReply,
  type TTender,
} from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { sendBid } from '@/lib/bid-api.ts';
import type { FeedAnnouncement } from '../model/feed.ts';
import type {
  AcceptedReceipt,
  BidReceiptView,
  BidTarget,
  RoomLive,
  TargetKey,
} from '../model/room-live.ts';
import { criterionRows, itemRows } from '../model/supplier-rows.ts';
import { useHasPassed } from '../hooks/use-server-clock.ts';
import { AnnouncementsCard } from './announcements-card.tsx';
import { PositionBadge } from './position-badge.tsx';
import { RankingHelp } from './ranking-help.tsx';
import { SupplierCriteria } from './supplier-criteria.tsx';
import { SupplierItems } from './supplier-items.tsx';
import classes from './supplier-room.module.css';

type SupplierRoomProps = {
  tender: TTender;
  live: RoomLive;
  receipts: Record<TargetKey, BidReceiptView>;
  announcements: FeedAnnouncement[];
  onAccepted: (target: BidTarget, value: number, receipt: AcceptedReceipt) => void;
  /** English with staggered close: GetLots and its pushes, each item's own close (issue 30). */
  lots?: TLotsReply;
};

export const SupplierRoom = memo(function SupplierRoom({
  tender,
  live,
  receipts,
  announcements,
  onAccepted,
  lots,
}: SupplierRoomProps) {
  const { t } = useTranslation();
  const hasEnded = useHasPassed(live.endDate);
  const seesBest = seesBestBids(tender.bidVisibility, 'supplier', live.status);
  const canBid = live.status === TenderStatus.SUBMITTED && !hasEnded;
  // Kept while only the end passing or the announcements change: the bid rows need not re-render.
  const items = useMemo(
    () => itemRows(tender, live, receipts, seesBest, lots?.lots),
    [tender, live, receipts, seesBest, lots],
  );
  const criteria = useMemo(
    () => criterionRows(tender, live, receipts, seesBest),
    [tender, live, receipts, seesBest],
  );
  const rankingCriteria = useMemo(
    () =>
      tender.criteriaDetails.map((criterion) => ({
        name: criterion.name,
        weight: criterion.weight.id,
        isHighest: criterion.winningThreshold.id === WinningThreshold.HIGHEST,
      })),
    [tender.criteriaDetails],
  );

  const { tenderId } = tender;
  const handleBid = useCallback(
    (target: BidTarget, value: number) =>
      sendBid(tenderId, target, value).then((receipt) => onAccepted(target, value, receipt)),
    [tenderId, onAccepted],
  );
  const isClosed = live.status === TenderStatus.ENDED;
  const common = { currency: tender.currency, seesBest, canBid, isClosed, onBid: handleBid };

  return (
    <div className={classes.layout}>
      <div className={classes.position}>
        <PositionBadge
          position={live.ownPosition}
          tiedWith={live.ownTiedWith}
          tieRule={tender.tieRule}
          isEnded={live.status === TenderStatus.ENDED}
        />
      </div>
      <Stack gap="lg" className={classes.bids}>
        <Card>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t('room.items.title')}
            </Title>
            {seesBest ? null : (
              <Alert
                variant="light"
                color="gray"
                icon={<IconInfoCircle size={18} />}
                data-testid="ranked-note"
              >
                {t('room.items.rankedOnly')}
              </Alert>
            )}
            {live.status === TenderStatus.SUBMITTED && !canBid ? (
              <Text size="sm" c="dimmed">
                {t('room.bid.closed')}
              </Text>
            ) : null}
            <SupplierItems rows={items} {...common} />
          </Stack>
        </Card>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('room.criteria.title')}
          </Title>
          <SupplierCriteria rows={criteria} {...common} />
        </Stack>
      </Stack>
      <Stack gap="lg" className={classes.side}>
        <RankingHelp criteria={rankingCriteria} tieRule={tender.tieRule} />
        <AnnouncementsCard announcements={announcements} />
      </Stack>
    </div>
  );
});
