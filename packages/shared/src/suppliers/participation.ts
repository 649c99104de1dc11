/**
 * Who may do what in which stage of a tender: the tender statuses each participation action is
 * open in, and the supplier statuses that see a tender, edit an offer or hear from the owner.
 */
import {
  SupplierStatus,
  TenderStatus,
  type SupplierStatusId,
  type TenderStatusId,
} from '../common/enums.ts';
import type { ParticipationActionName } from './transitions.ts';

const T = TenderStatus;
const S = SupplierStatus;

/** Invitations and applications: from scheduling until the live room opens. */
const INVITATION_PHASE: readonly TenderStatusId[] = [T.SCHEDULED, T.RFP_SUBMITTED, T.RFP_ENDED];
/** Proposals (must-have answers, offer description, attachments) change only until the deadline. */
export const PROPOSAL_PHASE: readonly TenderStatusId[] = [T.SCHEDULED, T.RFP_SUBMITTED];
/** Scheduled, in the proposal check, or running. */
const OPEN_PHASE: readonly TenderStatusId[] = [...INVITATION_PHASE, T.SUBMITTED];
/** Everything that has not ended, been canceled or frozen. */
const NOT_CLOSED: readonly TenderStatusId[] = [T.NEW, ...OPEN_PHASE];
const ANY: readonly TenderStatusId[] = Object.values(T);

const ACTION_PHASES: Record<ParticipationActionName, readonly TenderStatusId[]> = {
  prepare: [T.NEW, ...INVITATION_PHASE],
  invite: INVITATION_PHASE,
  accept: OPEN_PHASE,
  decline: OPEN_PHASE,
  apply: INVITATION_PHASE,
  approve: OPEN_PHASE,
  reject: OPEN_PHASE,
  block: NOT_CLOSED,
  unblock: NOT_CLOSED,
  remove: NOT_CLOSED,
  leave: OPEN_PHASE,
  rejoin: OPEN_PHASE,
  favorite: INVITATION_PHASE,
  unfavorite: ANY,
  // The clock: at the start for what waited before it, at the end for rejoins asked while live.
  approvalMissed: [T.SUBMITTED, T.ENDED],
  addDemo: [T.NEW, ...INVITATION_PHASE],
};

export function isActionOpen(action: ParticipationActionName, tenderStatus: number): boolean {
  return ACTION_PHASES[action].some((status) => status === tenderStatus);
}

export function isProposalPhase(tenderStatus: number): boolean {
  return PROPOSAL_PHASE.some((status) => status === tenderStatus);
}

const includes = (list: readonly SupplierStatusId[], status: number | null | undefined) =>
  list.some((entry) => entry === status);

/**
 * Entries whose supplier sees the tender (with their own entry). Not yet invited (0) does not;
 * removed (6) and blocked (7) are refused with a short message.
 */
export const TENDER_VISIBLE_STATUSES: readonly SupplierStatusId[] = [
  S.INVITED,
  S.PENDING_PUBLIC,
  S.ACCEPTED,
  S.REJECTED_BY_BIDDER,
  S.REJECTED_BY_BUYER,
  S.APPROVAL_MISSED,
  S.FAVORITE,
  S.LEFT,
  S.PENDING_COMEBACK,
];
export const EXCLUDED_STATUSES: readonly SupplierStatusId[] = [S.REMOVED, S.BLOCKED];
/** Invited and accepted suppliers read a private tender's attachments and hear from the owner. */
export const INFORMED_STATUSES: readonly SupplierStatusId[] = [S.INVITED, S.ACCEPTED];
/** Applicants waiting for approval may still complete their proposal. */
export const OFFER_EDITING_STATUSES: readonly SupplierStatusId[] = [
  S.PENDING_PUBLIC,
  S.ACCEPTED,
  S.PENDING_COMEBACK,
];
/** Who may ask the owner a clarification question. */
export const QUESTION_ASKING_STATUSES: readonly SupplierStatusId[] = [
  S.INVITED,
  S.PENDING_PUBLIC,
  S.ACCEPTED,
  S.PENDING_COMEBACK,
];
/** Waiting for the owner's answer: counted in PendingPublicBiddersCount and newAppliesCount. */
export const AWAITING_OWNER_STATUSES: readonly SupplierStatusId[] = [
  S.PENDING_PUBLIC,
  S.PENDING_COMEBACK,
];

export const seesTender = (status: number | null | undefined) =>
  includes(TENDER_VISIBLE_STATUSES, status);
export const isExcluded = (status: number | null | undefined) =>
  includes(EXCLUDED_STATUSES, status);
export const isInformed = (status: number | null | undefined) =>
  includes(INFORMED_STATUSES, status);
export const canEditOffer = (status: number | null | undefined) =>
  includes(OFFER_EDITING_STATUSES, status);
export const canAskQuestions = (status: number | null | undefined) =>
  includes(QUESTION_ASKING_STATUSES, status);

/** Every must-have condition answered with "yes" (spec §6: all must be checked). */
export function allMustHavesChecked(
  conditionIds: readonly string[],
  responses: Readonly<Record<string, boolean>>,
): boolean {
  return conditionIds.every((id) => responses[id] === true);
}
