// What the supplier view offers for the supplier's status in the tender's stage: the shared
// transition table (spec §4) and stage rules decide every button; nothing is guessed here.
import {
  ParticipationAction as A,
  SupplierStatus as S,
  TenderStatus,
  allMustHavesChecked,
  canEditOffer,
  canTransition,
  isActionOpen,
  isProposalPhase,
  type ParticipationActionName,
  type ParticipationState,
  type TTender,
} from '@tendermark/shared';

export type SupplierActionName = 'accept' | 'decline' | 'apply' | 'leave' | 'rejoin' | 'favorite';

/** Why the proposal cannot be finalized yet, as a text key; null when it can. */
export type FinalizeBlocker =
  | 'supplier.finalize.blocked.notAccepted'
  | 'supplier.finalize.blocked.phaseOver'
  | 'supplier.finalize.blocked.unsaved'
  | 'supplier.finalize.blocked.mustHaves'
  | 'supplier.finalize.blocked.alreadyFinalized';

export type ParticipationView = {
  /** The entry's status, or null for a public tender the user has no entry in. */
  status: ParticipationState;
  actions: SupplierActionName[];
  /** Must-have answers, description and attachments can be changed. */
  canEditProposal: boolean;
  /** Initial bids on items and criteria can be placed (accepted, before the proposal deadline). */
  canBid: boolean;
  finalizeBlocker: FinalizeBlocker | null;
  /** The live room is open for this supplier. */
  canEnterRoom: boolean;
  /** The auction has ended and this supplier took part: the page leads with the result. */
  seesResult: boolean;
};

function statusOf(tender: TTender): ParticipationState {
  const own = tender.suppliers[0];
  return own ? (own.status.id as ParticipationState) : null;
}

const may = (status: ParticipationState, action: ParticipationActionName, tenderStatus: number) =>
  canTransition(status, action) && isActionOpen(action, tenderStatus);

function availableActions(tender: TTender, status: ParticipationState): SupplierActionName[] {
  const tenderStatus = tender.tenderStatus;
  const actions: SupplierActionName[] = [];
  if (may(status, A.ACCEPT, tenderStatus)) actions.push('accept');
  if (may(status, A.DECLINE, tenderStatus)) actions.push('decline');
  if (tender.isPublic && may(status, A.APPLY, tenderStatus)) actions.push('apply');
  if (may(status, A.LEAVE, tenderStatus)) actions.push('leave');
  if (may(status, A.REJOIN, tenderStatus)) actions.push('rejoin');
  const canBookmark = tender.isFavorite
    ? isActionOpen(A.UNFAVORITE, tenderStatus)
    : isActionOpen(A.FAVORITE, tenderStatus);
  if (canBookmark) actions.push('favorite');
  return actions;
}

type ViewOptions = {
  /** The server's time (the proposal deadline is judged by it). */
  now?: Date;
  /** Must-have answers checked in the form but not saved yet. */
  hasUnsavedAnswers?: boolean;
};

/** The supplier view's possibilities for the tender as the API returned it. */
export function participationView(
  tender: TTender,
  { now = new Date(), hasUnsavedAnswers = false }: ViewOptions = {},
): ParticipationView {
  const status = statusOf(tender);
  const own = tender.suppliers[0];
  const inProposalPhase =
    isProposalPhase(tender.tenderStatus) && now < new Date(tender.proposalEndDate);
  const isAccepted = status === S.ACCEPTED;
  const conditionIds = tender.mustHaveConditions.map((condition) => String(condition.id));
  const saved = Object.fromEntries(
    (own?.mustHaveConditionResponses ?? []).map((answer) => [answer.mhcId, answer.response]),
  );

  let finalizeBlocker: FinalizeBlocker | null = null;
  if (!isAccepted) finalizeBlocker = 'supplier.finalize.blocked.notAccepted';
  else if (!inProposalPhase) finalizeBlocker = 'supplier.finalize.blocked.phaseOver';
  else if (hasUnsavedAnswers) finalizeBlocker = 'supplier.finalize.blocked.unsaved';
  else if (!allMustHavesChecked(conditionIds, saved))
    finalizeBlocker = 'supplier.finalize.blocked.mustHaves';
  else if (own?.proposalFinalizedAt) finalizeBlocker = 'supplier.finalize.blocked.alreadyFinalized';

  return {
    status,
    actions: availableActions(tender, status),
    canEditProposal: canEditOffer(status) && inProposalPhase,
    canBid: isAccepted && inProposalPhase,
    finalizeBlocker,
    canEnterRoom: isAccepted && tender.tenderStatus === TenderStatus.SUBMITTED,
    seesResult: isAccepted && tender.tenderStatus === TenderStatus.ENDED,
  };
}
