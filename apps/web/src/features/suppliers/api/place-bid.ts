// An initial bid in the proposal phase (BidToItem / BidToCriterion through lib/bid-api), answered
// with a receipt; the tender is refreshed afterwards.
import { sendBid, type BidTargetRef } from '@/lib/bid-api.ts';
import { useTenderMutation } from '@/lib/use-tender-mutation.ts';

export type BidTarget = BidTargetRef;

export function usePlaceBid(tenderId: string) {
  return useTenderMutation(tenderId, ({ target, bid }: { target: BidTarget; bid: number }) =>
    sendBid(tenderId, target, bid),
  );
}
