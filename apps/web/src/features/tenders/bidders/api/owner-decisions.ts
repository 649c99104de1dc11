// The owner's decisions about one bidder: approve or reject an applicant or rejoin request
// (ResponseToPublicBidder), block and unblock (BlockBidder, UnblockBidder), remove
// (DeleteTenderSeller) and comment on the offer (CommentOffer).
import type { TSupplierEntry } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { useTenderMutation } from '@/lib/use-tender-mutation.ts';

const post = <Reply>(call: string, body: unknown) =>
  apiRequest<Reply>(`/api/tendersupplier/${call}`, { method: 'POST', body });

export type BidderDecision =
  | { kind: 'approve'; userName: string }
  | { kind: 'reject'; userName: string; reason: string }
  | { kind: 'block'; userName: string; reason: string }
  | { kind: 'unblock'; userName: string }
  | { kind: 'remove'; userName: string }
  | { kind: 'comment'; userName: string; comment: string };

export function decideAboutBidder(tenderId: string, decision: BidderDecision): Promise<unknown> {
  const { userName } = decision;
  switch (decision.kind) {
    case 'approve':
      return post<TSupplierEntry>('ResponseToPublicBidder', { tenderId, userName, approve: true });
    case 'reject':
      return post<TSupplierEntry>('ResponseToPublicBidder', {
        tenderId,
        userName,
        approve: false,
        reason: decision.reason || null,
      });
    case 'block':
      return post<TSupplierEntry>('BlockBidder', {
        tenderId,
        user: userName,
        reason: decision.reason,
      });
    case 'unblock':
      return post<TSupplierEntry>('UnblockBidder', { tenderId, user: userName });
    case 'remove':
      return post<TSupplierEntry[]>('DeleteTenderSeller', { tenderId, userName });
    case 'comment':
      return post<TSupplierEntry>('CommentOffer', {
        tenderId,
        userName,
        comment: decision.comment,
      });
  }
}

export function useBidderDecision(tenderId: string) {
  return useTenderMutation(tenderId, (decision: BidderDecision) =>
    decideAboutBidder(tenderId, decision),
  );
}
