// Which of the owner's actions a bidder's row offers: the shared transition table (spec §4) decides
// from the entry's status, the tender's stage decides whether the action is open now.
import {
  ParticipationAction as A,
  SupplierStatus,
  canTransition,
  isActionOpen,
  seesTender,
  type ParticipationActionName,
  type ParticipationState,
  type TSupplierEntry,
} from '@tendermark/shared';

export type BidderActionName =
  'invite' | 'approve' | 'reject' | 'block' | 'unblock' | 'remove' | 'comment';

type EntryFacts = Pick<TSupplierEntry, 'status' | 'isRegistered'>;

const asState = (status: number) => status as ParticipationState;

function allowed(status: number, action: ParticipationActionName, tenderStatus: number) {
  return canTransition(asState(status), action) && isActionOpen(action, tenderStatus);
}

/** The actions the owner can take on this entry now, in the order the row shows them. */
export function bidderActions(entry: EntryFacts, tenderStatus: number): BidderActionName[] {
  const status = entry.status.id;
  // An invitation to an address without an account can only be sent again or withdrawn.
  if (entry.isRegistered === false) {
    return (['invite', 'remove'] as const).filter((action) =>
      allowed(SupplierStatus.INVITED, action, tenderStatus),
    );
  }
  const actions: BidderActionName[] = [];
  if (allowed(status, A.APPROVE, tenderStatus)) actions.push('approve');
  if (allowed(status, A.REJECT, tenderStatus)) actions.push('reject');
  if (allowed(status, A.INVITE, tenderStatus)) actions.push('invite');
  if (seesTender(status)) actions.push('comment');
  if (allowed(status, A.BLOCK, tenderStatus)) actions.push('block');
  if (status === SupplierStatus.BLOCKED && isActionOpen(A.UNBLOCK, tenderStatus))
    actions.push('unblock');
  if (allowed(status, A.REMOVE, tenderStatus)) actions.push('remove');
  return actions;
}

/** "Invite" for a prepared entry, "Resend invitation" for an open one, "Invite again" otherwise. */
export function inviteLabelKey(status: number) {
  if (status === SupplierStatus.WAITING_FOR_INVITE) return 'bidders.actions.invite' as const;
  if (status === SupplierStatus.INVITED) return 'bidders.actions.resend' as const;
  return 'bidders.actions.inviteAgain' as const;
}
