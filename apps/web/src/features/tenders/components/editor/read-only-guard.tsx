// Around a tender that can no longer be edited: any attempt to type, paste or toggle is stopped
// and reported, so that the page can say why (spec: "Modification blocked…").
import type { ReactNode, SyntheticEvent } from 'react';

const EDITING_KEYS = new Set(['Backspace', 'Delete', 'Enter', ' ']);

const isFormControl = (target: EventTarget) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

const isToggle = (target: EventTarget) =>
  target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio');

type ReadOnlyGuardProps = { isReadOnly: boolean; onBlockedEdit: () => void; children: ReactNode };

export function ReadOnlyGuard({ isReadOnly, onBlockedEdit, children }: ReadOnlyGuardProps) {
  if (!isReadOnly) return children;
  const block = (event: SyntheticEvent) => {
    event.preventDefault();
    onBlockedEdit();
  };
  return (
    <div
      onKeyDownCapture={(event) => {
        const isEditingKey = event.key.length === 1 || EDITING_KEYS.has(event.key);
        if (isFormControl(event.target) && isEditingKey && !event.ctrlKey && !event.metaKey)
          block(event);
      }}
      onPasteCapture={(event) => {
        if (isFormControl(event.target)) block(event);
      }}
      onClickCapture={(event) => {
        if (isToggle(event.target)) block(event);
      }}
    >
      {children}
    </div>
  );
}
