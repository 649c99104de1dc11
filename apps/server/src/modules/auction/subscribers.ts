/**
 * The auction's reactions to committed events (events/subscribers.ts registers them): what the
 * live room and the tender's followers are pushed when bids, the owner or the clock changed it.
 */
import { TenderStatus } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import {
  publishAuctionEnd,
  publishBatchUpdates,
  publishRoomUpdate,
  publishTenderStatus,
} from './room-pushes.ts';

export function subscribeToAuctionEvents(ctx: AppContext): void {
  const { events } = ctx;
  // First of its type: it starts before the batch's bidders get their receipts.
  events.on('bidsAccepted', 'push the batch of bids to the room', ({ pushes, roomChange }) =>
    publishBatchUpdates(ctx, pushes, roomChange),
  );
  events.on('roomRanked', 'push the room ranked again', ({ update }) =>
    publishRoomUpdate(ctx, update),
  );
  events.on('auctionProlonged', 'push prolongAuction', ({ tenderId, endDate, minutes }) =>
    ctx.realtime.publisher.toTender(tenderId, 'prolongAuction', {
      tenderId,
      endDate: endDate.toISOString(),
      minutes,
      reason: 'owner',
    }),
  );
  events.on('announcementPosted', 'push the announcement', ({ tenderId, date, text }) =>
    ctx.realtime.publisher.toTender(tenderId, 'addTenderAnnouncement', { tenderId, date, text }),
  );
  events.on('proposalsEnded', 'push the status', ({ tender }) =>
    publishTenderStatus(ctx, tender, TenderStatus.RFP_ENDED),
  );
  events.on('auctionStarted', 'push the status', ({ tender }) =>
    publishTenderStatus(ctx, tender, TenderStatus.SUBMITTED),
  );
  events.on('auctionEnded', 'push the end and the final ranking', ({ tender, standings }) =>
    publishAuctionEnd(ctx, tender, standings),
  );
}
