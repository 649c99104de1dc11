/**
 * What each side of the room may see (DESIGN §4, and the owner's Ranked / Open choice). Owners see
 * everything. Suppliers see best bids only in an open ('rankAndBest') auction and only once the
 * room has opened: initial offers of the proposal phase stay sealed.
 */
import { TenderStatus } from '../common/enums.ts';
import { BidVisibility } from '../tenders/constants.ts';

export type RoomRole = 'owner' | 'supplier';

const ROOM_OPEN_STATUSES: number[] = [TenderStatus.SUBMITTED, TenderStatus.ENDED];

export function seesBestBids(visibility: string, role: RoomRole, status: number): boolean {
  if (role === 'owner') return true;
  return visibility === BidVisibility.RANK_AND_BEST_BIDS && ROOM_OPEN_STATUSES.includes(status);
}

/** A tender's items and criteria with best bids blanked (-1) for a viewer who may not see them. */
export function withoutBestBids<
  T extends { itemsDetails: { bestBid: number }[]; criteriaDetails: { bestBid: number }[] },
>(tender: T): T {
  return {
    ...tender,
    itemsDetails: tender.itemsDetails.map((item) => ({ ...item, bestBid: -1 })),
    criteriaDetails: tender.criteriaDetails.map((criterion) => ({ ...criterion, bestBid: -1 })),
  };
}
