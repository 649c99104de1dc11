// The editor's copy of a tender's parameters: the wire shape plus a stable key per list row.
import {
  addressSourceForEditor,
  DEFAULT_AUCTION_FORMAT,
  DEFAULT_FORMAT_RULES,
  type TAddress,
  type TCriterion,
  type TItem,
  type TMustHaveCondition,
  type TTender,
  type TTenderDraftParametersInput,
  type TTenderParameters,
} from '@tendermark/shared';

/** A row of an editable list; `key` lives only in the browser (React keys for rows without id). */
export type Keyed<Row> = Row & { key: string };

export type DraftItem = Keyed<TItem>;
export type DraftCriterion = Keyed<TCriterion>;
export type DraftCondition = Keyed<TMustHaveCondition>;

export type TenderDraft = Omit<
  TTenderParameters,
  'itemsDetails' | 'criteriaDetails' | 'mustHaveConditions' | 'version' | 'addressSource'
> & {
  itemsDetails: DraftItem[];
  criteriaDetails: DraftCriterion[];
  mustHaveConditions: DraftCondition[];
  addressSource: number | null;
  newDeliveryAddress: TAddress | null;
};

let keyCounter = 0;
/** A key for a row that has no id yet. */
export function newRowKey(): string {
  keyCounter += 1;
  return `new-${keyCounter}`;
}

function keyed<Row extends { id?: string | null }>(rows: readonly Row[]): Keyed<Row>[] {
  return rows.map((row) => ({ ...row, key: row.id ?? newRowKey() }));
}

/** The editor's starting point for a loaded tender (a demo's delivery address shows as new, spec §4). */
export function draftFromTender(tender: TTender): TenderDraft {
  return {
    tenderId: tender.tenderId,
    name: tender.name,
    keywords: tender.keywords,
    currency: tender.currency,
    industries: tender.industries,
    isVatIncluded: tender.isVatIncluded,
    isPublic: tender.isPublic,
    itemsDetails: keyed(tender.itemsDetails),
    criteriaDetails: keyed(tender.criteriaDetails),
    mustHaveConditions: keyed(tender.mustHaveConditions),
    addressSource: addressSourceForEditor(tender.addressSource ?? null, tender.isDemo),
    newDeliveryAddress: tender.newDeliveryAddress ?? null,
    duration: tender.duration,
    proposalEndDate: tender.proposalEndDate,
    startDate: tender.startDate,
    autoExtendMinutes: tender.autoExtendMinutes,
    bidVisibility: tender.bidVisibility,
    tieRule: tender.tieRule,
    auctionFormat: tender.auctionFormat ?? DEFAULT_AUCTION_FORMAT,
    formatRules: { ...DEFAULT_FORMAT_RULES, ...tender.formatRules },
    stepProgress: tender.stepProgress,
  };
}

function withoutKeys<Row extends { key: string }>(rows: readonly Row[]): Omit<Row, 'key'>[] {
  return rows.map(({ key: _key, ...row }) => row);
}

/**
 * The UpdateTender body. The address source goes as the editor holds it: the server maps 0 and 4
 * to 3 with the shared rule, and saves a new delivery address (4) to the user's list.
 */
export function parametersFromDraft(
  draft: TenderDraft,
  version: number,
): TTenderDraftParametersInput {
  return {
    ...draft,
    itemsDetails: withoutKeys(draft.itemsDetails),
    criteriaDetails: withoutKeys(draft.criteriaDetails),
    mustHaveConditions: withoutKeys(draft.mustHaveConditions),
    version,
  };
}

type IdRow = { id?: string | null };

function adoptIdsOf<Row extends IdRow>(local: readonly Row[], saved: readonly IdRow[]): Row[] {
  if (local.length !== saved.length) return [...local];
  return local.map((row, index) =>
    row.id || !saved[index].id ? row : { ...row, id: saved[index].id },
  );
}

/**
 * Rows created in the browser take the ids the server gave them on save, so the next save
 * updates them instead of inserting them again. Lists whose length changed meanwhile are left.
 */
export function adoptSavedIds(draft: TenderDraft, saved: TTender): TenderDraft {
  return {
    ...draft,
    itemsDetails: adoptIdsOf(draft.itemsDetails, saved.itemsDetails),
    criteriaDetails: adoptIdsOf(draft.criteriaDetails, saved.criteriaDetails),
    mustHaveConditions: adoptIdsOf(draft.mustHaveConditions, saved.mustHaveConditions),
  };
}

function adoptIdsByKey<Row extends Keyed<IdRow>>(local: readonly Row[], saved: readonly Row[]) {
  const idByKey = new Map(saved.flatMap((row) => (row.id ? [[row.key, row.id]] : [])));
  return local.map((row) =>
    row.id || !idByKey.has(row.key) ? row : { ...row, id: idByKey.get(row.key) },
  );
}

/**
 * The draft being edited takes the ids its rows were saved under (rows matched by key), also
 * when rows were added or left out of the save meanwhile.
 */
export function adoptIdsFrom(draft: TenderDraft, saved: TenderDraft): TenderDraft {
  return {
    ...draft,
    itemsDetails: adoptIdsByKey(draft.itemsDetails, saved.itemsDetails),
    criteriaDetails: adoptIdsByKey(draft.criteriaDetails, saved.criteriaDetails),
    mustHaveConditions: adoptIdsByKey(draft.mustHaveConditions, saved.mustHaveConditions),
  };
}

/** Whether two drafts hold the same parameters (keys aside). */
export function isSameDraft(left: TenderDraft, right: TenderDraft): boolean {
  return serializeDraft(left) === serializeDraft(right);
}

/** JSON with sorted keys, so that drafts built in different ways compare equal. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
        .map(([key, inner]) => [key, canonical(inner)]),
    );
  return value;
}

export function serializeDraft(draft: TenderDraft): string {
  return JSON.stringify(canonical(parametersFromDraft(draft, 0)));
}
