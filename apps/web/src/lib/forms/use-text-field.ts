// One free-text field outside a schema form (a dialog's message, a question): its value, the
// "required" error when it is submitted empty, and a reset.
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/translation.ts';

export type TextField = {
  /** Spread on the Textarea: value, error, and a change handler that clears the error. */
  inputProps: {
    value: string;
    error: string | null;
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  };
  /** The trimmed text, or null (and the field shows "required") when a required text is empty. */
  submittedText: (isRequired: boolean) => string | null;
  /** Back to the initial text, without an error. */
  reset: () => void;
};

export function useTextField(initialText = ''): TextField {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  return {
    inputProps: {
      value: text,
      error,
      onChange: (event) => {
        setText(event.currentTarget.value);
        setError(null);
      },
    },
    submittedText: (isRequired) => {
      const trimmed = text.trim();
      if (isRequired && !trimmed) {
        setError(t('messages.required'));
        return null;
      }
      return trimmed;
    },
    reset: () => {
      setText(initialText);
      setError(null);
    },
  };
}
