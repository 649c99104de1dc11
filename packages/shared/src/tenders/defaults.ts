/** Defaults of a new tender, item and criterion (spec §3, §4, §9). */
import { Constants } from '../common/enums.ts';
import { bidStepFor } from './money.ts';
import { AddressSource, WinningThreshold, WinningThresholdLabels } from './constants.ts';
import type { TCriterion, TItem, TMustHaveCondition } from './schemas.ts';
import { weightOf } from './weights.ts';
import { zeroSeconds } from './dates.ts';

export { zeroSeconds } from './dates.ts';

export const MANDATORY_MUST_HAVE_TEXT =
  'I agree to share my contact e-mail, name and surname with all stakeholders of this auction.';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function defaultTenderDates(now: Date): { proposalEndDate: Date; startDate: Date } {
  const base = zeroSeconds(now).getTime();
  return {
    proposalEndDate: new Date(base + Constants.proposalEndDays * DAY),
    startDate: new Date(base + Constants.startDays * DAY),
  };
}

export type Unit = { id: number; name: string };

export function defaultItem(pieceUnit: Unit): TItem {
  const unitPrice = 100;
  return {
    id: null,
    name: '',
    unitPrice,
    unitOfMeasurement: pieceUnit,
    quantity: 10,
    expPrice: unitPrice * 10,
    bidStep: bidStepFor(unitPrice),
    bestBid: -1,
    description: '',
  };
}

/** The price criterion: total price in the tender currency, lowest wins, weight 100 %. */
export function defaultPriceCriterion(currencyUnit: Unit): TCriterion {
  return {
    id: null,
    name: 'Total price',
    unit: currencyUnit,
    winningThreshold: { id: WinningThreshold.LOWEST, name: WinningThresholdLabels[0] },
    weight: weightOf(1),
    bestBid: -1,
    description: '',
    minBid: null,
    maxBid: null,
    isPrice: true,
  };
}

export function mandatoryMustHaveCondition(): TMustHaveCondition {
  return { id: null, text: MANDATORY_MUST_HAVE_TEXT, hasAdditionalInfo: false, isMandatory: true };
}

/** Address sources 0 (current location) and 4 (new delivery) travel as 3 (delivery) (spec §4). */
export function addressSourceForServer(source: number | null | undefined): number | null {
  if (source === AddressSource.CURRENT_LOCATION || source === AddressSource.NEW_DELIVERY)
    return AddressSource.DELIVERY;
  return source ?? null;
}

/** A loaded demo tender with source 3 is shown as 4 so its address can be edited (spec §4). */
export function addressSourceForEditor(source: number | null, isDemo: boolean): number | null {
  return isDemo && source === AddressSource.DELIVERY ? AddressSource.NEW_DELIVERY : source;
}
