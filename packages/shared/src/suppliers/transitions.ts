/**
 * The supplier participation status table of spec §4: which action moves an entry from which
 * status to which. `null` stands for "no entry". Every server change of a status goes through it.
 */
import { SupplierStatus, type SupplierStatusId } from '../common/enums.ts';
import { Messages } from '../common/messages.ts';

/** A supplier's state in one tender: a status of spec §4, or no entry at all. */
export type ParticipationState = SupplierStatusId | null;

export const ParticipationAction = {
  /** Owner adds a registered user before sending invitations (CreateTenderSeller). */
  PREPARE: 'prepare',
  /** Owner sends (or re-sends) an invitation (SendInvitationsToTenderSellers). */
  INVITE: 'invite',
  ACCEPT: 'accept',
  DECLINE: 'decline',
  /** Supplier applies to a public tender with must-have answers. */
  APPLY: 'apply',
  /** Owner approves a public applicant or a rejoin request. */
  APPROVE: 'approve',
  /** Owner rejects a public applicant (→ rejected by buyer) or a rejoin request (→ left again). */
  REJECT: 'reject',
  BLOCK: 'block',
  /** Back to the status before blocking, when that was invited or accepted. */
  UNBLOCK: 'unblock',
  REMOVE: 'remove',
  LEAVE: 'leave',
  REJOIN: 'rejoin',
  /** A public tender bookmarked by someone without an entry: "Need to Apply". */
  FAVORITE: 'favorite',
  /** The bookmark is removed; a "Need to Apply" entry disappears with it. */
  UNFAVORITE: 'unfavorite',
  /** The proposal phase ended before the owner answered (for the clock). */
  APPROVAL_MISSED: 'approvalMissed',
  /** A demo bidder joins a demo tender with a complete offer. */
  ADD_DEMO: 'addDemo',
} as const;
export type ParticipationActionName =
  (typeof ParticipationAction)[keyof typeof ParticipationAction];

const S = SupplierStatus;
/** Marks a target computed from the status before blocking (see `nextStatus`). */
const RESTORE = 'restore' as const;

type Target = ParticipationState | typeof RESTORE;
type Rule = {
  from: readonly ParticipationState[];
  to: Target | ((from: ParticipationState) => Target);
};

const TABLE: Record<ParticipationActionName, Rule> = {
  prepare: { from: [null, S.REMOVED, S.FAVORITE], to: S.WAITING_FOR_INVITE },
  invite: {
    from: [
      null,
      S.WAITING_FOR_INVITE,
      S.INVITED,
      S.REJECTED_BY_BIDDER,
      S.REJECTED_BY_BUYER,
      S.REMOVED,
      S.APPROVAL_MISSED,
      S.FAVORITE,
    ],
    to: S.INVITED,
  },
  accept: { from: [S.INVITED], to: S.ACCEPTED },
  decline: { from: [S.INVITED], to: S.REJECTED_BY_BIDDER },
  apply: { from: [null, S.FAVORITE], to: S.PENDING_PUBLIC },
  approve: { from: [S.PENDING_PUBLIC, S.PENDING_COMEBACK], to: S.ACCEPTED },
  reject: {
    from: [S.PENDING_PUBLIC, S.PENDING_COMEBACK],
    to: (from) => (from === S.PENDING_COMEBACK ? S.LEFT : S.REJECTED_BY_BUYER),
  },
  block: {
    from: [
      S.WAITING_FOR_INVITE,
      S.INVITED,
      S.PENDING_PUBLIC,
      S.ACCEPTED,
      S.REJECTED_BY_BIDDER,
      S.REJECTED_BY_BUYER,
      S.REMOVED,
      S.APPROVAL_MISSED,
      S.FAVORITE,
      S.LEFT,
      S.PENDING_COMEBACK,
    ],
    to: S.BLOCKED,
  },
  unblock: { from: [S.BLOCKED], to: RESTORE },
  remove: {
    from: [
      S.WAITING_FOR_INVITE,
      S.INVITED,
      S.PENDING_PUBLIC,
      S.ACCEPTED,
      S.REJECTED_BY_BIDDER,
      S.REJECTED_BY_BUYER,
      S.BLOCKED,
      S.APPROVAL_MISSED,
      S.FAVORITE,
      S.LEFT,
      S.PENDING_COMEBACK,
    ],
    to: S.REMOVED,
  },
  leave: { from: [S.ACCEPTED], to: S.LEFT },
  rejoin: { from: [S.LEFT], to: S.PENDING_COMEBACK },
  favorite: { from: [null], to: S.FAVORITE },
  unfavorite: { from: [S.FAVORITE], to: null },
  approvalMissed: { from: [S.PENDING_PUBLIC, S.PENDING_COMEBACK], to: S.APPROVAL_MISSED },
  addDemo: { from: [null, S.REMOVED], to: S.ACCEPTED },
};

/** Statuses an unblocked supplier can return to; anything else stays blocked. */
export const UNBLOCKABLE_STATUSES: readonly SupplierStatusId[] = [S.INVITED, S.ACCEPTED];

export function canTransition(from: ParticipationState, action: ParticipationActionName): boolean {
  return TABLE[action].from.includes(from);
}

export type TransitionOutcome =
  | { ok: true; to: ParticipationState }
  | { ok: false; reason: 'invalid_transition' | 'cannot_unblock'; message: string };

/**
 * Where `action` takes an entry in status `from`. Unblocking needs the status before blocking:
 * it returns there when that was invited or accepted, and is refused ("User can not be
 * unblocked") otherwise.
 */
export function nextStatus(
  from: ParticipationState,
  action: ParticipationActionName,
  { statusBeforeBlock }: { statusBeforeBlock?: number | null } = {},
): TransitionOutcome {
  const rule = TABLE[action];
  if (!rule.from.includes(from))
    return { ok: false, reason: 'invalid_transition', message: refusalMessage(action) };
  const to = typeof rule.to === 'function' ? rule.to(from) : rule.to;
  if (to !== RESTORE) return { ok: true, to };
  const previous = UNBLOCKABLE_STATUSES.find((status) => status === statusBeforeBlock);
  return previous === undefined
    ? { ok: false, reason: 'cannot_unblock', message: Messages.cannotUnblock }
    : { ok: true, to: previous };
}

/** Why `action` is not possible from the entry's current status, in the user's words. */
export function refusalMessage(action: ParticipationActionName): string {
  switch (action) {
    case 'prepare':
    case 'invite':
    case 'addDemo':
      return Messages.userAlreadyInAuction;
    case 'accept':
    case 'decline':
      return Messages.noOpenInvitation;
    case 'apply':
    case 'favorite':
      return Messages.cannotApply;
    case 'approve':
    case 'reject':
    case 'approvalMissed':
      return Messages.notWaitingForApproval;
    case 'block':
      return Messages.alreadyBlocked;
    case 'unblock':
      return Messages.cannotUnblock;
    case 'remove':
      return Messages.alreadyRemoved;
    case 'leave':
      return Messages.onlyParticipantCanLeave;
    case 'rejoin':
      return Messages.onlyLeftCanRejoin;
    case 'unfavorite':
      return Messages.notFavorite;
  }
}

/** Every action with the statuses it starts from, for documentation and tests. */
export function transitionTable(): Array<{
  action: ParticipationActionName;
  from: readonly ParticipationState[];
}> {
  return (Object.keys(TABLE) as ParticipationActionName[]).map((action) => ({
    action,
    from: TABLE[action].from,
  }));
}
