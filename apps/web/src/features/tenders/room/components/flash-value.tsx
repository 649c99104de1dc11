// Shows its children with a brief highlight whenever `value` changes (spec §9 bid highlight).
import { useState, type CSSProperties, type ReactNode } from 'react';
import { BID_HIGHLIGHT_MS } from '../room-constants.ts';
import classes from './flash.module.css';

const flashStyle = { '--flash-duration': `${BID_HIGHLIGHT_MS}ms` } as CSSProperties;

export function FlashValue({ value, children }: { value: unknown; children: ReactNode }) {
  const [seenValue, setSeenValue] = useState(value);
  const [changes, setChanges] = useState(0);
  if (!Object.is(seenValue, value)) {
    setSeenValue(value);
    setChanges((count) => count + 1);
  }
  // A new key restarts the animation on every change; the first render does not flash.
  return (
    <span
      key={changes}
      className={classes.value}
      style={flashStyle}
      data-flash={changes > 0 ? true : undefined}
    >
      {children}
    </span>
  );
}
