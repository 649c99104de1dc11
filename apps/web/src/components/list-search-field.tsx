// A list's text filter: the field follows every keystroke, the list only once typing pauses.
import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

const SEARCH_DEBOUNCE_MS = 400;

type ListSearchFieldProps = {
  /** The field's accessible name and placeholder. */
  label: string;
  /** The search the list shows now (from the URL). */
  initialValue: string;
  width: TextInputProps['w'];
  /** The typed text, trimmed, once typing pauses. */
  onSearch: (text: string) => void;
};

export function ListSearchField({ label, initialValue, width, onSearch }: ListSearchFieldProps) {
  const [text, setText] = useState(initialValue);
  const applySearch = useDebouncedCallback(
    (typed: string) => onSearch(typed.trim()),
    SEARCH_DEBOUNCE_MS,
  );
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        applySearch(event.currentTarget.value);
      }}
      w={width}
    />
  );
}
