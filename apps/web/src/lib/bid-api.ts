// POST /api/tendersupplier/BidToItem and BidToCriterion: one bid, answered with its receipt
// (sequence number, server time, chain hash, the bidder's position) or refused with the reason.
import type { TBidReceipt } from '@tendermark/shared';
import { apiRequest } from './api-client.ts';

export type BidTargetRef = { kind: 'item' | 'criterion'; id: string };

export function sendBid(tenderId: string, target: BidTargetRef, bid: number): Promise<TBidReceipt> {
  return target.kind === 'item'
    ? apiRequest('/api/tendersupplier/BidToItem', {
        method: 'POST',
        body: { tenderId, itemId: target.id, bid },
      })
    : apiRequest('/api/tendersupplier/BidToCriterion', {
        method: 'POST',
        body: { tenderId, criterionId: target.id, bid },
      });
}
