// The shared schedule rules applied to the draft in the browser, so that problems show at once
// and next to their fields (the server applies the same rules when scheduling).
import {
  AddressSource,
  Messages,
  addressSourceForServer,
  criteriaProblems,
  scheduleProblems,
  type TSavedAddress,
} from '@tendermark/shared';
import type { TenderDraft } from './draft.ts';
import { toNumber } from './numbers.ts';

export function scheduleProblemsOf(
  draft: TenderDraft,
  savedAddresses: readonly TSavedAddress[],
): string[] {
  const source = addressSourceForServer(draft.addressSource);
  const isProfileAddress = source === AddressSource.USER || source === AddressSource.COMPANY;
  const address = isProfileAddress
    ? savedAddresses.find((saved) => saved.source === source)
    : draft.newDeliveryAddress;
  const bound = (value: number | string | null | undefined) =>
    value === null || value === undefined || value === '' ? null : toNumber(value);
  // A draft may hold a minimum bid above the maximum (one half retyped); a scheduled tender not.
  const boundsProblems = criteriaProblems(
    draft.criteriaDetails.map((criterion) => ({
      ...criterion,
      minBid: bound(criterion.minBid),
      maxBid: bound(criterion.maxBid),
    })),
  ).filter((problem) => problem === Messages.minBidAboveMaxBid);
  const problems = scheduleProblems({
    name: draft.name,
    itemCount: draft.itemsDetails.length,
    weights: draft.criteriaDetails.map((criterion) => criterion.weight.id),
    duration: toNumber(draft.duration),
    proposalEndDate: new Date(draft.proposalEndDate),
    startDate: new Date(draft.startDate),
    addressSource: source,
    hasDeliveryCountry: Boolean(address?.country),
  });
  return [...problems, ...boundsProblems];
}
