/** Code lists that are fixed in code rather than stored: criterion units, statuses, wiki categories. */
import { SupplierStatusLabels, TenderStatusLabels } from '../common/enums.ts';
import type { TIdName } from './schemas.ts';

/** Units a tender criterion can be measured in; CURRENCY means "in the tender's currency". */
export const TenderCriterionUnit = {
  CURRENCY: 0,
  PERCENT: 1,
  DAYS: 2,
  MONTHS: 3,
  YEARS: 4,
  POINTS: 5,
  PIECES: 6,
  HOURS: 7,
} as const;
export type TenderCriterionUnitId = (typeof TenderCriterionUnit)[keyof typeof TenderCriterionUnit];

export const UnitsOfTenderCriterion: readonly TIdName[] = [
  { id: TenderCriterionUnit.CURRENCY, name: 'Currency' },
  { id: TenderCriterionUnit.PERCENT, name: 'Percent' },
  { id: TenderCriterionUnit.DAYS, name: 'Days' },
  { id: TenderCriterionUnit.MONTHS, name: 'Months' },
  { id: TenderCriterionUnit.YEARS, name: 'Years' },
  { id: TenderCriterionUnit.POINTS, name: 'Points' },
  { id: TenderCriterionUnit.PIECES, name: 'Pieces' },
  { id: TenderCriterionUnit.HOURS, name: 'Hours' },
];

/** Wiki categories until the wiki has its own table. */
export const DefaultWikiCategories: readonly TIdName[] = [
  { id: 1, name: 'Getting started' },
  { id: 2, name: 'Creating auctions' },
  { id: 3, name: 'Bidding' },
  { id: 4, name: 'Account and billing' },
];

/** Integer keys enumerate in ascending order, so the lists come out sorted by id. */
function labelsToList(labels: Record<number, string>): TIdName[] {
  return Object.entries(labels).map(([id, name]) => ({ id: Number(id), name }));
}

export const TenderStatusList: readonly TIdName[] = labelsToList(TenderStatusLabels);
export const SupplierInvitationStatusList: readonly TIdName[] = labelsToList(SupplierStatusLabels);
