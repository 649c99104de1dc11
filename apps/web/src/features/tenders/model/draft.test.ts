// The editor's draft: keys stay in the browser, saved ids are adopted, comparison ignores key order.
import { describe, expect, it } from 'vitest';
import { tenderFixture } from '@/test/tender-fixtures.ts';
import {
  adoptIdsFrom,
  adoptSavedIds,
  draftFromTender,
  isSameDraft,
  parametersFromDraft,
} from './draft.ts';
import { newItemFrom } from './item-edits.ts';

describe('draft', () => {
  it('sends the parameters without the browser-only row keys, with the version', () => {
    const body = parametersFromDraft(draftFromTender(tenderFixture()), 7);
    expect(body.version).toBe(7);
    expect(body.itemsDetails[0]).not.toHaveProperty('key');
    expect(body.mustHaveConditions[0]).not.toHaveProperty('key');
  });

  it('shows a loaded demo tender with a delivery address as a new delivery address (spec §4)', () => {
    expect(draftFromTender(tenderFixture({ isDemo: true, addressSource: 3 })).addressSource).toBe(
      4,
    );
    expect(draftFromTender(tenderFixture({ isDemo: false, addressSource: 3 })).addressSource).toBe(
      3,
    );
  });

  it('gives rows created in the browser the ids the server saved them under', () => {
    const tender = tenderFixture();
    const draft = draftFromTender(tender);
    const withNewRow = {
      ...draft,
      itemsDetails: [...draft.itemsDetails, newItemFrom(tender.itemsDetails[0])],
    };
    const saved = tenderFixture({
      itemsDetails: [tender.itemsDetails[0], { ...tender.itemsDetails[0], id: 'item-2' }],
    });
    const adopted = adoptSavedIds(withNewRow, saved);
    expect(adopted.itemsDetails.map((item) => item.id)).toEqual(['item-1', 'item-2']);
    expect(adopted.itemsDetails[1].key).toBe(withNewRow.itemsDetails[1].key);
    // A list that changed length meanwhile is left alone.
    expect(adoptSavedIds(draft, saved).itemsDetails.map((item) => item.id)).toEqual(['item-1']);
  });

  it('gives rows the ids they were saved under by key, also when rows were added meanwhile', () => {
    const tender = tenderFixture();
    const draft = draftFromTender(tender);
    const saved = newItemFrom(tender.itemsDetails[0]);
    const typedSince = newItemFrom(tender.itemsDetails[0]);
    const editing = { ...draft, itemsDetails: [...draft.itemsDetails, saved, typedSince] };
    const stored = {
      ...draft,
      itemsDetails: [...draft.itemsDetails, { ...saved, id: 'item-2' }],
    };
    expect(adoptIdsFrom(editing, stored).itemsDetails.map((item) => item.id)).toEqual([
      'item-1',
      'item-2',
      null,
    ]);
  });

  it('compares drafts by content, not by key order or row keys', () => {
    const draft = draftFromTender(tenderFixture());
    const reordered = Object.fromEntries(Object.entries(draft).reverse()) as typeof draft;
    const rekeyed = {
      ...draft,
      itemsDetails: draft.itemsDetails.map((item) => ({ ...item, key: 'other' })),
    };
    expect(isSameDraft(draft, reordered)).toBe(true);
    expect(isSameDraft(draft, rekeyed)).toBe(true);
    expect(isSameDraft(draft, { ...draft, name: 'Chairs' })).toBe(false);
  });
});
