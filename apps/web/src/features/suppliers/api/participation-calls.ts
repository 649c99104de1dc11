// The supplier's participation calls (/api/tendersupplier): answer an invitation, apply to a
// public auction, leave, ask to rejoin, and bookmark (favorite).
import type { TFavoriteReply, TMustHaveResponse, TSupplierEntry } from '@tendermark/shared';
import { apiRequest } from '@/lib/api-client.ts';
import { useTenderMutation } from '@/lib/use-tender-mutation.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';

const post = <Reply>(call: string, body: unknown) =>
  apiRequest<Reply>(`/api/tendersupplier/${call}`, { method: 'POST', body });

export type ParticipationCall =
  | { kind: 'answer'; accept: boolean; reason?: string }
  | { kind: 'apply'; responses: TMustHaveResponse[] }
  | { kind: 'leave' }
  | { kind: 'rejoin'; reason: string }
  | { kind: 'favorite'; isFavorite: boolean };

export function callParticipation(
  tenderId: string,
  call: ParticipationCall,
): Promise<TSupplierEntry | TFavoriteReply> {
  switch (call.kind) {
    case 'answer':
      return post('ResponseInvitation', {
        tenderId,
        accept: call.accept,
        reason: call.reason?.trim() || null,
      });
    case 'apply':
      return post('ApplyToPublicAuction', { tenderId, MhcResponse: call.responses });
    case 'leave':
      return post('LeaveAuction', { tenderId });
    case 'rejoin':
      return post('RejoinAuction', { tenderId, reason: call.reason });
    case 'favorite':
      return post('AddTenderToFavoriter', { tenderId, isFavorite: call.isFavorite });
  }
}

/** Also refreshes the lists, where the participation status and the favorite flag show. */
export function useParticipation(tenderId: string) {
  return useTenderMutation(
    tenderId,
    (call: ParticipationCall) => callParticipation(tenderId, call),
    {
      alsoRefresh: [tenderKeys.lists],
    },
  );
}
