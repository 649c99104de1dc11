// What autosave sends while the user is still typing: an incomplete draft as it is, a value that
// cannot be stored replaced by its last saved value (or null in a row never saved).
import { describe, expect, it } from 'vitest';
import { defaultItem, tenderFixture } from '@/test/tender-fixtures.ts';
import { draftFromTender, type TenderDraft } from './draft.ts';
import { newItemFrom } from './item-edits.ts';
import { storableDraft } from './storable-draft.ts';

const saved = () => draftFromTender(tenderFixture({ name: 'Office chairs' }));

function withItem(draft: TenderDraft, index: number, change: Record<string, unknown>) {
  return {
    ...draft,
    itemsDetails: draft.itemsDetails.map((item, position) =>
      position === index ? { ...item, ...change } : item,
    ),
  } as TenderDraft;
}

describe('storableDraft', () => {
  it('takes an incomplete draft as it is: no auction name, an unnamed row, an emptied price, weights not adding up', () => {
    const lastSaved = saved();
    const incomplete = {
      ...lastSaved,
      name: '',
      itemsDetails: [
        { ...lastSaved.itemsDetails[0], name: 'Ergonomic chair', unitPrice: '' },
        newItemFrom(defaultItem),
      ],
      criteriaDetails: [
        { ...lastSaved.criteriaDetails[0], weight: { id: 0.6, name: '60%' } },
        { ...lastSaved.criteriaDetails[0], id: null, key: 'c2', name: '', isPrice: false },
      ],
      // Emptied to be retyped.
      duration: 0,
    } as TenderDraft;

    expect(storableDraft(incomplete, lastSaved)).toEqual({ draft: incomplete, problems: [] });
  });

  it('keeps the saved duration while one over the maximum is typed, with the scheduling message', () => {
    const lastSaved = saved();
    const { draft, problems } = storableDraft({ ...lastSaved, duration: 50_000 }, lastSaved);
    expect(draft?.duration).toBe(lastSaved.duration);
    expect(problems).toEqual([
      { path: ['duration'], message: 'Duration needs to be between 1 and 44000 minutes' },
    ]);
  });

  it('keeps the last saved value of a field that cannot be stored, and names the problem', () => {
    const lastSaved = saved();
    const typed = { ...withItem(lastSaved, 0, { name: 'Chair' }), name: 'x'.repeat(201) };

    const { draft, problems } = storableDraft(typed, lastSaved);
    expect(draft?.name).toBe('Office chairs');
    expect(draft?.itemsDetails[0].name).toBe('Chair');
    expect(problems).toEqual([{ path: ['name'], message: expect.stringMatching(/200/) }]);
  });

  it('keeps the last saved number of a row when a word was typed into a number field', () => {
    const lastSaved = withItem(saved(), 0, { unitPrice: 40 });
    const typed = withItem(lastSaved, 0, { unitPrice: 'forty', quantity: 12 });

    const { draft, problems } = storableDraft(typed, lastSaved);
    expect(draft?.itemsDetails[0]).toMatchObject({ unitPrice: 40, quantity: 12 });
    expect(problems.map((problem) => problem.path)).toEqual([['itemsDetails', 0, 'unitPrice']]);
  });

  it('sends null for a number of a row that was never saved', () => {
    const lastSaved = saved();
    const added = newItemFrom(defaultItem);
    const typed = {
      ...lastSaved,
      itemsDetails: [...lastSaved.itemsDetails, { ...added, name: 'Desk', unitPrice: 'abc' }],
    } as TenderDraft;

    const { draft } = storableDraft(typed, lastSaved);
    expect(draft?.itemsDetails[1]).toMatchObject({ key: added.key, name: 'Desk', unitPrice: null });
  });

  it('leaves out a new row that cannot be stored yet, and saves the rest', () => {
    const lastSaved = saved();
    const added = { ...newItemFrom(defaultItem), name: 'y'.repeat(201) };
    const typed = {
      ...lastSaved,
      keywords: 'chairs',
      itemsDetails: [...lastSaved.itemsDetails, added],
    } as TenderDraft;

    const { draft, problems } = storableDraft(typed, lastSaved);
    expect(draft?.keywords).toBe('chairs');
    expect(draft?.itemsDetails.map((item) => item.key)).toEqual([lastSaved.itemsDetails[0].key]);
    expect(problems.map((problem) => problem.path)).toEqual([['itemsDetails', 1, 'name']]);
  });

  it('keeps the saved field of the same row after rows moved', () => {
    const lastSaved = {
      ...saved(),
      itemsDetails: [
        { ...saved().itemsDetails[0], name: 'Chair' },
        { ...newItemFrom(defaultItem), id: 'item-2', name: 'Desk' },
      ],
    } as TenderDraft;
    const [chair, desk] = lastSaved.itemsDetails;
    const typed = { ...lastSaved, itemsDetails: [{ ...desk, name: 'z'.repeat(201) }, chair] };

    const { draft } = storableDraft(typed, lastSaved);
    expect(draft?.itemsDetails.map((item) => item.name)).toEqual(['Desk', 'Chair']);
  });
});
