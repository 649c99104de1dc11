/** Rules for scheduling a tender (DESIGN §5): what must hold, and the reschedule of a missed deadline. */
import { Constants, TenderStatus, type TenderStatusId } from '../common/enums.ts';
import { zeroSeconds } from './dates.ts';
import { MIN_BID_STEP } from './money.ts';
import { weightsSumToOne } from './weights.ts';

export type SchedulableTender = {
  name: string;
  itemCount: number;
  weights: number[];
  duration: number;
  proposalEndDate: Date;
  startDate: Date;
  addressSource: number | null;
  hasDeliveryCountry: boolean;
};

export const ScheduleProblems = {
  nameRequired: 'Please enter the auction name',
  itemRequired: 'Please add at least one item',
  weightsMustSumTo100: 'Criteria weights need to add up to 100%',
  /**
   * With the price weighted 0 % the ranking ignores the price: a dearer offer can win while the
   * savings still count the price (issue 27).
   */
  priceWeightRequired: 'The total price criterion needs a weight above 0%',
  durationOutOfRange: `Duration needs to be between 1 and ${Constants.maxDurationMinutes} minutes`,
  startBeforeProposalEnd: 'The auction start needs to be after the proposal deadline',
  addressRequired: 'Please select an item',
  countryRequired: 'Please select a country',
  /** A draft may hold a quantity of 0 (a field being retyped); a scheduled tender may not. */
  quantityRequired: 'The quantity needs to be greater than 0',
  /**
   * A priced item needs a step of at least one cent (0 lets a bid undercut by a fraction of a
   * cent); a draft may still hold 0 while its price is retyped.
   */
  bidStepTooSmall: `The bid step needs to be at least ${MIN_BID_STEP}`,
} as const;

/** The first weight is the price criterion's; it must count (above 0) in every tender. */
export function hasPricedWeight(weights: readonly number[]): boolean {
  return (weights[0] ?? 0) > 0;
}

/** Every reason the tender cannot be scheduled yet; empty when it can. */
export function scheduleProblems(tender: SchedulableTender): string[] {
  const problems: string[] = [];
  if (!tender.name.trim()) problems.push(ScheduleProblems.nameRequired);
  if (tender.itemCount < 1) problems.push(ScheduleProblems.itemRequired);
  if (!weightsSumToOne(tender.weights)) problems.push(ScheduleProblems.weightsMustSumTo100);
  if (!hasPricedWeight(tender.weights)) problems.push(ScheduleProblems.priceWeightRequired);
  if (tender.duration < 1 || tender.duration > Constants.maxDurationMinutes)
    problems.push(ScheduleProblems.durationOutOfRange);
  if (tender.startDate.getTime() < tender.proposalEndDate.getTime())
    problems.push(ScheduleProblems.startBeforeProposalEnd);
  if (tender.addressSource === null) problems.push(ScheduleProblems.addressRequired);
  else if (!tender.hasDeliveryCountry) problems.push(ScheduleProblems.countryRequired);
  return problems;
}

/**
 * If the proposal deadline has passed, it moves to now + 1 hour (seconds zeroed) and the start
 * keeps its original distance from the deadline. Returns the dates to use and whether they moved.
 */
export function rescheduleIfDeadlinePassed(
  dates: { proposalEndDate: Date; startDate: Date },
  now: Date,
): { proposalEndDate: Date; startDate: Date; moved: boolean } {
  if (dates.proposalEndDate.getTime() > now.getTime()) return { ...dates, moved: false };
  const gap = Math.max(0, dates.startDate.getTime() - dates.proposalEndDate.getTime());
  const proposalEndDate = zeroSeconds(new Date(now.getTime() + 60 * 60_000));
  return { proposalEndDate, startDate: new Date(proposalEndDate.getTime() + gap), moved: true };
}

/** Parameters can be edited only while the tender is a draft. */
export function isEditable(status: TenderStatusId | number): boolean {
  return status === TenderStatus.NEW;
}

/** The end instant of the live phase: start + duration + prolongations. */
export function auctionEnd(startDate: Date, durationMinutes: number, prolongedMinutes = 0): Date {
  return new Date(startDate.getTime() + (durationMinutes + prolongedMinutes) * 60_000);
}

/**
 * The live phase as it runs (or ran): its minutes from start to the end that prolongations moved,
 * and how many of them the prolongations added to the planned duration.
 */
export function liveDuration(
  startDate: Date,
  endDate: Date,
  plannedMinutes: number,
): { minutes: number; prolongedMinutes: number } {
  const minutes = Math.round((endDate.getTime() - startDate.getTime()) / 60_000);
  return { minutes, prolongedMinutes: Math.max(0, minutes - plannedMinutes) };
}
