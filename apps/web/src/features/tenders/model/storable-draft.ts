// What of the draft can be saved while the user is still typing: an incomplete draft can, a
// value that cannot be stored at all (text over its maximum, a word in a number field) cannot.
import { ZTenderDraftParameters } from '@tendermark/shared';
import { parametersFromDraft, type TenderDraft } from './draft.ts';

/** A field value a draft cannot be stored with (text over its maximum, a word in a number field). */
export type DraftProblem = { path: PropertyKey[]; message: string };

const LIST_NAMES = ['itemsDetails', 'criteriaDetails', 'mustHaveConditions'] as const;
type ListName = (typeof LIST_NAMES)[number];
const isListName = (value: PropertyKey | undefined): value is ListName =>
  LIST_NAMES.includes(value as ListName);

function problemsOf(draft: TenderDraft): DraftProblem[] {
  const parsed = ZTenderDraftParameters.safeParse(parametersFromDraft(draft, 0));
  return parsed.success
    ? []
    : parsed.error.issues.map(({ path, message }) => ({ path: [...path], message }));
}

/** The field a problem is about: a row's field, a field of the delivery address, or a top field. */
function fieldPathOf(path: readonly PropertyKey[]): PropertyKey[] {
  const [first, second, third] = path;
  if (isListName(first) && typeof second === 'number' && third !== undefined)
    return [first, second, third];
  if (first === 'newDeliveryAddress' && second !== undefined) return [first, second];
  return path.slice(0, 1);
}

type Fields = Record<PropertyKey, unknown>;

/** The field's value in the last saved draft (rows matched by key), or undefined when it had none. */
function savedValueOf(
  draft: TenderDraft,
  lastSaved: TenderDraft,
  [first, second, third]: PropertyKey[],
): unknown {
  if (isListName(first) && typeof second === 'number') {
    const key = draft[first][second]?.key;
    const savedRow = lastSaved[first].find((row) => row.key === key) as Fields | undefined;
    return savedRow?.[third];
  }
  const saved = (lastSaved as unknown as Fields)[first];
  if (second === undefined) return saved;
  return (saved as Fields | null | undefined)?.[second];
}

function withField(draft: TenderDraft, [first, second, third]: PropertyKey[], value: unknown) {
  if (isListName(first) && typeof second === 'number')
    return {
      ...draft,
      [first]: draft[first].map((row, index) =>
        index === second ? { ...row, [third]: value } : row,
      ),
    };
  if (second === undefined) return { ...draft, [first]: value };
  const outer = (draft as unknown as Fields)[first] as Fields | null;
  return { ...draft, [first]: { ...outer, [second]: value } };
}

export type StorableDraft = {
  /** What can be saved now; null when even that is not possible. */
  draft: TenderDraft | null;
  /** Fields whose value cannot be stored, as typed (empty when the whole draft can be saved). */
  problems: DraftProblem[];
};

/**
 * The draft as it can be saved while the user is still typing. A draft may be incomplete (the
 * server stores empty names and a quantity of 0), but a value that cannot be stored at all (text
 * over its maximum, a word in a number field) keeps its last saved value, or goes as null (a
 * number field: 0) in a row that was never saved. A new row that still cannot be stored waits.
 */
export function storableDraft(draft: TenderDraft, lastSaved: TenderDraft): StorableDraft {
  const problems = problemsOf(draft);
  if (problems.length === 0) return { draft, problems };
  let storable = draft;
  for (const { path } of problems) {
    const field = fieldPathOf(path);
    storable = withField(storable, field, savedValueOf(storable, lastSaved, field) ?? null);
  }
  const remaining = problemsOf(storable);
  const waitingRows = new Set<string>();
  for (const { path } of remaining) {
    const [first, second] = path;
    const row = isListName(first) && typeof second === 'number' ? storable[first][second] : null;
    // A stored row left out would be deleted by the server: then nothing is saved.
    if (!row || row.id) return { draft: null, problems };
    waitingRows.add(row.key);
  }
  const isReady = (row: { key: string }) => !waitingRows.has(row.key);
  storable = {
    ...storable,
    itemsDetails: storable.itemsDetails.filter(isReady),
    criteriaDetails: storable.criteriaDetails.filter(isReady),
    mustHaveConditions: storable.mustHaveConditions.filter(isReady),
  };
  return { draft: problemsOf(storable).length === 0 ? storable : null, problems };
}
