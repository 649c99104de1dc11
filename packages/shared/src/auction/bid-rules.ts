/**
 * Whether a bid may be placed (DESIGN §5): the phase a tender is in, and the rules a new item or
 * criterion value must meet. Shared so the room can check a bid before it is sent.
 */
import { TenderStatus } from '../common/enums.ts';
import { Messages } from '../common/messages.ts';
import { bidStepFor } from '../tenders/money.ts';
import { WinningThreshold } from '../tenders/constants.ts';
import { fillMessage as fill } from './fill-message.ts';

/** 'proposal': initial offers before the room opens; 'live': the auction room. */
export type BidPhase = 'proposal' | 'live';

export type PhaseCheck = { phase: BidPhase } | { refusal: 'notStarted' | 'closed' | 'frozen' };

const PROPOSAL_STATUSES: number[] = [TenderStatus.SCHEDULED, TenderStatus.RFP_SUBMITTED];
const NOT_STARTED_STATUSES: number[] = [TenderStatus.NEW, TenderStatus.RFP_ENDED];

/**
 * The phase a bid falls in, judged by the server's clock: initial offers until the proposal
 * deadline, live bids until the end instant; the clock's status change may lag by a moment.
 */
export function biddingPhase(
  tender: { status: number; proposalEndDate: Date; endDate: Date },
  now: Date,
): PhaseCheck {
  if (tender.status === TenderStatus.FREEZE) return { refusal: 'frozen' };
  if (PROPOSAL_STATUSES.includes(tender.status))
    return now < tender.proposalEndDate ? { phase: 'proposal' } : { refusal: 'notStarted' };
  if (NOT_STARTED_STATUSES.includes(tender.status)) return { refusal: 'notStarted' };
  if (tender.status === TenderStatus.SUBMITTED && now < tender.endDate) return { phase: 'live' };
  return { refusal: 'closed' };
}

export type BidProblem =
  | { kind: 'notPositive' }
  | { kind: 'negative' }
  | { kind: 'outOfRange'; min: number | null; max: number | null }
  /** `limit` is the highest (lowest-wins) or lowest (highest-wins) value still allowed. */
  | { kind: 'stepNotMet'; limit: number; step: number; direction: 'down' | 'up' };

/** Values are stored with 4 decimals; rules compare at that precision. */
export const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * A new value must beat the bidder's own previous one by at least `step` in the winning
 * direction, and be strictly better when the step is 0.
 */
function stepProblem(
  bid: number,
  previous: number | undefined,
  step: number,
  direction: 'down' | 'up',
): BidProblem | undefined {
  if (previous === undefined) return undefined;
  const limit = round4(direction === 'down' ? previous - step : previous + step);
  const met =
    direction === 'down' ? bid <= limit && bid < previous : bid >= limit && bid > previous;
  return met ? undefined : { kind: 'stepNotMet', limit, step, direction };
}

/**
 * An item bid (a unit price): > 0 always; in the live phase at least one bid step below the
 * bidder's own previous bid for that item. Initial offers may be changed freely.
 */
export function itemBidProblem(input: {
  bid: number;
  previous: number | undefined;
  bidStep: number;
  phase: BidPhase;
}): BidProblem | undefined {
  if (!(input.bid > 0)) return { kind: 'notPositive' };
  if (input.phase === 'proposal') return undefined;
  return stepProblem(input.bid, input.previous, input.bidStep, 'down');
}

/**
 * The step of a criterion that is bid directly: 1 % of the bidder's previous value (its absolute
 * value), rounded to 2 decimals and at least 0.01 — the item rule applied to the criterion. It
 * is 0 when the previous value is 0, and then any strictly better value is enough.
 */
export function criterionBidStep(previous: number): number {
  return bidStepFor(Math.abs(previous));
}

/**
 * A criterion value: ≥ 0, within [minBid, maxBid] where set; in the live phase it must improve
 * on the bidder's own previous value by one criterion step in the winning direction.
 */
export function criterionBidProblem(input: {
  bid: number;
  previous: number | undefined;
  minBid: number | null;
  maxBid: number | null;
  winningThreshold: number;
  phase: BidPhase;
}): BidProblem | undefined {
  const { bid, minBid, maxBid } = input;
  if (!(bid >= 0)) return { kind: 'negative' };
  if ((minBid !== null && bid < minBid) || (maxBid !== null && bid > maxBid))
    return { kind: 'outOfRange', min: minBid, max: maxBid };
  if (input.phase === 'proposal' || input.previous === undefined) return undefined;
  const direction = input.winningThreshold === WinningThreshold.HIGHEST ? 'up' : 'down';
  return stepProblem(bid, input.previous, criterionBidStep(input.previous), direction);
}

const amount = (value: number) => value.toFixed(2);

/** The user-facing text of a refused bid, stating the value that would be accepted. */
export function bidProblemMessage(problem: BidProblem): string {
  switch (problem.kind) {
    case 'notPositive':
      return Messages.bidMustBePositive;
    case 'negative':
      return Messages.bidMustNotBeNegative;
    case 'outOfRange': {
      const bounds = {
        min: problem.min === null ? '' : amount(problem.min),
        max: problem.max === null ? '' : amount(problem.max),
      };
      if (problem.min === null) return fill(Messages.bidAtMostMax, bounds);
      if (problem.max === null) return fill(Messages.bidAtLeastMin, bounds);
      return fill(Messages.bidOutOfRange, bounds);
    }
    case 'stepNotMet': {
      const values = { limit: amount(problem.limit), step: amount(problem.step) };
      if (problem.step === 0)
        return fill(
          problem.direction === 'down' ? Messages.bidBelowLast : Messages.bidAboveLast,
          values,
        );
      return fill(problem.direction === 'down' ? Messages.bidAtMost : Messages.bidAtLeast, values);
    }
  }
}
