// A criterion weight in percent. The value is committed on blur or Enter, not per keystroke,
// because each commit rebalances the other weights.
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
  /** Called with the new fraction when it differs from the current one. */
  onCommit: (fraction: number) => void;
};

export function WeightInput({
  label,
  visibleLabel,
  fraction,
  isReadOnly,
  onCommit,
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
    if (round2(next * 100) !== percent) onCommit(next);
    else setText(percent);
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
    />
  );
}
