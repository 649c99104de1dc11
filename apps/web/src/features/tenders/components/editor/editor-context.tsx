// What every section of the parameters step shares: the form, the stored tender, read-only state.
import { createContext, useContext, type ReactNode } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type { TItem, TTender } from '@tendermark/shared';
import type { TenderDraft } from '@/features/tenders/model/draft.ts';

export type TenderForm = UseFormReturnType<TenderDraft>;

export type TenderEditorContextValue = {
  form: TenderForm;
  /** The tender as last loaded or saved (status, files, converted total). */
  tender: TTender;
  /** The server's default item, copied for each new row. */
  itemTemplate: TItem;
  /** True outside NEW: fields show values but do not change. */
  isReadOnly: boolean;
  /** Called when the user tries to change a read-only tender. */
  reportBlockedEdit: () => void;
  /** Schedule problems of the last schedule attempt (shared scheduleProblems), shown at their fields. */
  scheduleProblems: readonly string[];
};

const TenderEditorContext = createContext<TenderEditorContextValue | null>(null);

export function TenderEditorProvider({
  value,
  children,
}: {
  value: TenderEditorContextValue;
  children: ReactNode;
}) {
  return <TenderEditorContext.Provider value={value}>{children}</TenderEditorContext.Provider>;
}

export function useTenderEditor(): TenderEditorContextValue {
  const value = useContext(TenderEditorContext);
  if (!value) throw new Error('useTenderEditor is used outside TenderEditorProvider');
  return value;
}
