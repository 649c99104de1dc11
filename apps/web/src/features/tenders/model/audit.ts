// Audit entries in words: the action's label and the labels of the fields it changed.
import type { EnglishTextKey } from '@tendermark/shared';

const actionKeys: Record<string, EnglishTextKey> = {
  created: 'tenders.audit.action.created',
  updated: 'tenders.audit.action.updated',
  scheduled: 'tenders.audit.action.scheduled',
  canceled: 'tenders.audit.action.canceled',
  hidden: 'tenders.audit.action.hidden',
  shown: 'tenders.audit.action.shown',
  'attachment-added': 'tenders.audit.action.attachmentAdded',
  'attachment-removed': 'tenders.audit.action.attachmentRemoved',
  'main-picture-set': 'tenders.audit.action.mainPictureSet',
  'main-picture-removed': 'tenders.audit.action.mainPictureRemoved',
  awarded: 'award.audit.awarded',
  'not-awarded': 'award.audit.notAwarded',
  'award-canceled': 'award.audit.canceled',
  'award-final': 'award.audit.final',
  'offers-opened': 'tenders.audit.action.offersOpened',
};

const fieldKeys: Record<string, EnglishTextKey> = {
  name: 'tenders.general.name',
  keywords: 'tenders.general.keywords',
  currency: 'tenders.general.currency',
  industries: 'tenders.general.industries',
  isVatIncluded: 'tenders.general.vatIncluded',
  isPublic: 'tenders.general.isPublic',
  addressSource: 'tenders.address.source',
  newDeliveryAddress: 'tenders.address.title',
  duration: 'tenders.dates.duration',
  proposalEndDate: 'tenders.dates.proposalEnd',
  startDate: 'tenders.dates.start',
  endDate: 'tenders.dates.endsAt',
  autoExtendMinutes: 'tenders.options.overtime',
  bidVisibility: 'tenders.options.visibility',
  tieRule: 'tenders.options.tieRule',
  auctionFormat: 'tenders.format.choice',
  formatRules: 'tenders.format.rules',
  itemsDetails: 'tenders.items.title',
  criteriaDetails: 'tenders.criteria.title',
  mustHaveConditions: 'tenders.mustHave.title',
  tenderStatus: 'tenders.audit.status',
};

/** A prolongation says whose it was: the owner's, or overtime's (`cause`, set by the server). */
export function auditActionKey(action: string, changes: Record<string, unknown>): EnglishTextKey {
  if (action === 'prolonged')
    return changes.cause === 'overtime'
      ? 'tenders.audit.action.prolongedOvertime'
      : 'tenders.audit.action.prolonged';
  return actionKeys[action] ?? 'tenders.audit.action.other';
}

/** A sealed tender's opening (issue 30): how many offers opened when, and any that did not. */
export function openingOf(
  action: string,
  changes: Record<string, unknown>,
): { count: number; openedAt: string; unreadable: string[] } | null {
  if (action !== 'offers-opened') return null;
  const { count, openedAt, unreadable } = changes;
  if (typeof count !== 'number' || typeof openedAt !== 'string') return null;
  return {
    count,
    openedAt,
    unreadable: Array.isArray(unreadable) ? unreadable.map(String) : [],
  };
}

/** Labels of the changed fields this page knows, in the order the server recorded them. */
export function changedFieldKeys(changes: Record<string, unknown>): EnglishTextKey[] {
  return Object.keys(changes).flatMap((field) => (fieldKeys[field] ? [fieldKeys[field]] : []));
}

/** How a value is shown: a date, a tender status label, a tie rule's or format's name, or as it is. */
export type ValueKind = 'date' | 'status' | 'tieRule' | 'format' | 'plain';
export type FieldChange = { labelKey: EnglishTextKey; from: unknown; to: unknown; kind: ValueKind };

const kindOf = (field: string): ValueKind =>
  field === 'proposalEndDate' || field === 'startDate' || field === 'endDate'
    ? 'date'
    : field === 'tenderStatus'
      ? 'status'
      : field === 'tieRule'
        ? 'tieRule'
        : field === 'auctionFormat'
          ? 'format'
          : 'plain';
const isShown = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * The changes that read well as "from → to": plain values and list sizes. Addresses, industry
 * lists and the like are only named.
 */
export function fieldChanges(changes: Record<string, unknown>): FieldChange[] {
  return Object.entries(changes).flatMap(([field, change]) => {
    const labelKey = fieldKeys[field];
    if (!labelKey || typeof change !== 'object' || change === null) return [];
    const { from, to } = change as { from?: unknown; to?: unknown };
    if (!isShown(from) || !isShown(to)) return [];
    return [{ labelKey, from, to, kind: kindOf(field) }];
  });
}
