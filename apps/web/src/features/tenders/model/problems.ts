// Where a validation problem sits in the draft, in words: "Items, row 2" rather than "itemsDetails.1.name".
import type { EnglishTextKey } from '@tendermark/shared';

type PathSegment = PropertyKey;

const sectionKeys: Partial<Record<string, EnglishTextKey>> = {
  name: 'tenders.general.name',
  keywords: 'tenders.general.keywords',
  currency: 'tenders.general.currency',
  industries: 'tenders.general.industries',
  itemsDetails: 'tenders.items.title',
  criteriaDetails: 'tenders.criteria.title',
  mustHaveConditions: 'tenders.mustHave.title',
  newDeliveryAddress: 'tenders.address.title',
  addressSource: 'tenders.address.title',
  duration: 'tenders.dates.duration',
  proposalEndDate: 'tenders.dates.proposalEnd',
  startDate: 'tenders.dates.start',
  autoExtendMinutes: 'tenders.options.overtime',
  bidVisibility: 'tenders.options.visibility',
  tieRule: 'tenders.options.tieRule',
  auctionFormat: 'tenders.format.choice',
  formatRules: 'tenders.format.rules',
};

export type ProblemPlace = { sectionKey: EnglishTextKey | null; row: number | null };

/** The section (and 1-based row, for lists) a zod issue path points at. */
export function placeOfProblem(path: readonly PathSegment[]): ProblemPlace {
  const [first, second] = path;
  const sectionKey = typeof first === 'string' ? (sectionKeys[first] ?? null) : null;
  const row = typeof second === 'number' ? second + 1 : null;
  return { sectionKey, row };
}
