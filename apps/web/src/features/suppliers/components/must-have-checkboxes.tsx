// The tender's must-have conditions as checkboxes (controlled): used to apply and in the proposal.
import { Checkbox, Input, Stack } from '@mantine/core';
import type { TTender } from '@tendermark/shared';

type MustHaveCheckboxesProps = {
  conditions: TTender['mustHaveConditions'];
  answers: Readonly<Record<string, boolean>>;
  onChange: (conditionId: string, isChecked: boolean) => void;
  disabled?: boolean;
  error?: string | null;
};

export function MustHaveCheckboxes({
  conditions,
  answers,
  onChange,
  disabled = false,
  error = null,
}: MustHaveCheckboxesProps) {
  return (
    <Stack gap="sm">
      {conditions.map((condition) => {
        const id = String(condition.id);
        return (
          <Checkbox
            key={id}
            label={condition.text}
            disabled={disabled}
            checked={answers[id] === true}
            error={Boolean(error) && answers[id] !== true}
            onChange={(event) => onChange(id, event.currentTarget.checked)}
          />
        );
      })}
      {error ? <Input.Error role="alert">{error}</Input.Error> : null}
    </Stack>
  );
}
