// New auction stores the draft with the first change and then opens the draft's own page, whose
// editor is a new one. What is typed meanwhile (while the first save runs, and until the new page
// has rendered, which comes after its URL) is only in the first editor's form: the new editor
// starts from that form's values, not from the stored draft, and saves what the draft lacks.
import { useEffect, useState } from 'react';
import type { TTender } from '@tendermark/shared';
import { draftFromTender, type TenderDraft } from '@/features/tenders/model/draft.ts';

/** The first editor's live values, by the id of the draft it created, until the next one mounts. */
const handOvers = new Map<string, () => TenderDraft>();

/** Called by the editor that created the draft: it saves no more, the next editor goes on. */
export function handOverDraft(tenderId: string, latestValues: () => TenderDraft): void {
  handOvers.set(tenderId, latestValues);
}

/** The values an editor of this tender starts from: those handed over to it, or the tender's. */
export function useInitialDraft(tender: TTender): TenderDraft {
  const [draft] = useState(() => {
    const handedOver = handOvers.get(tender.tenderId)?.();
    // The first editor's values still name no tender (the blank's ''): they are of this one now.
    return handedOver ? { ...handedOver, tenderId: tender.tenderId } : draftFromTender(tender);
  });
  useEffect(() => {
    handOvers.delete(tender.tenderId);
  }, [tender.tenderId]);
  return draft;
}
