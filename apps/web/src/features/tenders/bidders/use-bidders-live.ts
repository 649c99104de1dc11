// Step 2 live: the tender hub's hints about bidders refresh the tender (and its questions).
import type { TenderHubEvents } from '@tendermark/shared';
import { questionKeys } from '@/lib/questions-api.ts';
import { useTenderRefresh } from '@/lib/realtime/use-tender-refresh.ts';

const OWNER_BIDDER_EVENTS: readonly (keyof TenderHubEvents)[] = [
  'addPublicBidder',
  'updateSuppliersParticipationStatus',
  'notifyOwnerWhenCompletedOffer',
  'saveSuppliersMustHaveConditionResponses',
  'addBiddersAttachments',
  'removeBiddersAttachment',
  'updateTenderNewAppliesCount',
  'updateSuppliersItemBid',
  'updateSuppliersCriterionBid',
  'updateSuppliersPositions',
  'blockBidder',
  'commentOffer',
  'updateTenderStatus',
];

export function useBiddersLive(tenderId: string) {
  return useTenderRefresh(tenderId, OWNER_BIDDER_EVENTS, {
    alsoRefresh: [questionKeys.ofTender(tenderId)],
  });
}
