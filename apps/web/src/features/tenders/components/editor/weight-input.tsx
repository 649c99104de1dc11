// A criterion weight in percent. The value is committed on blur or Enter, not per keystroke,
// because each commit rebalances the other weights. A weight that would leave the price at 0 % is
// refused (the field goes back and the error says why), never rebalanced silently.
import { useState } from 'react';
import { NumberInput } from '@mantine/core';
import { round2 } from '@tendermark/shared';

type WeightInputProps = {
  /** The accessible name (names the criterion). */
  label: string;
  /** A visible label, for layouts without a column header. */
  visibleLabel?: string;
  /** The weight as a fraction 0–1. */
  fraction: number;
  isReadOnly: boolean;
  /** Called with the new fraction when it differs from the current one; false when refused. */
  onCommit: (fraction: number) => boolean;
  /** Why the last typed weight was refused, shown under the field. */
  error?: string | null;
};

export function WeightInput({
  label,
  visibleLabel,
  fraction,
  isReadOnly,
  onCommit,
  error,
}: WeightInputProps) {
  const percent = round2(fraction * 100);
  const [text, setText] = useState<number | string>(percent);
  const [shownFor, setShownFor] = useState(percent);
  // A rebalance elsewhere changes this weight: show the new value.
  if (shownFor !== percent) {
    setShownFor(percent);
    setText(percent);
  }

  const commit = () => {
    const typed = typeof text === 'number' ? text : Number(text);
    if (text === '' || !Number.isFinite(typed)) {
      setText(percent);
      return;
    }
    const next = Math.min(100, Math.max(0, typed)) / 100;
    // A refused weight goes back to the current one; the error under the field says why.
    if (round2(next * 100) === percent || !onCommit(next)) setText(percent);
  };

  return (
    <NumberInput
      aria-label={label}
      label={visibleLabel}
      value={text}
      onChange={setText}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      min={0}
      max={100}
      decimalScale={2}
      suffix="%"
      hideControls
      readOnly={isReadOnly}
      error={error || undefined}
    />
  );
}
