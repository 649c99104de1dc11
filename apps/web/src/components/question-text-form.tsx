// The small form of a clarification question or its answer: one text, required, and a send button
// that cannot be pressed twice while the text is on its way.
import type { FormEvent } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { growingTextareaProps } from '@/lib/growing-textarea.ts';
import { useTextField } from '@/lib/forms/use-text-field.ts';

type QuestionTextFormProps = {
  label: string;
  description?: string;
  maxLength: number;
  submitLabel: string;
  submitVariant?: 'filled' | 'light';
  isPending: boolean;
  /** Runs with the trimmed, non-empty text; `clear` empties the field (e.g. once it is sent). */
  onSubmit: (text: string, clear: () => void) => void;
};

export function QuestionTextForm({
  label,
  description,
  maxLength,
  submitLabel,
  submitVariant,
  isPending,
  onSubmit,
}: QuestionTextFormProps) {
  const text = useTextField();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isPending) return;
    const submitted = text.submittedText(true);
    if (submitted !== null) onSubmit(submitted, text.reset);
  };

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="xs">
        <Textarea
          label={label}
          description={description}
          {...growingTextareaProps(2)}
          maxLength={maxLength}
          {...text.inputProps}
        />
        <Group justify="flex-end">
          <Button type="submit" variant={submitVariant} loading={isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
